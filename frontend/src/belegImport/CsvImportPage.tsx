import { BELEG_TYP_TEXT, type BelegTyp } from '@abfallportal/common/beleg';
import { CSV_SPALTEN, type CsvAbgelehnteZeile, type CsvImportErgebnis } from '@abfallportal/common/belegImport';
import {
  Alert,
  Box,
  Button,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { apiFetch } from '../providers/apiFetch';
import { belegImportPaths } from './belegImportPaths';

type Ergebnis = { art: 'erfolg'; daten: CsvImportErgebnis } | { art: 'abgelehnt'; meldung: string; zeilen: CsvAbgelehnteZeile[] } | null;

const abgelehnteZeilen = (error: ApiError): CsvAbgelehnteZeile[] => {
  const antwort = error.antwort as { abgelehnt?: CsvAbgelehnteZeile[] } | undefined;
  return Array.isArray(antwort?.abgelehnt) ? antwort.abgelehnt : [];
};

/**
 * Support tab "CSV-Import" (spec § 2, issue 20): upload a CSV file of receipts and waste quantities;
 * either everything is captured (receipts with links) or nothing is, and the refused rows are listed with their reasons.
 */
export const CsvImportPage = () => {
  usePageTitle('CSV-Import');
  const [datei, setDatei] = useState<File | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const [ergebnis, setErgebnis] = useState<Ergebnis>(null);

  const waehlen = (e: ChangeEvent<HTMLInputElement>) => {
    setDatei(e.target.files?.[0] ?? null);
    setErgebnis(null);
  };

  const importieren = async () => {
    if (!datei) return;
    setLaeuft(true);
    setErgebnis(null);
    const formData = new FormData();
    formData.append('datei', datei);
    try {
      const daten = await apiFetch<CsvImportErgebnis>('/api/v1/rechnungen/csv-import', { method: 'POST', formData, timeoutMs: 60_000 });
      setErgebnis({ art: 'erfolg', daten });
    } catch (error) {
      if (error instanceof ApiError) setErgebnis({ art: 'abgelehnt', meldung: error.message, zeilen: abgelehnteZeilen(error) });
      else setErgebnis({ art: 'abgelehnt', meldung: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.', zeilen: [] });
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Belege und Abfallmengen aus einer CSV-Datei importieren
        </Typography>
        <Typography variant="body2" paragraph>
          Eine Zeile je Belegposition; Zeilen mit derselben Belegnummer und demselben Entsorger bilden einen Beleg, die Kopfangaben stehen
          in seiner ersten Zeile. Trennzeichen Semikolon oder Komma, Kodierung UTF-8 oder Windows-1252 (Excel). Ist eine Zeile fehlerhaft,
          wird nichts importiert. Eine erneut hochgeladene Datei legt keine Belege doppelt an.
        </Typography>
        <Typography variant="body2" paragraph>
          Abfallmengen: eine Zeile je Menge mit der Satzart „Menge“ (Erzeuger, Anfallstelle, AVV, Menge, Einheit, Rhythmus,
          Entsorgungsverfahren, Verbleibsanlage; Leistungsjahr oder „Leistung von“). Es gelten dieselben Regeln wie im Mengenformular der
          Dokumentation. Ein Zertifikat kann nicht per CSV kommen, deshalb ist die Verbleibsanlage Pflicht; das Zertifikat lädt man danach
          in der Dokumentation hoch.
        </Typography>
        <Typography variant="body2" paragraph>
          Spalten: {CSV_SPALTEN.map((s) => (s.pflicht ? `${s.kopf} (Pflicht)` : s.kopf)).join(', ')}.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <MuiLink href={belegImportPaths.vorlage} download>
            Vorlage herunterladen
          </MuiLink>
          <Button variant="outlined" component="label">
            Datei auswählen
            <input hidden type="file" accept=".csv,text/csv" onChange={waehlen} aria-label="CSV-Datei" />
          </Button>
          <Typography variant="body2">{datei ? datei.name : 'Keine Datei ausgewählt'}</Typography>
          <Button variant="contained" disabled={!datei || laeuft} onClick={() => void importieren()}>
            {laeuft ? 'Wird importiert …' : 'Datei importieren'}
          </Button>
        </Stack>
      </Paper>
      {ergebnis?.art === 'abgelehnt' && (
        <Paper sx={{ p: 2 }}>
          <Alert severity="error" sx={{ mb: ergebnis.zeilen.length > 0 ? 2 : 0 }}>
            {ergebnis.meldung}
          </Alert>
          {ergebnis.zeilen.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Abgelehnte Zeilen">
                <TableHead>
                  <TableRow>
                    <TableCell>Zeile</TableCell>
                    <TableCell>Spalte</TableCell>
                    <TableCell>Grund</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ergebnis.zeilen.map((z, i) => (
                    <TableRow key={i}>
                      <TableCell>{z.zeile}</TableCell>
                      <TableCell>{z.spalte ?? '–'}</TableCell>
                      <TableCell>{z.meldung}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Paper>
      )}
      {ergebnis?.art === 'erfolg' && (
        <Paper sx={{ p: 2 }}>
          <Alert severity="success" sx={{ mb: 2 }}>
            {ergebnis.daten.erfasst === 1 ? '1 Beleg wurde erfasst.' : `${ergebnis.daten.erfasst} Belege wurden erfasst.`}
            {ergebnis.daten.schonImportiert > 0 && ` ${ergebnis.daten.schonImportiert} waren aus dieser Datei schon importiert.`}
            {ergebnis.daten.mengen.length > 0 &&
              (ergebnis.daten.mengenErfasst === 1
                ? ' 1 Abfallmenge wurde erfasst.'
                : ` ${ergebnis.daten.mengenErfasst} Abfallmengen wurden erfasst.`)}
            {ergebnis.daten.mengen.length > ergebnis.daten.mengenErfasst &&
              ` ${ergebnis.daten.mengen.length - ergebnis.daten.mengenErfasst} Mengen waren schon importiert.`}
            {` (${ergebnis.daten.kodierung}, Trennzeichen „${ergebnis.daten.trennzeichen}“)`}
          </Alert>
          {ergebnis.daten.uebersprungen.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Übersprungen: {ergebnis.daten.uebersprungen.map((u) => `Zeile ${u.zeile}`).join(', ')} –{' '}
              {ergebnis.daten.uebersprungen[0]!.meldung}
            </Alert>
          )}
          {ergebnis.daten.mengen.length > 0 && (
            <Box sx={{ overflowX: 'auto', mb: 2 }}>
              <Table size="small" aria-label="Importierte Abfallmengen">
                <TableHead>
                  <TableRow>
                    <TableCell>Zeile</TableCell>
                    <TableCell>Erzeuger</TableCell>
                    <TableCell>AVV</TableCell>
                    <TableCell>Menge</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ergebnis.daten.mengen.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>
                        {m.zeile}
                        {!m.neu && ' (schon importiert)'}
                      </TableCell>
                      <TableCell>{m.erzeugerName}</TableCell>
                      <TableCell>{m.abfallschluessel}</TableCell>
                      <TableCell>
                        {m.menge} {m.einheit}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {ergebnis.daten.belege.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Importierte Belege">
                <TableHead>
                  <TableRow>
                    <TableCell>Beleg</TableCell>
                    <TableCell>Belegart</TableCell>
                    <TableCell>Erzeuger</TableCell>
                    <TableCell>Entsorger</TableCell>
                    <TableCell>Positionen</TableCell>
                    <TableCell>Zeilen</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ergebnis.daten.belege.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>
                        <MuiLink component={Link} to={belegImportPaths.beleg(b.id)}>
                          {b.nummer}
                        </MuiLink>
                        {!b.neu && ' (schon importiert)'}
                      </TableCell>
                      <TableCell>{BELEG_TYP_TEXT[b.typ as BelegTyp] ?? b.typ}</TableCell>
                      <TableCell>{b.erzeugerName}</TableCell>
                      <TableCell>{b.entsorgerName}</TableCell>
                      <TableCell>{b.positionen}</TableCell>
                      <TableCell>{b.zeilen.join(', ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  );
};
