import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT } from '@abfallportal/common/beleg';
import type { Abfallmenge } from '@abfallportal/common/abfallmenge';
import type { BilanzZeile, MengenZeile } from '@abfallportal/common/dokumentation';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Datagrid,
  FunctionField,
  ListContextProvider,
  ResourceContextProvider,
  Title,
  useList,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { belegPaths } from '../belege';
import { formatDatum, formatEuro, formatMenge } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { useErzeugerId } from '../session/useErzeugerId';
import { BestaetigungsDialog } from '../ui/Bestaetigung';
import { ResponsiveList } from '../ui/schmal';
import { AbfallmengeDialog } from './AbfallmengeDialog';
import { dokumentationApi } from './dokumentationApi';
import { dokumentationPaths } from './dokumentationPaths';
import { useDokumentationNeuLaden, useStandort } from './useDokumentation';
import { useJahr, ZeitraumWahl } from './ZeitraumWahl';
import { ExportKnopf } from '../exporte';

type Spalte<R> = { label: string; wert: (r: R) => ReactNode; rechts?: boolean };

/** A small table that turns into cards on phones (ResponsiveList), from rows already loaded. */
const Tabelle = <R extends RaRecord>({
  daten,
  spalten,
  leer,
  karte,
}: {
  daten: R[];
  spalten: Spalte<R>[];
  leer: string;
  karte: { primaryText: (r: R) => ReactNode; secondaryText?: (r: R) => ReactNode; tertiaryText?: (r: R) => ReactNode };
}) => {
  const liste = useList<R>({ data: daten, perPage: 1000 });
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="dokumentation">
      <ListContextProvider value={liste}>
        <ResponsiveList<R> {...karte} leer={<Typography sx={{ p: 2 }}>{translate(leer)}</Typography>}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate(leer)}</Typography>}>
            {spalten.map((s) => (
              <FunctionField<R>
                key={s.label}
                label={s.label}
                textAlign={s.rechts ? 'right' : 'left'}
                render={(r) => s.wert(r)}
                sortable={false}
              />
            ))}
          </Datagrid>
        </ResponsiveList>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

