import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { perspektiveVon } from './perspektive';
import { stellvertretungApi } from './stellvertretungApi';
import { stellvertretungPaths } from './stellvertretungPaths';
import { useIdentitaetWechseln } from './useIdentitaetWechseln';

/** While staff see a producer's portal: whose, and the way back to their own view. */
export const PerspektiveBanner = () => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  const wechseln = useIdentitaetWechseln();
  const [laeuft, setLaeuft] = useState(false);
  if (data?.status !== 'angemeldet') return null;
  const perspektive = perspektiveVon(data.info);
  if (!perspektive) return null;
  const verlassen = async () => {
    setLaeuft(true);
    await wechseln(stellvertretungApi.perspektiveVerlassen, stellvertretungPaths.nachEnde);
    setLaeuft(false);
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, position: 'sticky', left: 0, width: 'fit-content', maxWidth: '100%' }}
      action={
        <Button color="inherit" variant="outlined" size="small" disabled={laeuft} onClick={() => void verlassen()}>
          {translate('stellvertretung.perspektive.verlassen')}
        </Button>
      }
    >
      {translate('stellvertretung.perspektive.banner', { name: perspektive.name })}
    </Alert>
  );
};
