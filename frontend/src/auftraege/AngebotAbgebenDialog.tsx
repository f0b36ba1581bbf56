import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { apiFetch } from '../providers/apiFetch';
import { fehlermeldung } from '../providers/fehlermeldung';
import { AngebotFelder, useAngebotEingabe } from './AngebotFelder';

/** POST /api/v1/auftrag/{id}/angebotAbgeben (issue 28): the asked disposer's offer from its session, as multipart. */
const angebotAbgeben = (auftragId: string, form: FormData) =>
  apiFetch<{ id: string; status: AuftragStatus }>(`/api/v1/auftrag/${encodeURIComponent(auftragId)}/angebotAbgeben`, {
    method: 'POST',
    formData: form,
  });

export type AngebotAbgebenDialogProps = { auftragId: string; onClose: () => void };

/**
 * The disposer's offer inside the portal (docs/order-workflow.md): the fields of its mail link's page
 * (AngebotFelder), checked like there, then sent; the order reloads.
 */
export const AngebotAbgebenDialog = ({ auftragId, onClose }: AngebotAbgebenDialogProps) => {
  const translate = useTranslate();
  // The order page and each dashboard row provide the order as record: the title names it.
  const vorgangsnummer = useRecordContext<{ vorgangsnummer?: string }>()?.vorgangsnummer;
  const notify = useNotify();
  const refresh = useRefresh();
  const eingabe = useAngebotEingabe();
  const senden = useMutation({
    mutationFn: () => angebotAbgeben(auftragId, eingabe.formular()),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify('entsorgerPortal.angebot.abgegeben', { type: 'success' });
      onClose();
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) eingabe.setFehler(error.errors);
    },
  });
  const meldung = senden.isError ? fehlermeldung(senden.error, translate, 'fehler.angeboteFehler') : null;
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
          <AngebotFelder {...eingabe.felder} autoFocus />
          {meldung && <Alert severity="error">{meldung}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={senden.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => eingabe.pruefen() && senden.mutate()} disabled={senden.isPending}>
          {translate('statetransition.angebot.abgeben')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
