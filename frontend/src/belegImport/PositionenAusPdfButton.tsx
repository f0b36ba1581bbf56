import type { BelegDetails, BelegFelder } from '@abfallportal/common/beleg';
import type { PdfFeld, PdfRechnungVorschlag } from '@abfallportal/common/belegImport';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDatum, formatEuro } from '../format/format';
import { apiFetch, sendRequest } from '../providers/apiFetch';

const FARBE: Record<PdfFeld['sicherheit'], 'success' | 'warning' | 'default'> = {
  sicher: 'success',
  unsicher: 'warning',
  fehlt: 'default',
};

const Wert = ({ feld, art }: { feld: PdfFeld; art?: 'euro' | 'datum' }) => {
  const translate = useTranslate();
  const anzeige =
    feld.wert === null
      ? '–'
      : art === 'euro'
        ? formatEuro(Number(feld.wert))
        : art === 'datum'
          ? formatDatum(String(feld.wert), '–')
          : String(feld.wert);
  return (
    <Box component="span" title={feld.hinweis ?? undefined}>
      {anzeige}{' '}
      <Chip
        size="small"
        label={translate(`belegImport.pdf.sicherheit.${feld.sicherheit}`)}
        color={FARBE[feld.sicherheit]}
        variant="outlined"
      />
    </Box>
  );
};

/** The header fields in their order; each field's label is `belegImport.pdf.kopf.<field>`. */
const KOPF: [keyof PdfRechnungVorschlag['kopf'], ('euro' | 'datum')?][] = [
  ['nummer'],
  ['datum', 'datum'],
  ['leistungVon', 'datum'],
  ['leistungBis', 'datum'],
  ['bestellReferenz'],
  ['summe', 'euro'],
  ['bruttoSumme', 'euro'],
];

const text = (f: PdfFeld): string | null => (f.wert === null ? null : String(f.wert));
const zahl = (f: PdfFeld): number | null => (typeof f.wert === 'number' ? f.wert : null);

/** The receipt's fields with the proposal: empty header fields filled, the read positions appended. */
export const mitVorschlag = (beleg: BelegDetails, v: PdfRechnungVorschlag): BelegFelder => ({
  typ: beleg.typ,
  name: beleg.name,
  nummer: beleg.nummer ?? text(v.kopf.nummer),
  datum: beleg.datum ?? text(v.kopf.datum),
  empfaenger: beleg.empfaenger,
  absender: beleg.absender,
  anfallstelleId: beleg.anfallstelleId,
  leistungVon: beleg.leistungVon ?? text(v.kopf.leistungVon),
  leistungBis: beleg.leistungBis ?? text(v.kopf.leistungBis),
  summe: beleg.summe ?? zahl(v.kopf.summe),
  bestellReferenz: beleg.bestellReferenz ?? text(v.kopf.bestellReferenz),
  storniertBelegId: beleg.storniertBelegId,
  positionen: [
    ...beleg.positionen,
    ...v.positionen.map((p) => ({
      bezeichnung: text(p.bezeichnung),
      abfallschluessel: p.abfallschluessel.sicherheit === 'sicher' ? text(p.abfallschluessel) : null,
      menge: text(p.menge),
      einheit: text(p.einheit),
      abweichendeDichte: null,
      behaelterkategorie: null,
      behaelter: null,
      behaelterAnzahl: null,
      rhythmus: null,
      anzahlLeerungen: null,
      entsorgungsverfahren: null,
      verbleibsanlageId: null,
      zertifikat: null,
      ausnahme: null,
      betrag: zahl(p.betrag),
    })),
  ],
});

/**
 * "Positionen aus PDF lesen" on /rechnungen/:id (issue 20, /aiinvoice): reads the receipt's PDF by
 * rules, shows what it found and how sure it is, and on request fills the empty header fields and
 * appends the positions (If-Match with the version the page shows).
 */
