import type { BelegDetails } from '@abfallportal/common/beleg';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEinheiten, formatEuro } from '../format/format';

/** The receipt's positions as read, each with the receipt check's messages for it (`positionen.<i>.*`). */
export const BelegPositionenTabelle = ({ beleg, pruefung }: { beleg: BelegDetails; pruefung: Record<string, string> }) => {
  const translate = useTranslate();
  /** The emptying kind (Leerungsart): disposal, or cyclic with its number of emptyings. */
  const leerungsart = (p: { rhythmus: string | null; anzahlLeerungen: number | null }): string =>
    p.rhythmus === null
      ? '–'
      : `${translate(`belege.positionenDialog.rhythmus.${p.rhythmus}`)}${
          p.rhythmus === 'TURNUS' && p.anzahlLeerungen ? ` · ${translate('belege.show.leerungen', { anzahl: p.anzahlLeerungen })}` : ''
        }`;
  return (
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
  );
};
