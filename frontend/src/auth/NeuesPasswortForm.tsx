import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { passwortZuruecksetzenSchema } from '@abfallportal/common/validation';
import { ApiError } from '../providers/ApiError';
import { feldFehler } from '../ui/feldFehler';
import { PasswortRegeln } from '../ui/PasswortRegeln';
import { authApi } from './authApi';

export type NeuesPasswortFormProps = { token: string; erfolg: ReactNode; abgelaufen: ReactNode };

/** New password and repeat for a reset link; rules of spec § 5 checked here and on the server. */
export const NeuesPasswortForm = ({ token, erfolg, abgelaufen }: NeuesPasswortFormProps) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const setzen = useMutation({
    mutationFn: () => authApi.passwortSetzen(token, password, passwordRepeat),
    onError: (error) => setFehler(error instanceof ApiError ? error.errors : {}),
    meta: { eigeneFehler: true },
  });

  if (setzen.isSuccess) return erfolg;
  if (setzen.error instanceof ApiError && setzen.error.status === 410) return abgelaufen;

  const absenden = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwortZuruecksetzenSchema.safeParse({ token, password, passwordRepeat });
    setFehler(parsed.success ? {} : feldFehler(parsed.error));
    if (parsed.success) setzen.mutate();
  };

  return (
    <Box component="form" onSubmit={absenden} noValidate>
      <Stack spacing={2}>
        {setzen.isError && (
          <Alert severity="error">
            {setzen.error instanceof ApiError ? setzen.error.message : translate('fehler.zuruecksetzenFehlgeschlagen')}
          </Alert>
        )}
        <TextField
          label={translate('passwortErstellen.passwort')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fehler.password !== undefined}
          helperText={fehler.password}
          required
          fullWidth
        />
        <PasswortRegeln passwort={password} />
        <TextField
          label={translate('passwortErstellen.wiederholen')}
          name="passwordRepeat"
          type="password"
          autoComplete="new-password"
          value={passwordRepeat}
          onChange={(e) => setPasswordRepeat(e.target.value)}
          error={fehler.passwordRepeat !== undefined}
          helperText={fehler.passwordRepeat}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={setzen.isPending} fullWidth>
          {translate('passwortErstellen.speichern')}
        </Button>
      </Stack>
    </Box>
  );
};
