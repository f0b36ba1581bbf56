import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { alsCsv, dateiname, type Spalte } from './serien';

export type DatenTabelleProps<T> = {
  /** Caption (read by screen readers) and base of the file name. */
  titel: string;
  spalten: readonly Spalte<T>[];
  zeilen: readonly T[];
  /** Sum row (already formatted cells, one per column). */
  summe?: readonly string[];
  /** The server's Excel (and CSV) of the same data; without it only the CSV built here is offered. */
  excelUrl?: string;
  herunterladen?: (url: string) => Promise<unknown>;
  /** Rows shown before "Alle anzeigen". */
  max?: number;
};

const speichern = (inhalt: string, name: string) => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([inhalt], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
};

/** A pinned column's cells: sticky at their edge, on the paper's colour so the scrolled cells pass beneath. */
const fixiertSx = (spalte: Spalte<unknown> | undefined): Record<string, string | number> =>
  spalte?.fixiert
    ? {
        position: 'sticky',
        [spalte.fixiert === 'links' ? 'left' : 'right']: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        [spalte.fixiert === 'links' ? 'borderRight' : 'borderLeft']: 1,
        borderRightColor: 'divider',
        borderLeftColor: 'divider',
      }
    : {};

/** The table under every chart (for people who would rather read than look), with CSV and Excel download. */
export function DatenTabelle<T>({ titel, spalten, zeilen, summe, excelUrl, herunterladen, max = 50 }: DatenTabelleProps<T>) {
  const translate = useTranslate();
  const [alle, setAlle] = useState(false);
  const [fehler, setFehler] = useState(false);
  const sichtbar = alle ? zeilen : zeilen.slice(0, max);
  return (
    <Box sx={{ mt: 2 }}>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={titel}>
          <TableHead>
            <TableRow>
              {spalten.map((s) => (
                <TableCell
                  key={s.titel}
                  align={s.zahl ? 'right' : 'left'}
                  // A long fraction name wraps in its header instead of widening the whole table.
                  sx={{ fontWeight: 600, verticalAlign: 'bottom', minWidth: s.zahl ? 96 : undefined, ...fixiertSx(s as Spalte<unknown>) }}
                >
                  {s.titel}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sichtbar.map((z, i) => (
              <TableRow key={i}>
                {spalten.map((s) => (
                  <TableCell
                    key={s.titel}
                    align={s.zahl ? 'right' : 'left'}
                    sx={{ ...((s.zahl || s.keinUmbruch) && { whiteSpace: 'nowrap' }), ...fixiertSx(s as Spalte<unknown>) }}
                  >
                    {s.format ? s.format(z) : s.wert(z)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {summe && (
            <TableFooter>
              <TableRow>
                {summe.map((text, i) => (
                  <TableCell
                    key={i}
                    align={spalten[i]?.zahl ? 'right' : 'left'}
                    sx={{
                      fontWeight: 600,
                      color: 'text.primary',
                      whiteSpace: 'nowrap',
                      ...fixiertSx(spalten[i] as Spalte<unknown> | undefined),
                    }}
                  >
                    {text}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {zeilen.length > max && (
          <Button size="small" onClick={() => setAlle(!alle)}>
            {alle ? translate('auswertung.diagramm.weniger') : translate('auswertung.diagramm.alleZeilen', { anzahl: zeilen.length })}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => speichern(alsCsv(spalten, zeilen), `${dateiname(titel)}.csv`)}
        >
          {translate('auswertung.diagramm.csv')}
        </Button>
        {excelUrl && herunterladen && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => {
              setFehler(false);
              herunterladen(excelUrl).catch(() => setFehler(true));
            }}
          >
            {translate('auswertung.diagramm.excel')}
          </Button>
        )}
        {fehler && (
          <Typography color="error" variant="body2" role="alert">
            {translate('auswertung.diagramm.downloadFehler')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
