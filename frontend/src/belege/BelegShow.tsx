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
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PositionenAusPdfButton } from '../belegImport';
import { formatDatum, formatDatumZeit, formatEinheiten, formatEuro } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { belegeApi } from './belegeApi';
import { belegPaths } from './belegPaths';

type Daten = { beleg: BelegDetails; historie: BelegHistorieEintrag[]; vorschlaege: BelegVorschlag[]; hinweis: string | null };

const FELDER: [keyof BelegDetails, string][] = [
  ['nummer', 'Belegnummer'],
  ['datum', 'Belegdatum'],
  ['empfaenger', 'Empfänger'],
  ['absender', 'Absender'],
  ['entsorgerName', 'Entsorger'],
  ['erzeugerName', 'Erzeuger'],
  ['anfallstelleName', 'Anfallstelle'],
  ['leistungVon', 'Leistung von'],
  ['leistungBis', 'Leistung bis'],
  ['bestellReferenz', 'Bestellreferenz'],
  ['summe', 'Summe'],
];

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
  const notify = useNotify();
  const navigate = useNavigate();
  const [daten, setDaten] = useState<Daten | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [auswahl, setAuswahl] = useState<string[]>([]);
  const [ablehnen, setAblehnen] = useState(false);
  const [begruendung, setBegruendung] = useState('');
  const [feldFehler, setFeldFehler] = useState<Record<string, string>>({});
  usePageTitle('Beleg');

  const laden = useCallback(async () => {
    try {
      const [beleg, historie, v] = await Promise.all([belegeApi.details(id), belegeApi.historie(id), belegeApi.vorschlaege(id)]);
      setDaten({ beleg, historie, vorschlaege: v.vorschlaege, hinweis: v.hinweis });
      setAuswahl(beleg.auftraege.map((a) => a.id));
      setFehler(null);
    } catch (error) {
      setFehler(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es spaeter erneut.');
    }
  }, [id]);
  useEffect(() => void laden(), [laden]);

  const ausfuehren = async (aktion: () => Promise<unknown>, erfolg: string) => {
    try {
      await aktion();
      setFeldFehler({});
      notify(erfolg, { type: 'success' });
      await laden();
    } catch (error) {
      if (error instanceof ApiError) setFeldFehler(error.errors);
      notify(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es spaeter erneut.', {
        type: 'error',
      });
    }
  };

  if (fehler) return <Alert severity="error">{fehler}</Alert>;
  if (!daten) return null;
  const { beleg } = daten;
  const v = beleg.version;
  const pruefung = { ...beleg.pruefung, ...feldFehler };
  const offen = beleg.status === 'ERFASST' || beleg.status === 'ZUGEORDNET' || beleg.status === 'GEPRUEFT';

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5">
        {BELEG_TYP_TEXT[beleg.typ]} {beleg.nummer ?? ''} · {BELEG_STATUS_TEXT[beleg.status]}
      </Typography>
      {beleg.fehlerBegruendung && <Alert severity="warning">Als fehlerhaft abgelehnt: {beleg.fehlerBegruendung}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <Paper sx={{ minHeight: beleg.dateiTyp === 'application/pdf' ? 480 : 0 }}>
          {beleg.dateiTyp === 'application/pdf' ? (
            <object data={belegeApi.dateiUrl(beleg.id)} type="application/pdf" title="Belegdatei" width="100%" height="640">
              <a href={belegeApi.dateiUrl(beleg.id)}>Beleg herunterladen</a>
            </object>
          ) : beleg.dateiName ? (
            <Box sx={{ p: 2 }}>
              <a href={belegeApi.dateiUrl(beleg.id)}>{beleg.dateiName} herunterladen</a>
            </Box>
          ) : (
            <Typography sx={{ p: 2 }}>Zu diesem Beleg ist keine Datei hinterlegt.</Typography>
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Table size="small">
            <TableBody>
              {FELDER.map(([feld, label]) => {
                const meldung = pruefung[FEHLER_FELD[feld] ?? feld];
                return (
                  <TableRow key={feld}>
                    <TableCell component="th">{label}</TableCell>
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
        <Typography variant="h6">Positionen</Typography>
        <PositionenAusPdfButton beleg={beleg} onUebernommen={() => void laden()} />
        {pruefung.positionen && <Alert severity="warning">{pruefung.positionen}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Bezeichnung</TableCell>
                <TableCell>AVV</TableCell>
                <TableCell>Menge</TableCell>
                <TableCell>Behälter</TableCell>
                <TableCell>Verfahren</TableCell>
                <TableCell>Betrag</TableCell>
                <TableCell>Hinweise</TableCell>
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
        <Typography variant="h6">Zuordnung</Typography>
        {daten.hinweis && offen && <Alert severity="info">{daten.hinweis}</Alert>}
        <Table size="small">
          <TableBody>
            {[
              // A closed receipt shows its orders; suggestions only while it can still be assigned.
              ...beleg.auftraege
                .filter((a) => !offen || !daten.vorschlaege.some((s) => s.id === a.id))
                .map((a) => ({ id: a.id, vorgangsnummer: a.vorgangsnummer, gruende: ['zugeordnet'] })),
              ...(offen ? daten.vorschlaege : []),
            ].map((s) => (
              <TableRow key={s.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={!offen}
                    checked={auswahl.includes(s.id)}
                    onChange={(e) => setAuswahl(e.target.checked ? [...auswahl, s.id] : auswahl.filter((x) => x !== s.id))}
                    inputProps={{ 'aria-label': `Auftrag ${s.vorgangsnummer}` }}
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
              disabled={auswahl.length === 0}
              onClick={() => void ausfuehren(() => belegeApi.zuordnen(beleg.id, v, auswahl), 'Beleg zugeordnet')}
            >
              Zuordnen
            </Button>
          )}
          {beleg.status === 'ZUGEORDNET' && (
            <Button variant="outlined" onClick={() => void ausfuehren(() => belegeApi.pruefen(beleg.id, v), 'Beleg geprüft')}>
              Prüfen
            </Button>
          )}
          {beleg.status === 'GEPRUEFT' && (
            <Button variant="contained" onClick={() => void ausfuehren(() => belegeApi.freigeben(beleg.id, v), 'Beleg freigegeben')}>
              Freigeben
            </Button>
          )}
          {offen && (
            <Button color="warning" onClick={() => setAblehnen(true)}>
              Als fehlerhaft ablehnen
            </Button>
          )}
          {beleg.status !== 'FREIGEGEBEN' && (
            <Button
              color="error"
              onClick={() =>
                void ausfuehren(async () => {
                  await belegeApi.loeschen(beleg.id, v);
                  navigate(belegPaths.list());
                }, 'Beleg gelöscht')
              }
            >
              Löschen
            </Button>
          )}
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6">Historie</Typography>
        <Table size="small">
          <TableBody>
            {daten.historie.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{formatDatumZeit(h.zeitpunkt)}</TableCell>
                <TableCell>
                  {h.akteur}
                  {h.handeltAls ? ` (durch ${h.handeltAls})` : ''}
                </TableCell>
                <TableCell>{h.beschreibung}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Dialog open={ablehnen} onClose={() => setAblehnen(false)} fullWidth>
        <DialogTitle>Beleg als fehlerhaft ablehnen</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>Der Entsorger bekommt Ihre Begründung per E-Mail.</Typography>
          <TextField
            label="Begründung"
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
          <Button onClick={() => setAblehnen(false)}>Abbrechen</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={begruendung.trim() === ''}
            onClick={() =>
              void ausfuehren(async () => {
                await belegeApi.fehlerhaft(beleg.id, v, begruendung);
                setAblehnen(false);
              }, 'Beleg als fehlerhaft abgelehnt')
            }
          >
            Ablehnen
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
