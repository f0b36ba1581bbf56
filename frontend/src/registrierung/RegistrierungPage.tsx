import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { sessionPaths } from '../session/sessionPaths';
import { RechtlichesDialog } from '../ui/RechtlichesDialog';
import { PublicLayout } from '../layout/PublicLayout';
import { registrierungApi } from './registrierungApi';
import { RegistrierungForm } from './RegistrierungForm';

/** /registrierung (spec § 2): a new producer orders a contract; a notice instead while registration is closed. */
export const RegistrierungPage = () => {
  const translate = useTranslate();
  const meta = { eigeneFehler: true };
  const status = useQuery({ queryKey: ['registrierung', 'status'], queryFn: registrierungApi.status, meta });
  const vertraege = useQuery({ queryKey: ['registrierung', 'vertraege'], queryFn: registrierungApi.vertraege, meta });
  const branchen = useQuery({ queryKey: ['registrierung', 'branchen'], queryFn: registrierungApi.branchen, meta });

  const inhalt = () => {
    if (status.isPending || vertraege.isPending || branchen.isPending) {
      return <Loading loadingPrimary="ra.page.loading" loadingSecondary="ra.message.loading" />;
    }
    if (status.isError || vertraege.isError || branchen.isError) return <Alert severity="error">{translate('fehler.generic')}</Alert>;
    if (!status.data.offen) return <Alert severity="info">{translate('registrierung.geschlossen')}</Alert>;
    return <RegistrierungForm vertraege={vertraege.data} branchen={branchen.data} />;
  };

  return (
    <PublicLayout title={translate('registrierung.titel')} width={640}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('registrierung.einleitung')}
        </Typography>
        {inhalt()}
        <MuiLink component={Link} to={sessionPaths.login} variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('registrierung.schonRegistriert')}
        </MuiLink>
      </Stack>
      <RechtlichesDialog />
    </PublicLayout>
  );
};
