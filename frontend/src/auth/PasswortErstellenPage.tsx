import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { ApiError } from '../providers/ApiError';
import { authApi } from './authApi';
import { authPaths } from './authPaths';
import { LinkAbgelaufen } from './LinkAbgelaufen';
import { NeuesPasswortForm } from './NeuesPasswortForm';

const abgelaufen = (error: unknown): boolean => error instanceof ApiError && (error.status === 410 || error.status === 404);

/** /passwort-erstellen/:token and /passwort-zuruecksetzen/:token: checks the token first (spec § 2). */
export const PasswortErstellenPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const pruefung = useQuery({
    queryKey: ['passwortToken', token],
    queryFn: () => authApi.pruefeToken(token),
    retry: false,
    meta: { eigeneFehler: true },
  });

  const inhalt = () => {
    if (pruefung.isPending) return <Loading loadingPrimary="ra.page.loading" loadingSecondary="ra.message.loading" />;
    if (pruefung.isError) {
      return abgelaufen(pruefung.error) ? <LinkAbgelaufen /> : <Alert severity="error">{translate('fehler.generic')}</Alert>;
    }
    return (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('passwortErstellen.fuer', { email: pruefung.data.email })}
        </Typography>
        <NeuesPasswortForm
          token={token}
          erfolg={
            <Stack spacing={2}>
              <Alert severity="success">{translate('passwortErstellen.erfolg')}</Alert>
              <Button component={Link} to={authPaths.login} variant="contained">
                {translate('passwortErstellen.zurAnmeldung')}
              </Button>
            </Stack>
          }
          abgelaufen={<LinkAbgelaufen />}
        />
      </Stack>
    );
  };

  return <PublicLayout title={translate('passwortErstellen.titel')}>{inhalt()}</PublicLayout>;
};
