import { Alert, Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, useMediaQuery, type Theme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AuftragAufgebenBody } from '@abfallportal/common/auftrag';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { auftragApi } from './auftragApi';
import { auftragPaths } from './auftragPaths';
import { DetailsSchritt } from './DetailsSchritt';
import { useErzeugerId } from '../session/useErzeugerId';
import { useWizardOptionen } from './useWizardOptionen';
import { WertstoffSchritt } from './WertstoffSchritt';
import { aendere, alsBody, LEERE_WERTE, schrittFehler, schrittVonFeld, type WizardFehler, type WizardWerte } from './wizardSchritte';
import { ZeitUndOrtSchritt } from './ZeitUndOrtSchritt';
import { WizardPruefung } from './WizardPruefung';
import { vorausgewaehlterEntsorger, wizardZusammenfassung } from './wizardZusammenfassung';
import { vorauswahlAusQuery, vorauswahlKorrektur } from './wizardVorauswahl';
import { fehlermeldung } from '../providers/fehlermeldung';

const SCHRITTE = [
  'auftraege.neu.schrittZeitUndOrt',
  'auftraege.neu.schrittWertstoff',
  'auftraege.neu.schrittDetails',
  'auftraege.pruefen.schritt',
];
const PRUEFEN = SCHRITTE.length - 1;

