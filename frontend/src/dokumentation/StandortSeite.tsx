import type { Abfallmenge } from '@abfallportal/common/abfallmenge';
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { useErzeugerId } from '../session/useErzeugerId';
import { BestaetigungsDialog } from '../ui/Bestaetigung';
import { AbfallmengeDialog } from './AbfallmengeDialog';
import { dokumentationApi } from './dokumentationApi';
import { StandortBelege } from './StandortBelege';
import { StandortBilanz } from './StandortBilanz';
import { StandortHinweise } from './StandortHinweise';
import { StandortKopf } from './StandortKopf';
import { StandortMengen } from './StandortMengen';
import { useDokumentationNeuLaden, useStandort } from './useDokumentation';
import { useJahr } from './ZeitraumWahl';

/**
 * /erzeuger/:erzeugerId/dokumentation/standorte/:anfallstelleId (spec § 2): the period chooser, the
 * rule notices (10 m³, NachwV, separate-collection rate), the receipts, the quantities and the
 * balance per AVV code and disposal path; with EDIT_DOKUMENTATION create, edit and delete quantities.
 */
export const StandortSeite = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const erzeugerId = useErzeugerId();
  const anfallstelleId = parseRouteId(useParams().anfallstelleId);
  const [jahr] = useJahr();
  const standort = useStandort(erzeugerId, anfallstelleId, jahr);
  const daten = standort.data ?? null;
  const fehler = standort.error?.message ?? null;
  const laden = useDokumentationNeuLaden(erzeugerId);
  const [dialog, setDialog] = useState<{ menge: Abfallmenge | null } | null>(null);
  const [loeschen, setLoeschen] = useState<Abfallmenge | null>(null);
  const seitenTitel = daten ? `${translate('dokumentation.titel')} · ${daten.anfallstelle.name}` : translate('dokumentation.titel');
  usePageTitle(seitenTitel);

  if (fehler) return <Alert severity="error">{fehler}</Alert>;
  if (!daten || erzeugerId === undefined || anfallstelleId === undefined) return null;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The app bar names the page, also on a phone where the sidebar is closed (issue 28). */}
      <Title title={seitenTitel} />
      <StandortKopf
        daten={daten}
        erzeugerId={erzeugerId}
        anfallstelleId={anfallstelleId}
        jahr={jahr}
        onAnlegen={() => setDialog({ menge: null })}
      />
      <StandortHinweise hinweise={daten.hinweise} />
      <StandortBilanz zeilen={daten.bilanz} />
      <StandortMengen daten={daten} onAendern={(m) => setDialog({ menge: m })} onLoeschen={setLoeschen} />
      <StandortBelege belege={daten.belege} />
      <AbfallmengeDialog
        offen={dialog !== null}
        erzeugerId={erzeugerId}
        anfallstelleId={anfallstelleId}
        jahr={jahr}
        menge={dialog?.menge ?? null}
        onSchliessen={() => setDialog(null)}
        onGespeichert={() => {
          setDialog(null);
          void laden();
        }}
      />
      <BestaetigungsDialog
        offen={loeschen !== null}
        titel={translate('dokumentation.loeschenTitel', { avv: loeschen?.abfallschluessel ?? '' })}
        folge={translate('dokumentation.loeschenFolge')}
        bestaetigen={translate('dokumentation.loeschen')}
        onSchliessen={() => setLoeschen(null)}
        onBestaetigen={() => {
          const m = loeschen;
          if (!m) return;
          dokumentationApi.loeschen(m.id, m.version).then(
            () => {
              notify(translate('erfolg.geloescht'), { type: 'success' });
              setLoeschen(null);
              void laden();
            },
            (e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }),
          );
        }}
      />
    </Stack>
  );
};
