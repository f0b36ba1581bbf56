import type { PreisAuskunft } from '@abfallportal/common/auftragWire';
import { Alert, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAnzahl, formatBetragJeEinheit, formatEuro } from '../format/format';

export type PreisAnzeigeProps = {
  preis: PreisAuskunft;
  anzahl: number;
  /** Planned rent days; null while the pickup date is open (the estimate then leaves rent out). */
  mietTage?: number | null;
};

/** The looked-up price of one disposer, excluding VAT (spec § 1), or the German outcome when none was found. */
export const PreisAnzeige = ({ preis, anzahl, mietTage = null }: PreisAnzeigeProps) => {
  const translate = useTranslate();
  if (preis.ergebnis !== 'GEFUNDEN') return <Alert severity="warning">{preis.meldung}</Alert>;
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={translate('auftraege.neu.preise')}>
        <TableBody>
          {preis.preise.map((p) => (
            <TableRow key={p.bezeichnung}>
              <TableCell>{p.bezeichnung}</TableCell>
              <TableCell align="right">{formatBetragJeEinheit(p.preis, p.einheit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>
              {translate('auftraege.neu.summeGesamt', { anzahl })}
              {preis.preise.some((p) => p.einheit === 'Tag') && (
                <Typography variant="body2" color="text.secondary">
                  {mietTage === null
                    ? translate('auftraege.pruefen.ohneMiete')
                    : translate('auftraege.pruefen.inklMiete', { dauer: formatAnzahl(mietTage, 'Tag', 'Tage') })}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatEuro(preis.summeNetto)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {translate('auftraege.preisHinweis')}
      </Typography>
      {preis.warnung && <Alert severity="warning">{preis.warnung}</Alert>}
    </Stack>
  );
};
