import { Alert, Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { passwortVergessenAnfrageSchema } from '@abfallportal/common/anmeldung';
import { emailSchema, MELDUNGEN } from '@abfallportal/common/validation';
import { PublicLayout } from '../layout/PublicLayout';
import { authApi } from './authApi';
import { authPaths } from './authPaths';

/** /passwort-vergessen-anfrage: request a reset link. The server answers alike for unknown addresses. */
export const PasswortVergessenAnfragePage = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const anfrage = useMutation({ mutationFn: authApi.passwortVergessenAnfrage, meta: { eigeneFehler: true } });

  const absenden = (event: FormEvent) => {
    event.preventDefault();
    // The request body's own rule (shared with the server), then the address format.
    const body = passwortVergessenAnfrageSchema.safeParse({ email });
    const parsed = emailSchema.safeParse(email);
    if (!body.success || !parsed.success || parsed.data === '') {
      const meldung = !body.success
        ? body.error.issues[0]?.message
        : !parsed.success
          ? parsed.error.issues[0]?.message
          : MELDUNGEN.pflichtfeld;
      setFehler(meldung ?? MELDUNGEN.email);
      return;
    }
    setFehler(null);
    anfrage.mutate(parsed.data);
  };

  return (
    <PublicLayout title={translate('passwortVergessen.titel')}>
      {anfrage.isSuccess ? (
        <Alert severity="success">{translate('passwortVergessen.gesendet')}</Alert>
      ) : (
        <Box component="form" onSubmit={absenden} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2">{translate('passwortVergessen.text')}</Typography>
            {anfrage.isError && <Alert severity="error">{translate('fehler.generic')}</Alert>}
            <TextField
              label={translate('passwortVergessen.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={fehler !== null}
              helperText={fehler}
              required
              autoFocus
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={anfrage.isPending} fullWidth>
              {translate('passwortVergessen.absenden')}
            </Button>
          </Stack>
        </Box>
      )}
      <MuiLink component={Link} to={authPaths.login} variant="body2" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        {translate('passwortVergessen.zurAnmeldung')}
      </MuiLink>
    </PublicLayout>
  );
};
