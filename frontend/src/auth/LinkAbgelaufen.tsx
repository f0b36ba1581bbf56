import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { authPaths } from './authPaths';

/** Spec § 8: the reset link is expired or used; offer a new one. */
export const LinkAbgelaufen = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{translate('fehler.linkAbgelaufen')}</Alert>
      <Button component={Link} to={authPaths.passwortVergessenAnfrage} variant="contained">
        {translate('passwortErstellen.neuenAnfordern')}
      </Button>
    </Stack>
  );
};
