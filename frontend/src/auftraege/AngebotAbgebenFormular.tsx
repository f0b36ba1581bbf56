import type { TokenAktionDefinition } from '@abfallportal/common/tokenAktionen';
import { angebotAbgebenSchema } from '@abfallportal/common/angebot';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { Alert, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../providers/ApiError';
import { LinkFehlerHinweis } from './LinkFehlerHinweis';
import { linkFehler } from './linkFehler';
import { statetransitionPaths } from './statetransitionPaths';
import { tokenApi } from './tokenApi';
import type { GespeicherteAntwort } from './gespeicherteAntwort';
import { fehlermeldung } from '../providers/fehlermeldung';

export type AngebotAbgebenFormularProps = { aktion: TokenAktionDefinition; token: string; vorgangsnummer?: string };

/** /statetransition/angebotabgeben/:token (spec § 2): net price in euro, comment and the offer as PDF. */
export const AngebotAbgebenFormular = ({ aktion, token, vorgangsnummer = '' }: AngebotAbgebenFormularProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [preis, setPreis] = useState('');
  const [kommentar, setKommentar] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const senden = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('preis', preis.trim());
      if (kommentar.trim()) form.append('kommentar', kommentar.trim());
      if (pdf) form.append('pdfFile', pdf);
      return tokenApi.angebotAbgeben(aktion, token, form);
    },
    meta: { eigeneFehler: true },
    // The completion page repeats what was saved (issue 19).
    onSuccess: () => {
      const angaben: Array<[string, string]> = [['statetransition.angebot.preis', preis.trim()]];
      if (kommentar.trim()) angaben.push(['statetransition.angebot.kommentar', kommentar.trim()]);
      if (pdf) angaben.push(['statetransition.angebotPdf', pdf.name]);
      const antwort: GespeicherteAntwort = { vorgangsnummer, antwort: aktion.titel, angaben };
      return navigate(statetransitionPaths.abgeschlossen, { replace: true, state: { antwort } });
    },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const link = linkFehler(senden.error);
  if (link !== null) return <LinkFehlerHinweis fehler={link} />;
  const abgeben = () => {
    const neu: Record<string, string> = {};
    const geprueft = angebotAbgebenSchema.safeParse({ preis: preis.trim(), kommentar });
    if (!geprueft.success) for (const i of geprueft.error.issues) neu[String(i.path[0])] ??= i.message;
    if (pdf && pdf.size > UPLOAD_MAX_BYTES) neu.pdfFile = translate('statetransition.angebot.pdfZuGross');
    setFehler(neu);
    if (Object.keys(neu).length === 0) senden.mutate();
  };
  const meldung = senden.isError ? fehlermeldung(senden.error, translate, 'fehler.angeboteFehler') : null;
  return (
    <Stack spacing={2}>
      <TextField
        required
        label={translate('statetransition.angebot.preis')}
        value={preis}
        onChange={(e) => setPreis(e.target.value)}
        error={fehler.preis !== undefined}
        helperText={fehler.preis ?? translate('statetransition.angebot.preisHinweis')}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
      />
      <TextField
        multiline
        minRows={3}
        label={translate('statetransition.angebot.kommentar')}
        value={kommentar}
        onChange={(e) => setKommentar(e.target.value)}
        error={fehler.kommentar !== undefined}
        helperText={fehler.kommentar}
      />
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" component="label">
          {translate('statetransition.angebot.pdfWaehlen')}
          <input hidden type="file" accept="application/pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} />
        </Button>
        <Typography variant="body2" color={fehler.pdfFile ? 'error' : 'text.secondary'}>
          {fehler.pdfFile ?? pdf?.name ?? translate('statetransition.angebot.pdfOptional')}
        </Typography>
      </Stack>
      {meldung && <Alert severity="error">{meldung}</Alert>}
      <Button variant="contained" onClick={abgeben} disabled={senden.isPending || senden.isSuccess}>
        {translate('statetransition.angebot.abgeben')}
      </Button>
    </Stack>
  );
};
