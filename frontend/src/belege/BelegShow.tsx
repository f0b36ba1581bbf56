import {
  BELEG_STATUS_TEXT,
  BELEG_TYP_TEXT,
  type BelegDetails,
  type BelegHistorieEintrag,
  type BelegVorschlag,
} from '@abfallportal/common/beleg';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PositionenAusPdfButton } from '../belegImport';
import { formatDatum, formatDatumZeit, formatEinheiten, formatEuro } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { failureNotification } from '../navigation/failureNotification';
import { ApiError } from '../providers/ApiError';
import { useDarf } from '../session/useDarf';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { belegeApi } from './belegeApi';
import { belegPaths } from './belegPaths';
import { PositionenDialog } from './PositionenDialog';

type Daten = { beleg: BelegDetails; historie: BelegHistorieEintrag[]; vorschlaege: BelegVorschlag[]; hinweis: string | null };

/** The header fields beside the file, with their label keys (belege.feld.*). */
const FELDER: [keyof BelegDetails, string][] = [
  ['nummer', 'belege.feld.belegnummer'],
  ['datum', 'belege.feld.belegdatum'],
  ['empfaenger', 'belege.feld.empfaenger'],
  ['absender', 'belege.feld.absender'],
  ['entsorgerName', 'belege.feld.entsorger'],
  ['erzeugerName', 'belege.feld.erzeuger'],
  ['anfallstelleName', 'belege.feld.anfallstelle'],
  ['leistungVon', 'belege.feld.leistungVon'],
  ['leistungBis', 'belege.feld.leistungBis'],
  ['bestellReferenz', 'belege.feld.bestellReferenz'],
  ['summe', 'belege.feld.summe'],
];

/** One receipt action: the call, the success message key, and where to go afterwards (delete: the list). */
type Aktion = { aufruf: () => Promise<unknown>; erfolg: string; danach?: () => void };

const wert = (b: BelegDetails, feld: keyof BelegDetails): string => {
  const v = b[feld];
  if (feld === 'summe') return formatEuro(b.summe);
  if (feld === 'datum' || feld === 'leistungVon' || feld === 'leistungBis') return formatDatum(v as string | null, '–');
  return v === null || v === undefined || v === '' ? '–' : String(v);
};

/** Which field of the receipt check a field key of the page answers to. */
const FEHLER_FELD: Partial<Record<keyof BelegDetails, string>> = { entsorgerName: 'entsorgerId', anfallstelleName: 'anfallstelleId' };

/**
 * /rechnungen/:id (spec § 2): the file beside its fields, the positions, the receipt check's
 * messages per field, and the assignment child: suggested orders, assign, check, approve, reject as
 * faulty with an explanation (mailed to the disposer), delete. The server refuses what a status or
 * side does not allow; the page offers the actions of the receipt lifecycle for the status shown.
 */
