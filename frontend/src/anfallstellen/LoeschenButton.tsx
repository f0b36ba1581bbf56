import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { anfallstellenApi } from './anfallstellenApi';
import { anfallstellenPaths } from './anfallstellenPaths';

type Schritt = 'zu' | 'fragen' | 'inVerwendung';

/**
 * Deletes a site after asking; a site that orders or prices use cannot go (the server says why),
 * and the dialog then offers to deactivate it instead.
 */
export type LoeschenButtonProps = {
  id: number;
  name: string;
  erzeugerId: number;
  /** The version the form loaded (If-Match). */ version: number;
};

export const LoeschenButton = ({ id, name, erzeugerId, version }: LoeschenButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const versionKonflikt = useVersionKonflikt();
  const [schritt, setSchritt] = useState<Schritt>('zu');
  const [meldung, setMeldung] = useState('');
  const zurListe = (text: string) => {
    setSchritt('zu');
    notify(text, { type: 'success' });
    redirect(anfallstellenPaths.list(erzeugerId));
  };
  const loeschen = useMutation({
    mutationFn: () => anfallstellenApi.loeschen(id, version),
    meta: { eigeneFehler: true },
    onSuccess: () => zurListe('erfolg.geloescht'),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'anfallstelleInVerwendung') {
        setMeldung(error.message);
        setSchritt('inVerwendung');
        return;
      }
      setSchritt('zu');
      if (versionKonflikt(error)) return;
      notify(error instanceof Error ? error.message : 'fehler.failedDeleting', { type: 'error' });
    },
  });
  const deaktivieren = useMutation({
    mutationFn: () => anfallstellenApi.aktivSetzen(id, false, version),
    meta: { eigeneFehler: true },
    onSuccess: () => zurListe('erfolg.deaktiviert'),
    onError: (error) => {
      setSchritt('zu');
      if (!versionKonflikt(error)) notify('fehler.failedDeactivating', { type: 'error' });
    },
  });
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} aria-haspopup="dialog" onClick={() => setSchritt('fragen')}>
        {translate('ra.action.delete')}
      </Button>
      <Dialog open={schritt !== 'zu'} onClose={() => setSchritt('zu')} aria-labelledby="anfallstelle-loeschen-titel">
        <DialogTitle id="anfallstelle-loeschen-titel">{translate('bestaetigung.anfallstelleLoeschen', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {schritt === 'inVerwendung' ? meldung : translate('bestaetigung.anfallstelleLoeschenFolge')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSchritt('zu')}>{translate('ra.action.cancel')}</Button>
          {schritt === 'inVerwendung' ? (
            <Button variant="contained" onClick={() => deaktivieren.mutate()} disabled={deaktivieren.isPending}>
              {translate('anfallstellen.stattdessenDeaktivieren')}
            </Button>
          ) : (
            <Button color="error" variant="contained" onClick={() => loeschen.mutate()} disabled={loeschen.isPending}>
              {translate('ra.action.delete')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
