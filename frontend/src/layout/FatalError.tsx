import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown when the user info fails for another reason than 401 (spec § 7: fatal-error flag). */
export const FatalError = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('fehler.fatal')}
      </Alert>
    </Box>
  );
};
