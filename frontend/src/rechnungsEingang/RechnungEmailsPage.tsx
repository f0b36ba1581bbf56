import { RECHNUNG_EMAIL_MELDUNGEN, type RechnungEmailEintrag } from '@abfallportal/common/rechnungEmail';
import { Alert, Box, Button, Card, Link as MuiLink, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Datagrid, FunctionField, ListContextProvider, Loading, ResourceContextProvider, TextField, useList, useNotify } from 'react-admin';
import { formatDatumZeit, formatEuro } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { BestaetigungsDialog, DestruktiverButton } from '../ui/Bestaetigung';
import { ResponsiveList } from '../ui/schmal';
import { JetztAbrufenButton, NACH_ABRUF_MS } from './JetztAbrufenButton';
import { rechnungsEingangApi } from './rechnungsEingangApi';
import { rechnungsEingangPaths } from './rechnungsEingangPaths';

const QUERY_KEY = ['rechnungen', 'emails'];

const gelesen = (r: RechnungEmailEintrag): string =>
  r.ergebnis.ok
    ? [
        `E-Rechnung ${r.ergebnis.nummer ?? ''}`.trim(),
        r.ergebnis.verkaeufer,
        formatEuro(r.ergebnis.summe),
        `${r.ergebnis.positionen} Positionen`,
      ]
        .filter(Boolean)
        .join(' · ')
    : (r.ergebnis.grund ?? 'Keine E-Rechnung');

const zuordnung = (r: RechnungEmailEintrag): string =>
  [r.ergebnis.vorgangsnummer ? `Auftrag ${r.ergebnis.vorgangsnummer}` : null, r.erzeugerName, r.entsorgerName]
    .filter(Boolean)
    .join(' · ') || 'Kein Auftrag erkannt';

/** Release: the producer is prefilled from the order the buyer reference names; support may choose another. */
const FreigebenButton = ({ eintrag }: { eintrag: RechnungEmailEintrag }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [offen, setOffen] = useState(false);
  const [erzeugerId, setErzeugerId] = useState<number | ''>(eintrag.ergebnis.erzeugerId ?? '');
  const erzeuger = useQuery({ queryKey: ['erzeuger', 'auswahl'], queryFn: rechnungsEingangApi.erzeuger, enabled: offen });
  const freigeben = useMutation({
    mutationFn: () => rechnungsEingangApi.freigeben(eintrag.id, Number(erzeugerId), eintrag.ergebnis.entsorgerId),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify(RECHNUNG_EMAIL_MELDUNGEN.freigegeben, { type: 'success' });
      setOffen(false);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const fehler = freigeben.error instanceof ApiError ? freigeben.error : null;
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOffen(true)} aria-label={`Freigeben: ${eintrag.dateiName}`}>
        Freigeben
      </Button>
      <BestaetigungsDialog
        offen={offen}
        titel={`„${eintrag.dateiName}“ freigeben?`}
        folge="Die Anlage wird als Beleg des gewählten Erzeugers erfasst und verschwindet aus dieser Liste."
        bestaetigen="Freigeben"
        laeuft={freigeben.isPending || erzeugerId === ''}
        onBestaetigen={() => freigeben.mutate()}
        onSchliessen={() => setOffen(false)}
      >
        <MuiTextField
          select
          required
          fullWidth
          sx={{ mt: 2 }}
          label="Erzeuger"
          value={erzeugerId}
          onChange={(e) => setErzeugerId(Number(e.target.value))}
          error={fehler?.errors.erzeugerId !== undefined}
          helperText={fehler?.errors.erzeugerId ?? (eintrag.ergebnis.erzeugerId ? 'Vorbelegt aus dem erkannten Auftrag.' : undefined)}
        >
          {(erzeuger.data ?? []).map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
          {erzeuger.data === undefined && erzeugerId !== '' && <MenuItem value={erzeugerId}>{eintrag.erzeugerName ?? erzeugerId}</MenuItem>}
        </MuiTextField>
        {fehler && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {fehler.message}
          </Alert>
        )}
      </BestaetigungsDialog>
    </>
  );
};

const FehlerhaftButton = ({ eintrag }: { eintrag: RechnungEmailEintrag }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [offen, setOffen] = useState(false);
  const [begruendung, setBegruendung] = useState('');
  const markieren = useMutation({
    mutationFn: () => rechnungsEingangApi.fehlerhaft(eintrag.id, begruendung.trim()),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify(RECHNUNG_EMAIL_MELDUNGEN.fehlerhaft, { type: 'success' });
      setOffen(false);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const fehler = markieren.error instanceof ApiError ? markieren.error : null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOffen(true)} aria-label={`Als fehlerhaft markieren: ${eintrag.dateiName}`}>
        Als fehlerhaft markieren
      </Button>
      <BestaetigungsDialog
        offen={offen}
        titel={`„${eintrag.dateiName}“ als fehlerhaft markieren?`}
        folge="Die Anlage wird nicht als Beleg erfasst und verschwindet aus dieser Liste."
        bestaetigen="Als fehlerhaft markieren"
        laeuft={markieren.isPending || begruendung.trim() === ''}
        onBestaetigen={() => markieren.mutate()}
        onSchliessen={() => setOffen(false)}
      >
        <MuiTextField
          required
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label="Begründung"
          value={begruendung}
          onChange={(e) => setBegruendung(e.target.value)}
          error={fehler?.errors.begruendung !== undefined}
          helperText={fehler?.errors.begruendung ?? fehler?.message}
        />
      </BestaetigungsDialog>
    </>
  );
};

