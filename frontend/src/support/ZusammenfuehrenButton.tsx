import type { ErzeugerAuswahl, ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiFetch } from '../providers/apiFetch';
import { erzeugerApi } from './erzeugerApi';

/**
 * Merges an unapproved producer into an existing one (spec §§ 4, 6): staff pick the producer to
 * keep; the server moves users, sites, disposers and addresses and refuses producers with orders.
 */
export const ZusammenfuehrenButton = ({ erzeuger }: { erzeuger: ErzeugerListeEintrag }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [offen, setOffen] = useState(false);
  const [ziel, setZiel] = useState<ErzeugerAuswahl | null>(null);
  const auswahl = useQuery({
    queryKey: ['erzeuger', 'forBenutzer'],
    queryFn: () => apiFetch<ErzeugerAuswahl[]>('/api/v1/erzeuger/forBenutzer'),
    enabled: offen,
  });
  const zusammenfuehren = useMutation({
    mutationFn: (keepId: number) => erzeugerApi.zusammenfuehren(erzeuger.id, keepId),
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => {
      notify(antwort.message, { type: 'success' });
      setOffen(false);
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'fehler.failedMergingErzeuger', { type: 'error' }),
  });
  const titel = translate('support.zusammenfuehren.titel', { name: erzeuger.name });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={titel}
        onClick={(event) => {
          event.stopPropagation();
          setOffen(true);
        }}
      >
        {translate('support.zusammenfuehren.knopf')}
      </Button>
      <Dialog open={offen} onClose={() => setOffen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{titel}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('support.zusammenfuehren.text')}</DialogContentText>
          <Autocomplete
            options={(auswahl.data ?? []).filter((e) => e.id !== erzeuger.id)}
            getOptionLabel={(e) => e.name}
            value={ziel}
            onChange={(_e, wert) => setZiel(wert)}
            loading={auswahl.isPending}
            renderInput={(params) => <TextField {...params} label={translate('support.zusammenfuehren.ziel')} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={ziel === null || zusammenfuehren.isPending}
            onClick={() => ziel && zusammenfuehren.mutate(ziel.id)}
          >
            {translate('support.zusammenfuehren.bestaetigen')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