const tonnenUndKubik = (t: number | null, m3: number | null) =>
  [t !== null ? formatMenge(t, 't') : null, m3 !== null ? formatMenge(m3, 'm³') : null].filter(Boolean).join(' · ') || '–';

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
  const { hinweise } = daten;
  const mengeZu = (z: MengenZeile) => daten.abfallmengen.find((m) => m.id === z.abfallmengeId) ?? null;
  const mengen = daten.mengen.map((z, i) => ({ ...z, id: z.abfallmengeId ?? `${z.belegId}-${i}` }));
  const bilanz = daten.bilanz.map((b, i) => ({ ...b, id: i }));
  const avv = (r: { abfallschluessel: string; gefaehrlich: boolean; avvBezeichnung: string | null }) => (
    <Box component="span" title={r.avvBezeichnung ?? undefined}>
      {r.abfallschluessel}
      {r.gefaehrlich && <Chip size="small" color="error" label={translate('dokumentation.gefaehrlich')} sx={{ ml: 1 }} />}
    </Box>
  );
  const weg = (r: { verbleibsanlageName: string | null; zertifikatName: string | null }) =>
    r.verbleibsanlageName ?? r.zertifikatName ?? '–';
  const gueltig = (r: BilanzZeile) =>
    r.gueltigBis ? (
      <Box component="span" sx={{ color: r.abgelaufen ? 'error.main' : undefined, fontWeight: r.abgelaufen ? 600 : undefined }}>
        {formatDatum(r.gueltigBis)}
        {r.abgelaufen ? ` (${translate('dokumentation.abgelaufen')})` : ''}
      </Box>
    ) : (
      '–'
    );
  const aktionen = (z: MengenZeile) => {
    const m = mengeZu(z);
    if (!m || !daten.darfBearbeiten) return null;
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={() => setDialog({ menge: m })}>
          {translate('dokumentation.aendern')}
        </Button>
        <Button size="small" color="error" onClick={() => setLoeschen(m)}>
          {translate('dokumentation.loeschen')}
        </Button>
      </Box>
    );
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The app bar names the page, also on a phone where the sidebar is closed (issue 28). */}
      <Title title={seitenTitel} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2">
            <Link to={`${dokumentationPaths.standorte(erzeugerId)}?jahr=${jahr}`}>{translate('dokumentation.standorte')}</Link>
          </Typography>
          <Typography variant="h5" component="h1">
            {daten.anfallstelle.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[translate(`dokumentation.art.${daten.anfallstelle.art}`), daten.anfallstelle.ort].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <ZeitraumWahl erzeugerId={erzeugerId} />
        <ExportKnopf art="PDF_STANDORT" zielId={anfallstelleId} beginn={`${jahr}-01-01`} ende={`${jahr}-12-31`} />
        <ExportKnopf art="PDF_GEWABFV" zielId={anfallstelleId} beginn={`${jahr}-01-01`} ende={`${jahr}-12-31`} />
        {daten.darfBearbeiten && (
          <Button variant="contained" onClick={() => setDialog({ menge: null })}>
            {translate('dokumentation.anlegen')}
          </Button>
        )}
      </Box>

      <Stack spacing={1} aria-label={translate('dokumentation.abschnitt.hinweise')}>
        <Alert severity={hinweise.dokumentationspflicht.pflicht ? 'info' : 'success'} data-testid="hinweis-pflicht">
          {hinweise.dokumentationspflicht.text}
          {hinweise.dokumentationspflicht.erklaerung ? ` ${hinweise.dokumentationspflicht.erklaerung}` : ''}
        </Alert>
        {hinweise.gefaehrlich && <Alert severity="warning">{hinweise.gefaehrlich}</Alert>}
        <Alert severity={hinweise.getrenntsammlung.vorbehandlungEntfaellt ? 'success' : 'info'} data-testid="hinweis-quote">
          {hinweise.getrenntsammlung.text}
        </Alert>
      </Stack>

      <Paper>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          {translate('dokumentation.abschnitt.bilanz')}
        </Typography>
        <Tabelle
          daten={bilanz}
          leer="dokumentation.keineMengen"
          spalten={[
            { label: 'dokumentation.spalte.avv', wert: avv },
            { label: 'dokumentation.spalte.verfahren', wert: (r) => r.entsorgungsverfahren ?? '–' },
            { label: 'dokumentation.spalte.entsorgungsweg', wert: weg },
            { label: 'dokumentation.spalte.gueltigBis', wert: gueltig },
            { label: 'dokumentation.spalte.tonnen', wert: (r) => formatMenge(r.tonnen), rechts: true },
            { label: 'dokumentation.spalte.kubikmeter', wert: (r) => formatMenge(r.kubikmeter), rechts: true },
            {
              label: 'dokumentation.spalte.anzahl',
              wert: (r) => `${r.anzahl}${r.ohneMenge ? ` (${translate('dokumentation.ohneMenge', { anzahl: r.ohneMenge })})` : ''}`,
              rechts: true,
            },
          ]}
          karte={{
            primaryText: avv,
            secondaryText: (r) => [r.entsorgungsverfahren, weg(r)].filter(Boolean).join(' · '),
            tertiaryText: (r) => (
              <>
                {tonnenUndKubik(r.tonnen, r.kubikmeter)} {r.gueltigBis && <> · {gueltig(r)}</>}
              </>
            ),
          }}
        />
      </Paper>

      <Paper>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          {translate('dokumentation.abschnitt.mengen')}
        </Typography>
        <Tabelle
          daten={mengen}
          leer="dokumentation.keineMengen"
          spalten={[
            {
              label: 'dokumentation.spalte.quelle',
              wert: (r) =>
                r.belegId ? (
                  <Link to={belegPaths.show(r.belegId)}>{r.belegNummer ?? translate('dokumentation.quelle.BELEG')}</Link>
                ) : (
                  translate('dokumentation.quelle.ERFASST')
                ),
            },
            { label: 'dokumentation.spalte.avv', wert: avv },
            {
              label: 'dokumentation.spalte.menge',
              wert: (r) =>
                r.hinweis ? r.hinweis : <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${r.menge ?? ''} ${r.einheit ?? ''}`}</Box>,
              rechts: true,
            },
            { label: 'dokumentation.spalte.tonnen', wert: (r) => (r.tonnen === null ? '–' : formatMenge(r.tonnen)), rechts: true },
            {
              label: 'dokumentation.spalte.kubikmeter',
              wert: (r) => (r.kubikmeter === null ? '–' : formatMenge(r.kubikmeter)),
              rechts: true,
            },
            { label: 'dokumentation.spalte.verfahren', wert: (r) => r.entsorgungsverfahren ?? '–' },
            { label: 'dokumentation.spalte.entsorgungsweg', wert: weg },
            {
              label: 'dokumentation.spalte.leerungsart',
              wert: (r) => (r.rhythmus ? translate(`dokumentation.rhythmus.${r.rhythmus}`) : '–'),
            },
            { label: '', wert: aktionen },
          ]}
          karte={{
            primaryText: avv,
            secondaryText: (r) => (
              <>
                <div>{r.hinweis ?? `${r.menge ?? ''} ${r.einheit ?? ''} · ${tonnenUndKubik(r.tonnen, r.kubikmeter)}`}</div>
                <div>{[r.entsorgungsverfahren, weg(r), r.belegNummer].filter(Boolean).join(' · ')}</div>
              </>
            ),
            tertiaryText: aktionen,
          }}
        />
      </Paper>

      <Paper>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          {translate('dokumentation.abschnitt.belege')}
        </Typography>
        <Tabelle
          daten={daten.belege}
          leer="dokumentation.keineBelege"
          spalten={[
            { label: 'dokumentation.spalte.nummer', wert: (r) => <Link to={belegPaths.show(r.id)}>{r.nummer ?? '–'}</Link> },
            { label: 'dokumentation.spalte.typ', wert: (r) => BELEG_TYP_TEXT[r.typ] },
            { label: 'dokumentation.spalte.datum', wert: (r) => formatDatum(r.datum) },
            { label: 'dokumentation.spalte.entsorger', wert: (r) => r.entsorgerName },
            { label: 'dokumentation.spalte.status', wert: (r) => BELEG_STATUS_TEXT[r.status] },
            { label: 'dokumentation.spalte.summe', wert: (r) => formatEuro(r.summe), rechts: true },
          ]}
          karte={{
            primaryText: (r) => <Link to={belegPaths.show(r.id)}>{`${BELEG_TYP_TEXT[r.typ]} ${r.nummer ?? ''}`}</Link>,
            secondaryText: (r) => [formatDatum(r.datum), r.entsorgerName, formatEuro(r.summe)].join(' · '),
            tertiaryText: (r) => BELEG_STATUS_TEXT[r.status],
          }}
        />
      </Paper>

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
