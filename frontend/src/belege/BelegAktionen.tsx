import type { BelegDetails } from '@abfallportal/common/beleg';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { belegeApi } from './belegeApi';
import { belegPaths } from './belegPaths';
import type { Ausfuehren } from './useBelegAktion';

/** The actions of the receipt lifecycle for the status shown: assign, check, approve, reject, delete. */
export const BelegAktionen = ({
  beleg,
  offen,
  auswahl,
  laeuft,
  ausfuehren,
  onAblehnen,
}: {
  beleg: BelegDetails;
  offen: boolean;
  auswahl: string[];
  laeuft: boolean;
  ausfuehren: Ausfuehren;
  onAblehnen: () => void;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const v = beleg.version;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      {offen && (
        <Button
          variant="outlined"
          disabled={auswahl.length === 0 || laeuft}
          onClick={() => ausfuehren(() => belegeApi.zuordnen(beleg.id, v, auswahl), 'erfolg.gespeichert')}
        >
          {translate('belege.aktion.zuordnen')}
        </Button>
      )}
      {beleg.status === 'ZUGEORDNET' && (
        <Button
          variant="outlined"
          disabled={laeuft}
          onClick={() => ausfuehren(() => belegeApi.pruefen(beleg.id, v), 'belege.erfolg.geprueft')}
        >
          {translate('belege.aktion.pruefen')}
        </Button>
      )}
      {beleg.status === 'GEPRUEFT' && (
        <Button
          variant="contained"
          disabled={laeuft}
          onClick={() => ausfuehren(() => belegeApi.freigeben(beleg.id, v), 'erfolg.freigegeben')}
        >
          {translate('belege.aktion.freigeben')}
        </Button>
      )}
      {offen && (
        <Button color="warning" onClick={onAblehnen}>
          {translate('belege.aktion.ablehnen')}
        </Button>
      )}
      {beleg.status !== 'FREIGEGEBEN' && (
        <Button
          color="error"
          disabled={laeuft}
          onClick={() =>
            ausfuehren(
              () => belegeApi.loeschen(beleg.id, v),
              'erfolg.geloescht',
              () => navigate(belegPaths.list()),
            )
          }
        >
          {translate('belege.aktion.loeschen')}
        </Button>
      )}
    </Stack>
  );
};