/** /erzeuger/:erzeugerId/auftraege/neu: the three steps of spec § 2 and a review before the order is sent (issue 19). */
export const AuftragWizard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const erzeugerId = useErzeugerId();
  const [schritt, setSchritt] = useState(0);
  // Issue 21: a QR label opens the wizard with its site, fraction and container chosen (?anfallstelleId=…&behaelterId=…).
  const [suche] = useSearchParams();
  const [werte, setWerte] = useState<WizardWerte>(() => aendere(LEERE_WERTE, vorauswahlAusQuery(suche)));
  const [fehler, setFehler] = useState<WizardFehler>({});
  // One key per wizard visit: a double click or a retry after a lost answer places one order only.
  const [idempotenzSchluessel] = useState(() => crypto.randomUUID());
  const optionen = useWizardOptionen(erzeugerId, werte, schritt);
  // At 390 px four labels beside their icons wrap into three lines; below them they fit.
  const schmal = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titel = translate('auftraege.neu.titel');
  usePageTitle(titel);
  // Issue 19: when only one disposer fits, it is chosen already (the user can still pick another).
  const vorschlag = vorausgewaehlterEntsorger(optionen.entsorger.data?.entsorger);
  useEffect(() => {
    if (vorschlag !== null && werte.entsorgerId === null && !werte.angeboteEinholen) {
      setWerte((alt) => aendere(alt, { entsorgerId: vorschlag }));
    }
  }, [vorschlag, werte.entsorgerId, werte.angeboteEinholen]);

  const korrektur = vorauswahlKorrektur(
    werte,
    optionen.zeitUndOrt.data?.anfallstellen,
    optionen.wertstoff.data,
    optionen.behaelter.isSuccess && !optionen.behaelter.isFetching ? optionen.behaelter.data.behaelter : undefined,
  );
  useEffect(() => {
    if (korrektur !== null) setWerte((alt) => aendere(alt, korrektur));
  }, [korrektur]);

  const bestellen = useMutation({
    mutationFn: (body: AuftragAufgebenBody) => auftragApi.aufgeben(body, idempotenzSchluessel),
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => {
      const meldung =
        antwort.status === 'WARTEN_AUF_ANGEBOT'
          ? 'auftraege.neu.angefragt'
          : antwort.status === 'BESTELLUNG_ZUR_FREIGABE'
            ? 'auftraege.neu.freigabeAngefragt'
            : 'auftraege.neu.aufgegeben';
      notify(meldung, { type: 'success', messageArgs: { vorgangsnummer: antwort.vorgangsnummer } });
      navigate(auftragPaths.show(erzeugerId, antwort.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const [erstes] = Object.keys(error.errors);
      if (erstes === undefined) return;
      setFehler(error.errors);
      setSchritt(schrittVonFeld(erstes));
    },
  });

  if (erzeugerId === undefined || !optionen.zeitUndOrt.data) return optionen.zeitUndOrt.isError ? null : <Loading />;

  const setze = (aenderung: Partial<WizardWerte>) => {
    setWerte((alt) => aendere(alt, aenderung));
    setFehler((alt) => Object.fromEntries(Object.entries(alt).filter(([feld]) => !(feld in aenderung))));
  };

  const weiter = () => {
    const bisHier = SCHRITTE.slice(0, schritt + 1).map((_, s) => schrittFehler(s, werte, erzeugerId, optionen.kontext));
    const ersterMitFehler = bisHier.findIndex((f) => Object.keys(f).length > 0);
    if (ersterMitFehler !== -1) {
      setFehler(bisHier[ersterMitFehler] ?? {});
      setSchritt(ersterMitFehler);
      return;
    }
    setFehler({});
    if (schritt < SCHRITTE.length - 1) setSchritt(schritt + 1);
    else bestellen.mutate(alsBody(werte, erzeugerId, optionen.kontext));
  };

  const serverFehler = bestellen.error instanceof ApiError && Object.keys(bestellen.error.errors).length === 0 ? bestellen.error : null;
  const letzter = schritt === PRUEFEN;

  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={titel} />
      <Card>
        <CardContent>
          <Stepper activeStep={schritt} alternativeLabel={schmal} sx={{ mb: 4 }}>
            {SCHRITTE.map((label) => (
              <Step key={label}>
                <StepLabel>{translate(label)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {schritt === 0 && <ZeitUndOrtSchritt werte={werte} fehler={fehler} setze={setze} optionen={optionen.zeitUndOrt.data} />}
          {schritt === 1 &&
            (optionen.wertstoff.data ? (
              <WertstoffSchritt
                werte={werte}
                fehler={fehler}
                setze={setze}
                optionen={optionen.wertstoff.data}
                behaelter={optionen.behaelter.data?.behaelter}
              />
            ) : (
              <Loading />
            ))}
          {/* spec § 8: the disposers' prices could not be calculated; without this the step would read "no disposers". */}
          {schritt >= 2 && optionen.entsorger.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {fehlermeldung(optionen.entsorger.error, translate, 'fehler.failedPriceCalculation')}
            </Alert>
          )}
          {schritt === 2 && (
            <DetailsSchritt
              werte={werte}
              fehler={fehler}
              setze={setze}
              entsorger={optionen.entsorger.data?.entsorger}
              grenze={optionen.kontext.freigabeNoetig ? optionen.grenze.data : undefined}
              freigeber={optionen.freigeber.data}
              anzahl={optionen.anzahl}
            />
          )}
          {schritt === PRUEFEN && (
            <WizardPruefung
              zusammenfassung={wizardZusammenfassung(
                werte,
                {
                  anfallstellen: optionen.zeitUndOrt.data.anfallstellen,
                  fraktionen: optionen.wertstoff.data?.fraktionen ?? [],
                  behaelter: optionen.behaelter.data?.behaelter ?? [],
                  entsorger: optionen.entsorger.data?.entsorger ?? [],
                  freigeber: optionen.freigeber.data ?? [],
                  grenze: optionen.grenze.data,
                },
                optionen.kontext,
                translate,
              )}
              aendern={setSchritt}
            />
          )}
          {(serverFehler || (bestellen.isError && !(bestellen.error instanceof ApiError))) && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverFehler?.message ?? translate('fehler.generic')}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
            <Button component={Link} to={auftragPaths.list(erzeugerId)}>
              {translate('auftraege.neu.abbrechen')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button onClick={() => setSchritt(schritt - 1)} disabled={schritt === 0 || bestellen.isPending}>
              {translate('auftraege.neu.zurueck')}
            </Button>
            <Button variant="contained" onClick={weiter} disabled={bestellen.isPending || bestellen.isSuccess}>
              {translate(
                !letzter
                  ? 'auftraege.neu.weiter'
                  : werte.angeboteEinholen
                    ? 'auftraege.neu.angeboteAnfragen'
                    : optionen.kontext.freigabeNoetig
                      ? 'auftraege.neu.zurFreigabe'
                      : 'auftraege.neu.bestellen',
              )}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
