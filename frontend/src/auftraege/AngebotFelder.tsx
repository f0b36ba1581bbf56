import { angebotAbgebenSchema } from '@abfallportal/common/angebot';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A disposer's offer as it is typed: net price in euro, comment, the offer as PDF. One form for both
 * ways in — the mail link's page (/statetransition/angebotabgeben/:token) and the portal's dialog
 * (issue 28) — checked by the same shared schema before it is sent.
 */
export const useAngebotEingabe = () => {
  const translate = useTranslate();
  const [preis, setPreis] = useState('');
  const [kommentar, setKommentar] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  /** Checks what was typed; names every fault at its field and says whether the offer can be sent. */
  const pruefen = (): boolean => {
    const neu: Record<string, string> = {};
    const geprueft = angebotAbgebenSchema.safeParse({ preis: preis.trim(), kommentar });
    if (!geprueft.success) for (const i of geprueft.error.issues) neu[String(i.path[0])] ??= i.message;
    if (pdf && pdf.size > UPLOAD_MAX_BYTES) neu.pdfFile = translate('statetransition.angebot.pdfZuGross');
    setFehler(neu);
    return Object.keys(neu).length === 0;
  };
  /** The multipart body of both calls. */
  const formular = (): FormData => {
    const form = new FormData();
    form.append('preis', preis.trim());
    if (kommentar.trim()) form.append('kommentar', kommentar.trim());
    if (pdf) form.append('pdfFile', pdf);
    return form;
  };
  /** What was saved, for the completion page. */
  const angaben = (): Array<[string, string]> => [
    ['statetransition.angebot.preis', preis.trim()],
    ...(kommentar.trim() ? [['statetransition.angebot.kommentar', kommentar.trim()] as [string, string]] : []),
    ...(pdf ? [['statetransition.angebotPdf', pdf.name] as [string, string]] : []),
  ];
  const felder = { preis, setPreis, kommentar, setKommentar, pdf, setPdf, fehler };
  return { felder, setFehler, pruefen, formular, angaben };
};

export type AngebotFelderProps = ReturnType<typeof useAngebotEingabe>['felder'] & { autoFocus?: boolean };

/** The fields of an offer; the server's field errors arrive through `fehler` like the form's own. */
export const AngebotFelder = ({ preis, setPreis, kommentar, setKommentar, pdf, setPdf, fehler, autoFocus }: AngebotFelderProps) => {
  const translate = useTranslate();
  return (
    <>
      <TextField
        required
        autoFocus={autoFocus}
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
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label">
          {translate('statetransition.angebot.pdfWaehlen')}
          <input hidden type="file" accept="application/pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} />
        </Button>
        <Typography variant="body2" color={fehler.pdfFile ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {fehler.pdfFile ?? pdf?.name ?? translate('statetransition.angebot.pdfOptional')}
        </Typography>
      </Stack>
    </>
  );
};
