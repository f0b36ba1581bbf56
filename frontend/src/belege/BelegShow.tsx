import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT } from '@abfallportal/common/beleg';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { failureNotification } from '../navigation/failureNotification';
import { useDarf } from '../session/useDarf';
import { BelegAblehnenDialog } from './BelegAblehnenDialog';
import { BelegDatei } from './BelegDatei';
import { BelegFelder } from './BelegFelder';
import { BelegHistorie } from './BelegHistorie';
import { BelegPositionen } from './BelegPositionen';
import { BelegZuordnung } from './BelegZuordnung';
import { useBeleg } from './useBeleg';
import { useBelegAktion } from './useBelegAktion';

/**
 * /rechnungen/:id (spec § 2): the file beside its fields, the positions, the receipt check's
 * messages per field, and the assignment child: suggested orders, assign, check, approve, reject as
 * faulty with an explanation (mailed to the disposer), delete. The server refuses what a status or
 * side does not allow; the page offers the actions of the receipt lifecycle for the status shown.
 */
export const BelegShow = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  // The user's choice of orders; null = as the server has it (after loading and after every action).
  const [gewaehlt, setGewaehlt] = useState<string[] | null>(null);
  const [ablehnen, setAblehnen] = useState(false);
  const [begruendung, setBegruendung] = useState('');
  const [positionenOffen, setPositionenOffen] = useState(false);
  const darfBearbeiten = useDarf('EDIT_RECHNUNGEN');
  usePageTitle(translate('belege.einzelTitel'));
  const { fehler, daten } = useBeleg(id);
  const { ausfuehren, laeuft, feldFehler, setFeldFehler } = useBelegAktion(id, () => setGewaehlt(null));

  if (fehler) {
    const f = failureNotification('query', fehler);
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {f ? translate(f.message, { detail: translate(f.detail, { _: f.detail }) }) : translate('fehler.generic')}
      </Alert>
    );
  }
  if (!daten) return <Loading />;
  const { beleg } = daten;
  const auswahl = gewaehlt ?? beleg.auftraege.map((a) => a.id);
  const pruefung = { ...beleg.pruefung, ...feldFehler };
  const offen = beleg.status === 'ERFASST' || beleg.status === 'ZUGEORDNET' || beleg.status === 'GEPRUEFT';

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5">
        {BELEG_TYP_TEXT[beleg.typ]} {beleg.nummer ?? ''} · {BELEG_STATUS_TEXT[beleg.status]}
      </Typography>
      {beleg.fehlerBegruendung && (
        <Alert severity="warning">{translate('belege.show.abgelehnt', { begruendung: beleg.fehlerBegruendung })}</Alert>
      )}
      {beleg.leseFehler && <Alert severity="warning">{translate('belege.show.leseFehler', { grund: beleg.leseFehler })}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <BelegDatei beleg={beleg} />
        <BelegFelder beleg={beleg} pruefung={pruefung} />
      </Box>
      <BelegPositionen
        beleg={beleg}
        pruefung={pruefung}
        bearbeitbar={darfBearbeiten && offen}
        positionenOffen={positionenOffen}
        setPositionenOffen={setPositionenOffen}
        onGespeichert={() => setFeldFehler({})}
      />
      <BelegZuordnung
        daten={daten}
        offen={offen}
        auswahl={auswahl}
        setAuswahl={setGewaehlt}
        pruefung={pruefung}
        laeuft={laeuft}
        ausfuehren={ausfuehren}
        onAblehnen={() => setAblehnen(true)}
      />
      <BelegHistorie historie={daten.historie} />
      <BelegAblehnenDialog
        beleg={beleg}
        offen={ablehnen}
        onSchliessen={() => setAblehnen(false)}
        begruendung={begruendung}
        setBegruendung={setBegruendung}
        feldFehler={feldFehler}
        laeuft={laeuft}
        ausfuehren={ausfuehren}
      />
    </Stack>
  );
};
