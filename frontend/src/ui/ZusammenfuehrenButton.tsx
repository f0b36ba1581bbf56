import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/** The choices of the record to keep, loaded only while the dialog is open; `suche` is the typed text. */
export type ZielAuswahl<T> = (offen: boolean, suche: string) => { data: T[] | undefined; isPending: boolean };

export type ZusammenfuehrenTexte = {
  /** Visible label of the row button. */
  knopf: string;
  /** The dialog's title, naming the duplicate; also the row button's accessible name unless `knopfName` is given. */
  titel: string;
  knopfName?: string;
  /** What merging does, above the choice. */
  hinweis: string;
  /** Label of the choice of the record to keep. */
  ziel: string;
  /** Label of the confirming button. */
  bestaetigen: string;
};

type Props<T extends { id: number }> = {
  /** The duplicate that goes into the chosen record. */
  duplikatId: number;
  texte: ZusammenfuehrenTexte;
  useZiele: ZielAuswahl<T>;
  zielText: (ziel: T) => string;
  /** The merge call; the server's German message (when it sends one) becomes the success alert. */
  zusammenfuehren: (keepId: number) => Promise<{ message?: string }>;
  erfolg: string;
  /** The alert for a refused merge (the server's German reason where there is one). */
  fehlerText: (error: unknown) => string;
  /** The choices are searched on the server (large lists) instead of filtered in the browser. */
  serverSuche?: boolean;
};

/**
 * A row action of the support lists (producers, disposers, plants): merge this duplicate into a
 * record chosen in a dialog (spec §§ 1, 4). The server moves every reference and records the merge.
 */
export const ZusammenfuehrenButton = <T extends { id: number }>({
  duplikatId,
  texte,
  useZiele,
  zielText,
  zusammenfuehren,
  erfolg,
  fehlerText,
  serverSuche = false,
}: Props<T>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [offen, setOffen] = useState(false);
  const [suche, setSuche] = useState('');
  const [ziel, setZiel] = useState<T | null>(null);
  const ziele = useZiele(offen, suche);
  const mutation = useMutation({
    mutationFn: (keepId: number) => zusammenfuehren(keepId),
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => {
      notify(antwort.message ?? erfolg, { type: 'success' });
      setOffen(false);
      refresh();
    },
    onError: (error) => notify(fehlerText(error), { type: 'error' }),
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={texte.knopfName ?? texte.titel}
        onClick={(event) => {
          event.stopPropagation();
          setOffen(true);
        }}
      >
        {texte.knopf}
      </Button>
      <Dialog open={offen} onClose={() => setOffen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{texte.titel}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texte.hinweis}</DialogContentText>
          <Autocomplete<T>
            options={(ziele.data ?? []).filter((z) => z.id !== duplikatId)}
            {...(serverSuche
              ? { filterOptions: (o: T[]) => o, inputValue: suche, onInputChange: (_e: unknown, wert: string) => setSuche(wert) }
              : {})}
            getOptionLabel={zielText}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={ziel}
            onChange={(_e, wert) => setZiel(wert)}
            loading={ziele.isPending}
            renderInput={(params) => <TextField {...params} label={texte.ziel} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={ziel === null || mutation.isPending} onClick={() => ziel && mutation.mutate(ziel.id)}>
            {texte.bestaetigen}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
