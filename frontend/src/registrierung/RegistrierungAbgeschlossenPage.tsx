import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { sessionPaths } from '../session/sessionPaths';
import { PublicLayout } from '../layout/PublicLayout';

/** /registrierung-abgeschlossen (spec § 2): what happens next. */
export const RegistrierungAbgeschlossenPage = () => {
  const translate = useTranslate();
  const { state } = useLocation() as { state: { email?: string } | null };
  return (
    <PublicLayout title={translate('registrierung.abgeschlossen.titel')}>
      <Stack spacing={2}>
        <Alert severity="success">{translate('registrierung.abgeschlossen.danke')}</Alert>
        <Typography variant="body2">
          {state?.email
            ? translate('registrierung.abgeschlossen.mailAn', { email: state.email })
            : translate('registrierung.abgeschlossen.mail')}
        </Typography>
        <Typography variant="body2">{translate('registrierung.abgeschlossen.freigabe')}</Typography>
        <Button component={Link} to={sessionPaths.login} variant="contained">
          {translate('registrierung.zurAnmeldung')}
        </Button>
      </Stack>
    </PublicLayout>
  );
};
