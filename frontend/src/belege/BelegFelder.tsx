import type { BelegDetails } from '@abfallportal/common/beleg';
import { Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDatum, formatEuro } from '../format/format';

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

/** Which field of the receipt check a field key of the page answers to. */
const FEHLER_FELD: Partial<Record<keyof BelegDetails, string>> = { entsorgerName: 'entsorgerId', anfallstelleName: 'anfallstelleId' };

const wert = (b: BelegDetails, feld: keyof BelegDetails): string => {
  const v = b[feld];
  if (feld === 'summe') return formatEuro(b.summe);
  if (feld === 'datum' || feld === 'leistungVon' || feld === 'leistungBis') return formatDatum(v as string | null, '–');
  return v === null || v === undefined || v === '' ? '–' : String(v);
};

/** The receipt's header fields, each with the receipt check's message for it. */
export const BelegFelder = ({ beleg, pruefung }: { beleg: BelegDetails; pruefung: Record<string, string> }) => {
  const translate = useTranslate();
  return (
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
  );
};
