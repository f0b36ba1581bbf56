import type { BelegHistorieEintrag } from '@abfallportal/common/beleg';
import { Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDatumZeit } from '../format/format';

/** The receipt's history: when, who (and on whose behalf), what. */
export const BelegHistorie = ({ historie }: { historie: BelegHistorieEintrag[] }) => {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6">{translate('belege.show.historie')}</Typography>
      <Table size="small">
        <TableBody>
          {historie.map((h) => (
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
  );
};
