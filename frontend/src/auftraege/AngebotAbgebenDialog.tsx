import { angebotAbgebenSchema } from '@abfallportal/common/angebot';
import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { apiFetch } from '../providers/apiFetch';

/** POST /api/v1/auftrag/{id}/angebotAbgeben (issue 28): the asked disposer's offer from its session, as multipart. */
const angebotAbgeben = (auftragId: string, form: FormData) =>
  apiFetch<{ id: string; status: AuftragStatus }>(`/api/v1/auftrag/${encodeURIComponent(auftragId)}/angebotAbgeben`, {
    method: 'POST',
    formData: form,
  });

export type AngebotAbgebenDialogProps = { auftragId: string; onClose: () => void };

/**
 * The disposer's offer inside the portal (docs/order-workflow.md): the fields of its mail link's page —
 * net price in euro, comment, the offer as PDF — checked like there, then sent; the order reloads.
 */
export const AngebotAbgebenDialog = ({ auftragId, onClose }: AngebotAbgebenDialogProps) => {
  const translate = useTranslate();
  // The order page and each dashboard row provide the order as record: the title names it.
  const vorgangsnummer = useRecordContext<{ vorgangsnummer?: string }>()?.vorgangsnummer;
  const notify = useNotify();
  const refresh = useRefresh();
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
      return angebotAbgeben(auftragId, form);
    },
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify('entsorgerPortal.angebot.abgegeben', { type: 'success' });
      onClose();
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const abgeben = () => {
    const neu: Record<string, string> = {};
    const geprueft = angebotAbgebenSchema.safeParse({ preis: preis.trim(), kommentar });
    if (!geprueft.success) for (const i of geprueft.error.issues) neu[String(i.path[0])] ??= i.message;
    if (pdf && pdf.size > UPLOAD_MAX_BYTES) neu.pdfFile = translate('statetransition.angebot.pdfZuGross');
    setFehler(neu);
    if (Object.keys(neu).length === 0) senden.mutate();
  };
  const meldung = senden.error instanceof ApiError ? senden.error.message : senden.isError ? translate('fehler.generic') : null;
  return (
    <Dialog open onClose={senden.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {vorgangsnummer
          ? translate('entsorgerPortal.angebot.titelMitNummer', { nummer: vorgangsnummer })
          : translate('statetransition.angebot.abgeben')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('entsorgerPortal.angebot.hinweis')}
          </Typography>
          <TextField
            required
            autoFocus
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
          {meldung && <Alert severity="error">{meldung}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={senden.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={abgeben} disabled={senden.isPending}>
          {translate('statetransition.angebot.abgeben')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
