import type { EntsorgerEintrag } from '@abfallportal/common/entsorger';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { fehlerText } from './EntsorgerAktionen';
import { entsorgerApi } from './entsorgerApi';
import { entsorgerPaths } from './entsorgerPaths';

/**
 * Merges a duplicate into an existing disposer (spec §§ 1, 4, mergeMandant): support picks the one
 * that stays; every customer, price, plant, user and order of the duplicate moves to it.
 */
export const ZusammenfuehrenButton = ({ duplikat }: { duplikat: EntsorgerEintrag }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [offen, setOffen] = useState(false);
  const [suche, setSuche] = useState('');
  const [ziel, setZiel] = useState<EntsorgerEintrag | null>(null);
  const kandidaten = useGetList<EntsorgerEintrag>(
    entsorgerPaths.approvedResource,
    { filter: { q: suche }, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: offen },
  );
  const zusammenfuehren = useMutation({
    mutationFn: () => entsorgerApi.zusammenfuehren(ziel!.id, duplikat.id),
    onSuccess: (antwort) => {
      notify(antwort.message, { type: 'success' });
      setOffen(false);
      refresh();
    },
    onError: (error) => notify(fehlerText(error, translate('fehler.failedMerging')), { type: 'error' }),
  });
  return (
    <>
      <Button
        size="small"
        aria-label={translate('entsorger.zusammenfuehren.fuer', { name: duplikat.name })}
        onClick={(event) => {
          event.stopPropagation();
          setOffen(true);
        }}
      >
        {translate('entsorger.zusammenfuehren.button')}
      </Button>
      <Dialog open={offen} onClose={() => setOffen(false)} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{translate('entsorger.zusammenfuehren.titel', { name: duplikat.name })}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('entsorger.zusammenfuehren.hinweis', { name: duplikat.name })}
          </Alert>
          <Autocomplete<EntsorgerEintrag>
            options={(kandidaten.data ?? []).filter((e) => e.id !== duplikat.id)}
            filterOptions={(o) => o}
            loading={kandidaten.isFetching}
            getOptionLabel={(o) => [o.name, [o.plz, o.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            inputValue={suche}
            onInputChange={(_e, wert) => setSuche(wert)}
            value={ziel}
            onChange={(_e, wert) => setZiel(wert)}
            noOptionsText={translate('entsorger.suche.keineTreffer')}
            renderInput={(params) => <TextField {...params} label={translate('entsorger.zusammenfuehren.ziel')} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!ziel || zusammenfuehren.isPending} onClick={() => zusammenfuehren.mutate()}>
            {translate('entsorger.zusammenfuehren.bestaetigen')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
