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
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  usePageTitle(translate('belegImport.csv.titel'));
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
      else setErgebnis({ art: 'abgelehnt', meldung: translate('fehler.generic'), zeilen: [] });
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('belegImport.csv.ueberschrift')}
        </Typography>
        <Typography variant="body2" paragraph>
          {translate('belegImport.csv.hinweisBelege')}
        </Typography>
        <Typography variant="body2" paragraph>
          {translate('belegImport.csv.hinweisMengen')}
        </Typography>
        <Typography variant="body2" paragraph>
          {translate('belegImport.csv.spalten', {
            spalten: CSV_SPALTEN.map((s) => (s.pflicht ? translate('belegImport.csv.pflichtSpalte', { kopf: s.kopf }) : s.kopf)).join(', '),
          })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <MuiLink href={belegImportPaths.vorlage} download>
            {translate('belegImport.csv.vorlage')}
          </MuiLink>
          <Button variant="outlined" component="label">
            {translate('belegImport.csv.dateiAuswaehlen')}
            <input hidden type="file" accept=".csv,text/csv" onChange={waehlen} aria-label={translate('belegImport.csv.dateiFeld')} />
          </Button>
          <Typography variant="body2">{datei ? datei.name : translate('belegImport.csv.keineDatei')}</Typography>
          <Button variant="contained" disabled={!datei || laeuft} onClick={() => void importieren()}>
            {laeuft ? translate('belegImport.csv.wirdImportiert') : translate('belegImport.csv.importieren')}
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
              <Table size="small" aria-label={translate('belegImport.csv.abgelehnteZeilen')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('belegImport.csv.spalte.zeile')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.spalte')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.grund')}</TableCell>
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
            {translate('belegImport.csv.belegeErfasst', { smart_count: ergebnis.daten.erfasst })}
            {ergebnis.daten.schonImportiert > 0 &&
              ` ${translate('belegImport.csv.schonImportiert', { smart_count: ergebnis.daten.schonImportiert })}`}
            {ergebnis.daten.mengen.length > 0 &&
              ` ${translate('belegImport.csv.mengenErfasst', { smart_count: ergebnis.daten.mengenErfasst })}`}
            {ergebnis.daten.mengen.length > ergebnis.daten.mengenErfasst &&
              ` ${translate('belegImport.csv.mengenSchonImportiert', {
                smart_count: ergebnis.daten.mengen.length - ergebnis.daten.mengenErfasst,
              })}`}
            {` ${translate('belegImport.csv.kodierung', {
              kodierung: ergebnis.daten.kodierung,
              trennzeichen: ergebnis.daten.trennzeichen,
            })}`}
          </Alert>
          {ergebnis.daten.uebersprungen.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('belegImport.csv.uebersprungen', {
                zeilen: ergebnis.daten.uebersprungen
                  .map((u) => translate('belegImport.csv.uebersprungeneZeile', { zeile: u.zeile }))
                  .join(', '),
                meldung: ergebnis.daten.uebersprungen[0]!.meldung,
              })}
            </Alert>
          )}
          {ergebnis.daten.mengen.length > 0 && (
            <Box sx={{ overflowX: 'auto', mb: 2 }}>
              <Table size="small" aria-label={translate('belegImport.csv.importierteMengen')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('belegImport.csv.spalte.zeile')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.erzeuger')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.avv')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.menge')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ergebnis.daten.mengen.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>
                        {m.zeile}
                        {!m.neu && ` ${translate('belegImport.csv.schonImportiertMarke')}`}
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
              <Table size="small" aria-label={translate('belegImport.csv.importierteBelege')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('belegImport.csv.spalte.beleg')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.belegart')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.erzeuger')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.entsorger')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.positionen')}</TableCell>
                    <TableCell>{translate('belegImport.csv.spalte.zeilen')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ergebnis.daten.belege.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>
                        <MuiLink component={Link} to={belegImportPaths.beleg(b.id)}>
                          {b.nummer}
                        </MuiLink>
                        {!b.neu && ` ${translate('belegImport.csv.schonImportiertMarke')}`}
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
