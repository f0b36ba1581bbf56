import type { ErzeugerAuswahl } from '@abfallportal/common/erzeugerWire';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemIcon,
  ListItemText,
  MenuItem,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { ErzeugerAutocomplete } from '../ui/ErzeugerAutocomplete';
import { kannPerspektiveWechseln } from './perspektive';
import { stellvertretungApi } from './stellvertretungApi';
import { stellvertretungPaths } from './stellvertretungPaths';
import { useIdentitaetWechseln } from './useIdentitaetWechseln';

/** Staff's user menu: "Sicht eines Erzeugers…" – choose a producer and see the portal as it does (spec § 6). */
export const PerspektiveMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { data } = useBenutzerInfo();
  const wechseln = useIdentitaetWechseln();
  const [offen, setOffen] = useState(false);
  const [erzeuger, setErzeuger] = useState<ErzeugerAuswahl | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  if (data?.status !== 'angemeldet' || !kannPerspektiveWechseln(data.info)) return null;
  const schliessen = () => {
    setOffen(false);
    userMenu?.onClose();
  };
  const uebernehmen = async () => {
    if (!erzeuger) return;
    setLaeuft(true);
    await wechseln(
      () => stellvertretungApi.perspektiveUebernehmen(erzeuger.id),
      () => stellvertretungPaths.nachStart,
    );
    setLaeuft(false);
  };
  return (
    <>
      <MenuItem onClick={() => setOffen(true)}>
        <ListItemIcon>
          <VisibilityIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('stellvertretung.perspektive.menue')}</ListItemText>
      </MenuItem>
      <Dialog open={offen} onClose={schliessen} fullWidth maxWidth="sm" aria-labelledby="perspektive-titel">
        <DialogTitle id="perspektive-titel">{translate('stellvertretung.perspektive.titel')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('stellvertretung.perspektive.text')}</DialogContentText>
          <ErzeugerAutocomplete
            value={erzeuger}
            onChange={setErzeuger}
            label={translate('stellvertretung.perspektive.erzeuger')}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={schliessen}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!erzeuger || laeuft} onClick={() => void uebernehmen()}>
            {translate('stellvertretung.perspektive.uebernehmen')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
