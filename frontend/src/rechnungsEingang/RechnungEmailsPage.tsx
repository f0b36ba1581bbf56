import { RECHNUNG_EMAIL_MELDUNGEN, type RechnungEmailEintrag } from '@abfallportal/common/rechnungEmail';
import { Alert, Box, Button, Card, Link as MuiLink, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  ListContextProvider,
  Loading,
  ResourceContextProvider,
  TextField,
  useList,
  useNotify,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { formatDatumZeit, formatEuro } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { BestaetigungsDialog, DestruktiverButton } from '../ui/Bestaetigung';
import { ResponsiveList } from '../ui/schmal';
import { JetztAbrufenButton, NACH_ABRUF_MS } from './JetztAbrufenButton';
import { rechnungsEingangApi } from './rechnungsEingangApi';
import { rechnungsEingangPaths } from './rechnungsEingangPaths';

const QUERY_KEY = ['rechnungen', 'emails'];

const gelesen = (translate: TranslateFunction, r: RechnungEmailEintrag): string =>
  r.ergebnis.ok
    ? [
        translate('belegImport.emails.eRechnung', { nummer: r.ergebnis.nummer ?? '' }).trim(),
        r.ergebnis.verkaeufer,
        formatEuro(r.ergebnis.summe),
        translate('belegImport.emails.positionen', { smart_count: r.ergebnis.positionen }),
      ]
        .filter(Boolean)
        .join(' · ')
    : (r.ergebnis.grund ?? translate('belegImport.emails.keineERechnung'));

const zuordnung = (translate: TranslateFunction, r: RechnungEmailEintrag): string =>
  [
    r.ergebnis.vorgangsnummer ? translate('belegImport.emails.auftrag', { nummer: r.ergebnis.vorgangsnummer }) : null,
    r.erzeugerName,
    r.entsorgerName,
  ]
    .filter(Boolean)
    .join(' · ') || translate('belegImport.emails.keinAuftrag');

/** Release: the producer is prefilled from the order the buyer reference names; support may choose another. */
const FreigebenButton = ({ eintrag }: { eintrag: RechnungEmailEintrag }) => {
  const notify = useNotify();
  const translate = useTranslate();
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
      <Button
        size="small"
        variant="contained"
        onClick={() => setOffen(true)}
        aria-label={translate('belegImport.emails.freigeben.knopfFuer', { datei: eintrag.dateiName })}
      >
        {translate('belegImport.emails.freigeben.knopf')}
      </Button>
      <BestaetigungsDialog
        offen={offen}
        titel={translate('belegImport.emails.freigeben.titel', { datei: eintrag.dateiName })}
        folge={translate('belegImport.emails.freigeben.folge')}
        bestaetigen={translate('belegImport.emails.freigeben.knopf')}
        laeuft={freigeben.isPending || erzeugerId === ''}
        onBestaetigen={() => freigeben.mutate()}
        onSchliessen={() => setOffen(false)}
      >
        <MuiTextField
          select
          required
          fullWidth
          sx={{ mt: 2 }}
          label={translate('belegImport.emails.freigeben.erzeuger')}
          value={erzeugerId}
          onChange={(e) => setErzeugerId(Number(e.target.value))}
          error={fehler?.errors.erzeugerId !== undefined}
          helperText={
            fehler?.errors.erzeugerId ?? (eintrag.ergebnis.erzeugerId ? translate('belegImport.emails.freigeben.vorbelegt') : undefined)
          }
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
  const translate = useTranslate();
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
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOffen(true)}
        aria-label={translate('belegImport.emails.fehlerhaft.knopfFuer', { datei: eintrag.dateiName })}
      >
        {translate('belegImport.emails.fehlerhaft.knopf')}
      </Button>
      <BestaetigungsDialog
        offen={offen}
        titel={translate('belegImport.emails.fehlerhaft.titel', { datei: eintrag.dateiName })}
        folge={translate('belegImport.emails.fehlerhaft.folge')}
        bestaetigen={translate('belegImport.emails.fehlerhaft.knopf')}
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
          label={translate('belegImport.emails.fehlerhaft.begruendung')}
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
  const translate = useTranslate();
  const queryClient = useQueryClient();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        href={rechnungsEingangPaths.datei(eintrag.id)}
        target="_blank"
        rel="noopener"
        aria-label={translate('belegImport.emails.ansehenFuer', { datei: eintrag.dateiName })}
      >
        {translate('belegImport.emails.ansehen')}
      </Button>
      <FreigebenButton eintrag={eintrag} />
      <FehlerhaftButton eintrag={eintrag} />
      <DestruktiverButton
        label={translate('belegImport.emails.loeschen.knopf')}
        ariaLabel={translate('belegImport.emails.loeschen.knopfFuer', { datei: eintrag.dateiName })}
        titel={translate('belegImport.emails.loeschen.titel', { datei: eintrag.dateiName })}
        folge={translate('belegImport.emails.loeschen.folge')}
        bestaetigen={translate('belegImport.emails.loeschen.knopf')}
        onBestaetigen={async () => {
          try {
            await rechnungsEingangApi.loeschen(eintrag.id);
            notify(RECHNUNG_EMAIL_MELDUNGEN.geloescht, { type: 'success' });
          } catch (fehler) {
            notify(fehler instanceof ApiError ? fehler.message : 'belegImport.emails.loeschen.fehler', { type: 'error' });
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
  const translate = useTranslate();
  usePageTitle(translate('belegImport.emails.titel'));
  // After "Jetzt abrufen" the list looks every 2 s for the new entries, for a while.
  const [abgerufenAm, setAbgerufenAm] = useState<number | null>(null);
  const liste = useQuery({
    queryKey: QUERY_KEY,
    queryFn: rechnungsEingangApi.liste,
    refetchInterval: () => (abgerufenAm !== null && Date.now() - abgerufenAm < NACH_ABRUF_MS ? 2000 : false),
  });
  const listContext = useList<RechnungEmailEintrag>({ data: liste.data ?? [], isPending: liste.isPending, perPage: 1000 });
  if (liste.isPending) return <Loading />;
  if (liste.isError) return <Alert severity="error">{translate('belegImport.emails.listeFehler')}</Alert>;
  const leer = <Typography sx={{ p: 2 }}>{translate('belegImport.emails.leer')}</Typography>;
  return (
    <Card sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, pb: 0, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate('belegImport.emails.hinweis')}
        </Typography>
        <Box>
          <JetztAbrufenButton onAngestossen={() => setAbgerufenAm(Date.now())} />
        </Box>
      </Stack>
      {/* Datagrid asks for a resource (access checks); without one the page broke as soon as an entry waited. */}
      <ResourceContextProvider value="rechnungen/emails">
        <ListContextProvider value={listContext}>
          <ResponsiveList<RechnungEmailEintrag>
            primaryText={(r) => `${r.dateiName} · ${r.betreff ?? translate('belegImport.emails.ohneBetreff')}`}
            secondaryText={(r) => [r.absender, formatDatumZeit(r.empfangenAm)].filter(Boolean).join(' · ')}
            tertiaryText={(r) => `${gelesen(translate, r)} — ${zuordnung(translate, r)}`}
            aktionen={(r) => <Aktionen eintrag={r} />}
            leer={leer}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={leer}>
              <FunctionField<RechnungEmailEintrag>
                label="belegImport.emails.spalte.empfangen"
                render={(r) => formatDatumZeit(r.empfangenAm, { leer: '–' })}
              />
              <TextField source="absender" label="belegImport.emails.spalte.absender" emptyText="–" />
              <TextField source="betreff" label="belegImport.emails.spalte.betreff" emptyText="–" />
              <FunctionField<RechnungEmailEintrag>
                label="belegImport.emails.spalte.datei"
                render={(r) => (
                  <MuiLink href={rechnungsEingangPaths.datei(r.id)} target="_blank" rel="noopener">
                    {r.dateiName}
                  </MuiLink>
                )}
              />
              <FunctionField<RechnungEmailEintrag>
                label="belegImport.emails.spalte.gelesen"
                render={(r) => (
                  <Typography variant="body2" color={r.ergebnis.ok ? undefined : 'error'}>
                    {gelesen(translate, r)}
                  </Typography>
                )}
              />
              <FunctionField<RechnungEmailEintrag> label="belegImport.emails.spalte.zuordnung" render={(r) => zuordnung(translate, r)} />
              <FunctionField<RechnungEmailEintrag> label="belegImport.emails.spalte.aktionen" render={(r) => <Aktionen eintrag={r} />} />
            </Datagrid>
          </ResponsiveList>
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
};
