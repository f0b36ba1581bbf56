import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { verbleibsanlagenApi } from './verbleibsanlagenApi';

/**
 * Merges a duplicate plant into the one to keep (spec § 7, discardAblageortId into keepAblageortId):
 * the server moves every reference and records the merge.
 */
export const AnlageZusammenfuehrenButton = ({ anlage }: { anlage: Verbleibsanlage }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [offen, setOffen] = useState(false);
  const [ziel, setZiel] = useState<Verbleibsanlage | null>(null);
  const auswahl = useQuery({ queryKey: ['ablageort', 'alle'], queryFn: verbleibsanlagenApi.alle, enabled: offen });
  const zusammenfuehren = useMutation({
    mutationFn: (keepId: number) => verbleibsanlagenApi.zusammenfuehren(anlage.id, keepId),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify('erfolg.zusammengefuehrt', { type: 'success' });
      setOffen(false);
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'fehler.failedMerging', { type: 'error' }),
  });
  const titel = translate('verbleibsanlagen.zusammenfuehrenTitel', { name: anlage.name });
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
        {translate('verbleibsanlagen.zusammenfuehren')}
      </Button>
      <Dialog open={offen} onClose={() => setOffen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{titel}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('verbleibsanlagen.zusammenfuehrenText')}</DialogContentText>
          <Autocomplete
            options={(auswahl.data ?? []).filter((a) => a.id !== anlage.id)}
            getOptionLabel={(a) => [a.name, a.ort].filter(Boolean).join(', ')}
            value={ziel}
            onChange={(_e, wert) => setZiel(wert)}
            loading={auswahl.isPending}
            renderInput={(params) => <TextField {...params} label={translate('verbleibsanlagen.behalten')} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={ziel === null || zusammenfuehren.isPending}
            onClick={() => ziel && zusammenfuehren.mutate(ziel.id)}
          >
            {translate('verbleibsanlagen.zusammenfuehren')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