const Aktionen = ({ eintrag }: { eintrag: RechnungEmailEintrag }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        href={rechnungsEingangPaths.datei(eintrag.id)}
        target="_blank"
        rel="noopener"
        aria-label={`Datei ansehen: ${eintrag.dateiName}`}
      >
        Datei ansehen
      </Button>
      <FreigebenButton eintrag={eintrag} />
      <FehlerhaftButton eintrag={eintrag} />
      <DestruktiverButton
        label="Löschen"
        ariaLabel={`Löschen: ${eintrag.dateiName}`}
        titel={`„${eintrag.dateiName}“ löschen?`}
        folge="Die Anlage wird aus dieser Liste entfernt und nicht erneut importiert."
        bestaetigen="Löschen"
        onBestaetigen={async () => {
          try {
            await rechnungsEingangApi.loeschen(eintrag.id);
            notify(RECHNUNG_EMAIL_MELDUNGEN.geloescht, { type: 'success' });
          } catch (fehler) {
            notify(fehler instanceof ApiError ? fehler.message : 'Die Anlage konnte nicht gelöscht werden.', { type: 'error' });
          }
          await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        }}
      />
    </Stack>
  );
};

/**
 * /rechnungen/emails, support tab "Rechnungs-E-Mail-Import" (spec §§ 2, 7): the attachments of the
 * invoice mailbox waiting to be released — what the e-invoice reader found, the order it recognised —
 * with the file to look at and release, mark faulty, delete.
 */
export const RechnungEmailsPage = () => {
  usePageTitle('Rechnungs-E-Mail-Import');
  // After "Jetzt abrufen" the list looks every 2 s for the new entries, for a while.
  const [abgerufenAm, setAbgerufenAm] = useState<number | null>(null);
  const liste = useQuery({
    queryKey: QUERY_KEY,
    queryFn: rechnungsEingangApi.liste,
    refetchInterval: () => (abgerufenAm !== null && Date.now() - abgerufenAm < NACH_ABRUF_MS ? 2000 : false),
  });
  const listContext = useList<RechnungEmailEintrag>({ data: liste.data ?? [], isPending: liste.isPending, perPage: 1000 });
  if (liste.isPending) return <Loading />;
  if (liste.isError) return <Alert severity="error">Die Liste konnte nicht geladen werden.</Alert>;
  const leer = <Typography sx={{ p: 2 }}>Keine Rechnungs-E-Mails warten auf Freigabe.</Typography>;
  return (
    <Card sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, pb: 0, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Jede PDF- oder XML-Anlage aus dem Rechnungs-Postfach wartet hier, bis Sie sie freigeben. E-Rechnungen werden mit Positionen
          gelesen und über die Vorgangsnummer ihrem Auftrag zugeordnet.
        </Typography>
        <Box>
          <JetztAbrufenButton onAngestossen={() => setAbgerufenAm(Date.now())} />
        </Box>
      </Stack>
      {/* Datagrid asks for a resource (access checks); without one the page broke as soon as an entry waited. */}
      <ResourceContextProvider value="rechnungen/emails">
        <ListContextProvider value={listContext}>
          <ResponsiveList<RechnungEmailEintrag>
            primaryText={(r) => `${r.dateiName} · ${r.betreff ?? 'ohne Betreff'}`}
            secondaryText={(r) => [r.absender, formatDatumZeit(r.empfangenAm)].filter(Boolean).join(' · ')}
            tertiaryText={(r) => `${gelesen(r)} — ${zuordnung(r)}`}
            aktionen={(r) => <Aktionen eintrag={r} />}
            leer={leer}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={leer}>
              <FunctionField<RechnungEmailEintrag> label="Empfangen" render={(r) => formatDatumZeit(r.empfangenAm, { leer: '–' })} />
              <TextField source="absender" label="Absender" emptyText="–" />
              <TextField source="betreff" label="Betreff" emptyText="–" />
              <FunctionField<RechnungEmailEintrag>
                label="Datei"
                render={(r) => (
                  <MuiLink href={rechnungsEingangPaths.datei(r.id)} target="_blank" rel="noopener">
                    {r.dateiName}
                  </MuiLink>
                )}
              />
              <FunctionField<RechnungEmailEintrag>
                label="Gelesen"
                render={(r) => (
                  <Typography variant="body2" color={r.ergebnis.ok ? undefined : 'error'}>
                    {gelesen(r)}
                  </Typography>
                )}
              />
              <FunctionField<RechnungEmailEintrag> label="Zuordnung" render={zuordnung} />
              <FunctionField<RechnungEmailEintrag> label="Aktionen" render={(r) => <Aktionen eintrag={r} />} />
            </Datagrid>
          </ResponsiveList>
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
};
