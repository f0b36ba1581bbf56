import { kundenserviceNachrichtSchema, NACHRICHT_MAX, type Kundenservice } from '@abfallportal/common/customerservice';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { feldFehler } from '../ui/feldFehler';
import { kundenserviceApi } from './kundenserviceApi';

const LEER = { thema: '', betreff: '', nachricht: '', rueckrufTelefon: '' };

export type KontaktFormularProps = { daten: Kundenservice };

/** Who sends the message, as the support will see it: the person and, for a producer's user, the company. */
const Absender = ({ daten }: KontaktFormularProps) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary">
        {translate('hilfe.kontakt.absender')}
      </Typography>
      <Typography>
        {daten.absender.name} · {daten.absender.email}
        {daten.erzeuger && ` · ${translate('hilfe.kontakt.unternehmen')}: ${daten.erzeuger.name}`}
      </Typography>
    </Box>
  );
};

/** Topic, subject, message and an optional call-back number; checked with the server's schema before it is sent. */
export const KontaktFormular = ({ daten }: KontaktFormularProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [werte, setWerte] = useState(LEER);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const t = (key: string) => translate(`hilfe.kontakt.${key}`);
  const senden = useMutation({
    mutationFn: kundenserviceApi.senden,
    onSuccess: () => {
      // spec § 8: the success message "message sent".
      notify('erfolg.nachrichtGesendet', { type: 'success' });
      setWerte(LEER);
      setFehler({});
    },
    onError: (error) => setFehler(error instanceof ApiError ? error.errors : {}),
  });
  const absenden = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kundenserviceNachrichtSchema.safeParse(werte);
    setFehler(parsed.success ? {} : feldFehler(parsed.error));
    if (parsed.success) senden.mutate({ ...werte, thema: parsed.data.thema });
  };
  const feld = (name: keyof typeof LEER) => ({
    name,
    value: werte[name],
    onChange: (e: { target: { value: string } }) => setWerte((alt) => ({ ...alt, [name]: e.target.value })),
    error: fehler[name] !== undefined,
    fullWidth: true,
  });
  return (
    <Card component="form" noValidate onSubmit={absenden} aria-label={t('titel')}>
      <CardContent>
        <Stack spacing={2}>
          <Absender daten={daten} />
          <TextField select label={t('thema')} required {...feld('thema')} helperText={fehler.thema ?? ' '}>
            {daten.themen.map((thema) => (
              <MenuItem key={thema.id} value={thema.id}>
                {thema.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('betreff')}
            required
            {...feld('betreff')}
            helperText={fehler.betreff ?? ' '}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            label={t('nachricht')}
            required
            multiline
            minRows={6}
            {...feld('nachricht')}
            helperText={fehler.nachricht ?? t('nachrichtHinweis')}
            slotProps={{ htmlInput: { maxLength: NACHRICHT_MAX } }}
          />
          <TextField
            label={t('rueckruf')}
            type="tel"
            autoComplete="tel"
            {...feld('rueckrufTelefon')}
            helperText={fehler.rueckrufTelefon ?? t('rueckrufHinweis')}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={senden.isPending}>
              {t('senden')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