export const PositionenAusPdfButton = ({
  beleg,
  dateiUrl,
  speichern,
  onUebernommen,
}: {
  beleg: BelegDetails;
  /** The receipt's file and the save of its fields come from the receipts feature (it shows this button). */
  dateiUrl: string;
  speichern: (felder: BelegFelder) => Promise<unknown>;
  onUebernommen: () => void;
}) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [vorschlag, setVorschlag] = useState<PdfRechnungVorschlag | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  if (beleg.dateiTyp !== 'application/pdf' || !['ERFASST', 'ZUGEORDNET', 'GEPRUEFT'].includes(beleg.status)) return null;

  const lesen = async () => {
    setLaeuft(true);
    try {
      const antwort = await sendRequest(dateiUrl, { method: 'GET', headers: new Headers() });
      if (!antwort.ok) throw new Error(translate('belegImport.pdf.dateiNichtGeladen'));
      const formData = new FormData();
      formData.append('datei', await antwort.blob(), beleg.dateiName ?? 'beleg.pdf');
      setVorschlag(await apiFetch<PdfRechnungVorschlag>('/api/v1/aiinvoice', { method: 'POST', formData, timeoutMs: 60_000 }));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'fehler.generic', { type: 'error' });
    } finally {
      setLaeuft(false);
    }
  };

  const uebernehmen = async () => {
    if (!vorschlag) return;
    try {
      await speichern(mitVorschlag(beleg, vorschlag));
      notify('erfolg.gespeichert', { type: 'success' });
      setVorschlag(null);
      onUebernommen();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'fehler.generic', { type: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" disabled={laeuft} onClick={() => void lesen()} sx={{ alignSelf: 'flex-start' }}>
        {laeuft ? translate('belegImport.pdf.wirdGelesen') : translate('belegImport.pdf.lesen')}
      </Button>
      <Dialog open={vorschlag !== null} onClose={() => setVorschlag(null)} maxWidth="lg" fullWidth>
        <DialogTitle>{translate('belegImport.pdf.dialogTitel')}</DialogTitle>
        {vorschlag && (
          <DialogContent>
            <Table size="small" aria-label={translate('belegImport.pdf.kopfTabelle')}>
              <TableBody>
                {KOPF.map(([feld, art]) => (
                  <TableRow key={feld}>
                    <TableCell>{translate(`belegImport.pdf.kopf.${feld}`)}</TableCell>
                    <TableCell>
                      <Wert feld={vorschlag.kopf[feld]} art={art} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle1" sx={{ mt: 2 }}>
              {translate('belegImport.pdf.positionen')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('belegImport.pdf.positionenTabelle')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('belegImport.pdf.spalte.bezeichnung')}</TableCell>
                    <TableCell>{translate('belegImport.pdf.spalte.avv')}</TableCell>
                    <TableCell>{translate('belegImport.pdf.spalte.menge')}</TableCell>
                    <TableCell>{translate('belegImport.pdf.spalte.einheit')}</TableCell>
                    <TableCell>{translate('belegImport.pdf.spalte.einzelpreis')}</TableCell>
                    <TableCell>{translate('belegImport.pdf.spalte.betrag')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {vorschlag.positionen.map((p) => (
                    <TableRow key={p.zeile}>
                      <TableCell>
                        <Wert feld={p.bezeichnung} />
                      </TableCell>
                      <TableCell>
                        <Wert feld={p.abfallschluessel} />
                      </TableCell>
                      <TableCell>
                        <Wert feld={p.menge} />
                      </TableCell>
                      <TableCell>
                        <Wert feld={p.einheit} />
                      </TableCell>
                      <TableCell>
                        <Wert feld={p.einzelpreis} art="euro" />
                      </TableCell>
                      <TableCell>
                        <Wert feld={p.betrag} art="euro" />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {vorschlag.nichtGelesen.map((n) => (
              <Alert key={n} severity="info" sx={{ mt: 1 }}>
                {n}
              </Alert>
            ))}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setVorschlag(null)}>{translate('belegImport.pdf.abbrechen')}</Button>
          <Button variant="contained" disabled={!vorschlag || vorschlag.positionen.length === 0} onClick={() => void uebernehmen()}>
            {translate('belegImport.pdf.uebernehmen')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