export const BelegShow = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const versionKonflikt = useVersionKonflikt();
  // The user's choice of orders; null = as the server has it (after loading and after every action).
  const [gewaehlt, setGewaehlt] = useState<string[] | null>(null);
  const [ablehnen, setAblehnen] = useState(false);
  const [begruendung, setBegruendung] = useState('');
  const [feldFehler, setFeldFehler] = useState<Record<string, string>>({});
  const [positionenOffen, setPositionenOffen] = useState(false);
  /** The emptying kind (Leerungsart): disposal, or cyclic with its number of emptyings. */
  const leerungsart = (p: { rhythmus: string | null; anzahlLeerungen: number | null }): string =>
    p.rhythmus === null
      ? '–'
      : `${translate(`belege.positionenDialog.rhythmus.${p.rhythmus}`)}${
          p.rhythmus === 'TURNUS' && p.anzahlLeerungen ? ` · ${translate('belege.show.leerungen', { anzahl: p.anzahlLeerungen })}` : ''
        }`;
  const darfBearbeiten = useDarf('EDIT_RECHNUNGEN');
  usePageTitle(translate('belege.einzelTitel'));

  // The page shows its own error (below), so the queries do not raise the global notification too.
  const details = useQuery({ queryKey: [belegPaths.resource, id], queryFn: () => belegeApi.details(id), meta: { eigeneFehler: true } });
  const historie = useQuery({
    queryKey: [belegPaths.resource, id, 'historie'],
    queryFn: () => belegeApi.historie(id),
    meta: { eigeneFehler: true },
  });
  const vorschlaege = useQuery({
    queryKey: [belegPaths.resource, id, 'vorschlaege'],
    queryFn: () => belegeApi.vorschlaege(id),
    meta: { eigeneFehler: true },
  });

  const aktion = useMutation({
    mutationFn: (a: Aktion) => a.aufruf(),
    meta: { eigeneFehler: true },
    onSuccess: async (_antwort, a) => {
      setFeldFehler({});
      setGewaehlt(null);
      notify(a.erfolg, { type: 'success' });
      if (a.danach) {
        // Deleted: leave the page; its receipt is not asked for again.
        a.danach();
        queryClient.removeQueries({ queryKey: [belegPaths.resource, id] });
      }
      // The receipt, its history and suggestions, and the list (react-admin's keys start with the resource): fresh versions.
      await queryClient.invalidateQueries({ queryKey: [belegPaths.resource] });
    },
    onError: (error) => {
      if (versionKonflikt(error)) return;
      if (error instanceof ApiError) setFeldFehler(error.errors);
      const f = failureNotification('mutation', error);
      if (f) notify(translate(f.message, { detail: translate(f.detail, { _: f.detail }) }), { type: 'error' });
    },
  });
  const ausfuehren = (aufruf: () => Promise<unknown>, erfolg: string, danach?: () => void) => aktion.mutate({ aufruf, erfolg, danach });

  const fehler = details.error ?? historie.error ?? vorschlaege.error;
  if (fehler) {
    const f = failureNotification('query', fehler);
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {f ? translate(f.message, { detail: translate(f.detail, { _: f.detail }) }) : translate('fehler.generic')}
      </Alert>
    );
  }
  if (!details.data || !historie.data || !vorschlaege.data) return <Loading />;
  const daten: Daten = {
    beleg: details.data,
    historie: historie.data,
    vorschlaege: vorschlaege.data.vorschlaege,
    hinweis: vorschlaege.data.hinweis,
  };
  const { beleg } = daten;
  const v = beleg.version;
  const auswahl = gewaehlt ?? beleg.auftraege.map((a) => a.id);
  const setAuswahl = setGewaehlt;
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
        <Paper sx={{ minHeight: beleg.dateiTyp === 'application/pdf' ? 480 : 0 }}>
          {beleg.dateiTyp === 'application/pdf' ? (
            <object
              data={belegeApi.dateiUrl(beleg.id)}
              type="application/pdf"
              title={translate('belege.show.datei')}
              width="100%"
              height="640"
            >
              <a href={belegeApi.dateiUrl(beleg.id)}>{translate('belege.show.herunterladen')}</a>
            </object>
          ) : beleg.dateiName ? (
            <Box sx={{ p: 2 }}>
              <a href={belegeApi.dateiUrl(beleg.id)}>{translate('belege.show.dateiHerunterladen', { name: beleg.dateiName })}</a>
            </Box>
          ) : (
            <Typography sx={{ p: 2 }}>{translate('belege.show.keineDatei')}</Typography>
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Table size="small">
            <TableBody>
              {FELDER.map(([feld, label]) => {
                const meldung = pruefung[FEHLER_FELD[feld] ?? feld];
                return (
                  <TableRow key={feld}>
                    <TableCell component="th">{translate(label)}</TableCell>
                    <TableCell>
                      {wert(beleg, feld)}
                      {meldung && (
                        <Typography variant="caption" color="error" display="block">
                          {meldung}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      </Box>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6">{translate('belege.show.positionen')}</Typography>
        <PositionenAusPdfButton
          beleg={beleg}
          dateiUrl={belegeApi.dateiUrl(beleg.id)}
          speichern={(felder) => belegeApi.felderSpeichern(beleg.id, beleg.version, felder)}
          onUebernommen={() => void queryClient.invalidateQueries({ queryKey: [belegPaths.resource] })}
        />
        {darfBearbeiten && offen && (
          <Button variant="outlined" size="small" onClick={() => setPositionenOffen(true)} sx={{ ml: 1 }}>
            {translate('belege.positionenDialog.oeffnen')}
          </Button>
        )}
        <PositionenDialog
          beleg={beleg}
          offen={positionenOffen}
          onSchliessen={() => setPositionenOffen(false)}
          onGespeichert={() => {
            setPositionenOffen(false);
            setFeldFehler({});
            void queryClient.invalidateQueries({ queryKey: [belegPaths.resource] });
          }}
        />
        {pruefung.positionen && <Alert severity="warning">{pruefung.positionen}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('belege.show.bezeichnung')}</TableCell>
                <TableCell>{translate('belege.show.avv')}</TableCell>
                <TableCell>{translate('belege.show.menge')}</TableCell>
                <TableCell>{translate('belege.show.behaelter')}</TableCell>
                <TableCell>{translate('belege.show.verfahren')}</TableCell>
                <TableCell>{translate('belege.positionenDialog.feld.rhythmus')}</TableCell>
                <TableCell>{translate('belege.show.betrag')}</TableCell>
                <TableCell>{translate('belege.show.hinweise')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {beleg.positionen.map((p, i) => (
                <TableRow key={i}>
                  <TableCell>{p.bezeichnung ?? '–'}</TableCell>
                  <TableCell>{p.abfallschluessel ?? '–'}</TableCell>
                  <TableCell>{p.menge ? formatEinheiten(`${p.menge} ${p.einheit ?? ''}`.trim()) : '–'}</TableCell>
                  <TableCell>
                    {p.behaelter ? `${formatEinheiten(p.behaelter)}${p.behaelterAnzahl ? ` × ${p.behaelterAnzahl}` : ''}` : '–'}
                  </TableCell>
                  <TableCell>{p.entsorgungsverfahren ?? '–'}</TableCell>
                  <TableCell>{leerungsart(p)}</TableCell>
                  <TableCell>{formatEuro(p.betrag)}</TableCell>
                  <TableCell>
                    {Object.entries(pruefung)
                      .filter(([k]) => k.startsWith(`positionen.${i}.`))
                      .map(([k, m]) => (
                        <Typography key={k} variant="caption" color="error" display="block">
                          {m}
                        </Typography>
                      ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6">{translate('belege.show.zuordnung')}</Typography>
        {daten.hinweis && offen && <Alert severity="info">{daten.hinweis}</Alert>}
        <Table size="small">
          <TableBody>
            {[
              // A closed receipt shows its orders; suggestions only while it can still be assigned.
              ...beleg.auftraege
                .filter((a) => !offen || !daten.vorschlaege.some((s) => s.id === a.id))
                .map((a) => ({ id: a.id, vorgangsnummer: a.vorgangsnummer, gruende: [translate('belege.show.zugeordnet')] })),
              ...(offen ? daten.vorschlaege : []),
            ].map((s) => (
              <TableRow key={s.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={!offen}
                    checked={auswahl.includes(s.id)}
                    onChange={(e) => setAuswahl(e.target.checked ? [...auswahl, s.id] : auswahl.filter((x) => x !== s.id))}
                    inputProps={{ 'aria-label': translate('belege.show.auftragAuswaehlen', { vorgangsnummer: s.vorgangsnummer }) }}
                  />
                </TableCell>
                <TableCell>{s.vorgangsnummer}</TableCell>
                <TableCell>{s.gruende.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {pruefung.auftragIds && <Typography color="error">{pruefung.auftragIds}</Typography>}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {offen && (
            <Button
              variant="outlined"
              disabled={auswahl.length === 0 || aktion.isPending}
              onClick={() => ausfuehren(() => belegeApi.zuordnen(beleg.id, v, auswahl), 'erfolg.gespeichert')}
            >
              {translate('belege.aktion.zuordnen')}
            </Button>
          )}
          {beleg.status === 'ZUGEORDNET' && (
            <Button
              variant="outlined"
              disabled={aktion.isPending}
              onClick={() => ausfuehren(() => belegeApi.pruefen(beleg.id, v), 'belege.erfolg.geprueft')}
            >
              {translate('belege.aktion.pruefen')}
            </Button>
          )}
          {beleg.status === 'GEPRUEFT' && (
            <Button
              variant="contained"
              disabled={aktion.isPending}
              onClick={() => ausfuehren(() => belegeApi.freigeben(beleg.id, v), 'erfolg.freigegeben')}
            >
              {translate('belege.aktion.freigeben')}
            </Button>
          )}
          {offen && (
            <Button color="warning" onClick={() => setAblehnen(true)}>
              {translate('belege.aktion.ablehnen')}
            </Button>
          )}
          {beleg.status !== 'FREIGEGEBEN' && (
            <Button
              color="error"
              disabled={aktion.isPending}
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
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6">{translate('belege.show.historie')}</Typography>
        <Table size="small">
          <TableBody>
            {daten.historie.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{formatDatumZeit(h.zeitpunkt)}</TableCell>
                <TableCell>
                  {h.handeltAls ? translate('belege.show.durch', { akteur: h.akteur, handeltAls: h.handeltAls }) : h.akteur}
                </TableCell>
                <TableCell>{h.beschreibung}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Dialog open={ablehnen} onClose={() => setAblehnen(false)} fullWidth>
        <DialogTitle>{translate('belege.ablehnen.titel')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{translate('belege.ablehnen.text')}</Typography>
          <TextField
            label={translate('belege.ablehnen.begruendung')}
            multiline
            minRows={3}
            fullWidth
            value={begruendung}
            onChange={(e) => setBegruendung(e.target.value)}
            error={Boolean(feldFehler.begruendung)}
            helperText={feldFehler.begruendung}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAblehnen(false)}>{translate('belege.aktion.abbrechen')}</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={begruendung.trim() === '' || aktion.isPending}
            onClick={() =>
              ausfuehren(async () => {
                await belegeApi.fehlerhaft(beleg.id, v, begruendung);
                setAblehnen(false);
              }, 'belege.erfolg.abgelehnt')
            }
          >
            {translate('belege.aktion.ablehnenBestaetigen')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
