import { Box, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { passwortAendernSchema } from '@abfallportal/common/validation';
import { ApiError } from '../providers/ApiError';
import { feldFehler } from '../ui/feldFehler';
import { PasswortRegeln } from '../ui/PasswortRegeln';
import { profilApi, type PasswortAenderung } from './profilApi';

const LEER: PasswortAenderung = { oldPassword: '', newPassword: '', newPasswordRepeat: '' };

/** /profil/passwort: change the own password; rules of spec § 5 checked here and on the server. */
export const PasswortForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [werte, setWerte] = useState(LEER);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const aendern = useMutation({
    mutationFn: profilApi.passwortAendern,
    onSuccess: () => {
      setWerte(LEER);
      notify('erfolg.passwortGeaendert', { type: 'success' });
    },
    onError: (error) => setFehler(error instanceof ApiError ? error.errors : {}),
  });

  const absenden = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwortAendernSchema.safeParse(werte);
    setFehler(parsed.success ? {} : feldFehler(parsed.error));
    if (parsed.success) aendern.mutate(werte);
  };

  const feld = (name: keyof PasswortAenderung, label: string, autoComplete: string) => (
    <TextField
      label={translate(label)}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={werte[name]}
      onChange={(e) => setWerte({ ...werte, [name]: e.target.value })}
      error={fehler[name] !== undefined}
      helperText={fehler[name]}
      required
      fullWidth
    />
  );

  return (
    <Box component="form" onSubmit={absenden} noValidate sx={{ maxWidth: 480 }}>
      <Stack spacing={2}>
        {feld('oldPassword', 'profil.aktuellesPasswort', 'current-password')}
        {feld('newPassword', 'profil.neuesPasswort', 'new-password')}
        <PasswortRegeln passwort={werte.newPassword} />
        {feld('newPasswordRepeat', 'profil.neuesPasswortWiederholen', 'new-password')}
        <Box>
          <Button type="submit" variant="contained" disabled={aendern.isPending}>
            {translate('profil.passwortAendern')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
