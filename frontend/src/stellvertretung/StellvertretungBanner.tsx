import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { stellvertretungApi } from './stellvertretungApi';
import { stellvertretungPaths } from './stellvertretungPaths';
import { useIdentitaetWechseln } from './useIdentitaetWechseln';

/** While acting as another user: who is acted as, who is really signed in, and the way back (issue 9). */
export const StellvertretungBanner = () => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  const wechseln = useIdentitaetWechseln();
  const [laeuft, setLaeuft] = useState(false);
  if (data?.status !== 'angemeldet' || !data.info.isAlias) return null;
  const { info } = data;
  const wer = info.erzeuger
    ? `${info.vorname} ${info.nachname} (${info.erzeuger.name})`
    : info.entsorger
      ? `${info.vorname} ${info.nachname} (${info.entsorger.name})`
      : `${info.vorname} ${info.nachname}`;
  const zurueck = async () => {
    setLaeuft(true);
    await wechseln(stellvertretungApi.beenden, stellvertretungPaths.nachEnde);
    setLaeuft(false);
  };
  return (
    <Alert
      severity="warning"
      variant="standard"
      role="status"
      // White on orange misses WCAG contrast: dark text on the light warning colour, framed in orange.
      // Wide tables widen the page: the banner stays in view and keeps its button when scrolled sideways.
      sx={{ mb: 2, position: 'sticky', left: 0, width: 'fit-content', maxWidth: '100%', border: 2, borderColor: 'warning.main' }}
      action={
        <Button color="inherit" variant="outlined" size="small" disabled={laeuft} onClick={() => void zurueck()}>
          {translate('stellvertretung.zurueck')}
        </Button>
      }
    >
      {translate('stellvertretung.banner', { wer, echt: info.aliasVon?.name ?? translate('stellvertretung.unbekannt') })}
    </Alert>
  );
};
