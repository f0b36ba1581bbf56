import type { AbgelehnteZeile, StammdatenTyp } from '@abfallportal/common/stammdaten';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DateiAuswahlButton } from '../ui/DateiAuswahlButton';
import { importieren } from './stammdatenApi';

type Abgelehnt = { message: string; abgelehnt: AbgelehnteZeile[] };

/** Imports a JSON file of one type; a refused file shows every refused row with its reason (nothing was written). */
export const ImportButton = ({ typ }: { typ: StammdatenTyp }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [laeuft, setLaeuft] = useState(false);
  const [abgelehnt, setAbgelehnt] = useState<Abgelehnt | null>(null);

  const hochladen = async (datei: File) => {
    setLaeuft(true);
    try {
      const antwort = await importieren(typ, datei);
      if (antwort.ok) {
        notify('stammdaten.import.erfolg', { type: 'success', messageArgs: antwort.ergebnis });
        refresh();
      } else {
        setAbgelehnt(antwort);
      }
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'fehler.pleaseTryAgain', { type: 'error' });
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <>
      <DateiAuswahlButton
        label={translate('stammdaten.import.button')}
        name="import"
        accept=".json,application/json"
        variant="outlined"
        disabled={laeuft}
        onDatei={(datei) => void hochladen(datei)}
      />
      <Dialog open={abgelehnt !== null} onClose={() => setAbgelehnt(null)} aria-labelledby="import-abgelehnt-titel">
        <DialogTitle id="import-abgelehnt-titel">{abgelehnt?.message}</DialogTitle>
        <DialogContent>
          <List dense aria-label={translate('stammdaten.import.abgelehnt')}>
            {abgelehnt?.abgelehnt.map((z) => (
              <ListItem key={z.zeile} disableGutters>
                <ListItemText primary={translate('stammdaten.import.zeile', { zeile: z.zeile, meldung: z.meldung })} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAbgelehnt(null)}>{translate('stammdaten.import.schliessen')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
