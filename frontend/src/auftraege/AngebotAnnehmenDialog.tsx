import type { Angebot } from '@abfallportal/common/angebot';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';
import { ApiError } from '../providers/ApiError';
import { auftragApi } from './auftragApi';

export type AngebotAnnehmenDialogProps = { auftragId: string; angebot: Angebot; onClose: () => void };

/** Accepts one offer with kommentar and wunschdatum (spec § 3); the server rejects every other one in the same step. */
export const AngebotAnnehmenDialog = ({ auftragId, angebot, onClose }: AngebotAnnehmenDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [wunschdatum, setWunschdatum] = useState('');
  const [kommentar, setKommentar] = useState('');
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const annehmen = useMutation({
    mutationFn: () =>
      auftragApi.angebotAnnehmen(auftragId, { entsorgerId: angebot.entsorgerId, kommentar: kommentar.trim() || null, wunschdatum }),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify('auftraege.angebote.angenommenMeldung', { type: 'success' });
      onClose();
      void queryClient.invalidateQueries({ queryKey: ['auftrag', auftragId] });
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const bestaetigen = () => {
    if (!wunschdatum) {
      setFehler({ wunschdatum: translate('ra.validation.required') });
      return;
    }
    annehmen.mutate();
  };
  const meldung = annehmen.error instanceof ApiError ? annehmen.error.message : annehmen.isError ? translate('fehler.generic') : null;
  return (
    <Dialog open onClose={annehmen.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('auftraege.angebote.annehmenTitel', { nummer: angebot.angebotsnummer ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {angebot.entsorgerName} · {formatEuro(angebot.preis)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('auftraege.angebote.annehmenHinweis')}
          </Typography>
          <TextField
            type="date"
            required
            label={translate('auftraege.angebote.wunschdatum')}
            value={wunschdatum}
            onChange={(e) => setWunschdatum(e.target.value)}
            error={fehler.wunschdatum !== undefined}
            helperText={fehler.wunschdatum}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: heuteInBerlin(new Date()) } }}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('auftraege.angebote.kommentar')}
            value={kommentar}
            onChange={(e) => setKommentar(e.target.value)}
            error={fehler.kommentar !== undefined}
            helperText={fehler.kommentar}
          />
          {meldung && <Alert severity="error">{meldung}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={annehmen.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={bestaetigen} disabled={annehmen.isPending}>
          {translate('auftraege.angebote.annehmen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
