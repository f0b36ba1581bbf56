import { Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { kontaktdatenSchema } from '@abfallportal/common/validation';
import { ApiError } from '../providers/ApiError';
import { BENUTZER_INFO_KEY } from '../providers/benutzerInfoQuery';
import { feldFehler } from '../ui/feldFehler';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { profilApi, type Profil } from './profilApi';
import { ProfilBildFeld } from './ProfilBildFeld';

export type KontaktdatenFormProps = { profil: Profil };

/** Anrede, name, phone and profile picture (spec § 2, /profil/kontaktdaten). */
export const KontaktdatenForm = ({ profil }: KontaktdatenFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const versionKonflikt = useVersionKonflikt();
  const [werte, setWerte] = useState({
    anrede: profil.anrede ?? '',
    vorname: profil.vorname,
    nachname: profil.nachname,
    telefon: profil.telefon ?? '',
  });
  const [bild, setBild] = useState<File | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const speichern = useMutation({
    mutationFn: profilApi.speichern,
    onSuccess: async (gespeichert) => {
      queryClient.setQueryData(['profil'], gespeichert);
      setBild(null);
      notify('erfolg.gespeichert', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: BENUTZER_INFO_KEY });
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    onError: (error) => {
      if (versionKonflikt(error)) return;
      setFehler(error instanceof ApiError ? error.errors : {});
    },
  });

  const absenden = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kontaktdatenSchema.safeParse(werte);
    setFehler(parsed.success ? {} : feldFehler(parsed.error));
    if (!parsed.success) return;
    const formData = new FormData();
    formData.set('anrede', parsed.data.anrede ?? '');
    formData.set('vorname', parsed.data.vorname);
    formData.set('nachname', parsed.data.nachname);
    formData.set('telefon', parsed.data.telefon ?? '');
    if (bild) formData.set('profilBild', bild);
    // The account's version this form was loaded with: someone else's change in between answers 409.
    speichern.mutate({ formData, version: profil.version });
  };

  const textFeld = (name: 'vorname' | 'nachname' | 'telefon', autoComplete: string, required = false) => (
    <TextField
      label={translate(`profil.${name}`)}
      name={name}
      autoComplete={autoComplete}
      type={name === 'telefon' ? 'tel' : 'text'}
      value={werte[name]}
      onChange={(e) => setWerte({ ...werte, [name]: e.target.value })}
      error={fehler[name] !== undefined}
      helperText={fehler[name]}
      required={required}
      fullWidth
    />
  );

  return (
    <Box component="form" onSubmit={absenden} noValidate sx={{ maxWidth: 520 }}>
      <Stack spacing={2}>
        <ProfilBildFeld
          url={profil.profilBildUrl}
          name={`${profil.vorname} ${profil.nachname}`}
          datei={bild}
          onChange={setBild}
          fehler={fehler.profilBild}
        />
        <div>
          <FormLabel id="anrede-label">{translate('profil.anrede')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="anrede-label"
            name="anrede"
            value={werte.anrede}
            onChange={(e) => setWerte({ ...werte, anrede: e.target.value })}
          >
            <FormControlLabel value="FRAU" control={<Radio />} label={translate('profil.frau')} />
            <FormControlLabel value="HERR" control={<Radio />} label={translate('profil.herr')} />
            <FormControlLabel value="" control={<Radio />} label={translate('profil.keineAngabe')} />
          </RadioGroup>
        </div>
        {textFeld('vorname', 'given-name', true)}
        {textFeld('nachname', 'family-name', true)}
        {textFeld('telefon', 'tel')}
        <TextField label={translate('profil.email')} value={profil.email} disabled fullWidth />
        <Box>
          <Button type="submit" variant="contained" disabled={speichern.isPending}>
            {translate('profil.speichern')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
