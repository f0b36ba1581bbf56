import { BELEG_TYP_TEXT, type AuftragBeleg } from '@abfallportal/common/beleg';
import { Alert, Box, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BelegStatusChip, belegeApi, belegPaths } from '../belege';
import { formatDatum, formatEuro } from '../format/format';
import { useDarf } from '../session/useDarf';
import { useSchmal } from '../ui/schmal';
import { Abschnitt } from './Abschnitt';

export type AuftragBelegeAbschnittProps = { auftragId: string };

/**
 * Spec § 2 order details "invoices": the receipts assigned to this order (number, type, date, total,
 * status), for everyone who sees the order; a disposer sees only the receipts it sent. A receipt
 * links to /rechnungen/:id for who may open receipts (EDIT_RECHNUNGEN, spec § 6).
 */
export const AuftragBelegeAbschnitt = ({ auftragId }: AuftragBelegeAbschnittProps) => {
  const translate = useTranslate();
  const darfOeffnen = useDarf('EDIT_RECHNUNGEN');
  const schmal = useSchmal();
  const belege = useQuery({
    queryKey: ['auftrag', auftragId, 'belege'],
    queryFn: () => belegeApi.zumAuftrag(auftragId),
    meta: { eigeneFehler: true },
  });
  const inhalt = () => {
    if (belege.isPending) return <Loading loadingPrimary="" loadingSecondary="" />;
    if (belege.isError) return <Alert severity="error">{translate('belege.auftrag.fehler')}</Alert>;
    if (belege.data.length === 0) return <Typography variant="body2">{translate('belege.auftrag.keine')}</Typography>;
    const name = (b: AuftragBeleg) => {
      const text = `${BELEG_TYP_TEXT[b.typ]} ${b.nummer ?? ''}`.trim();
      return darfOeffnen ? (
        <MuiLink component={Link} to={belegPaths.show(b.id)}>
          {text}
        </MuiLink>
      ) : (
        text
      );
    };
    // Phones: one block per receipt, nothing wider than the screen.
    if (schmal)
      return (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {belege.data.map((b) => (
            <Box component="li" key={b.id}>
              <Typography variant="body2">{name(b)}</Typography>
              <Typography variant="caption" color="text.secondary" display="block">
                {[b.entsorgerName, formatDatum(b.datum, '–'), formatEuro(b.summe)].join(' · ')}
              </Typography>
              <BelegStatusChip status={b.status} />
            </Box>
          ))}
        </Stack>
      );
    return (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('belege.auftrag.titel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('belege.feld.nummer')}</TableCell>
              <TableCell>{translate('belege.feld.datum')}</TableCell>
              <TableCell align="right">{translate('belege.feld.summe')}</TableCell>
              <TableCell>{translate('belege.feld.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {belege.data.map((b) => {
              return (
                <TableRow key={b.id}>
                  <TableCell>
                    {name(b)}
                    <Typography variant="caption" color="text.secondary" display="block">
                      {b.entsorgerName}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDatum(b.datum, '–')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(b.summe)}
                  </TableCell>
                  <TableCell>
                    <BelegStatusChip status={b.status} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    );
  };
  return (
    <Abschnitt titel="belege.auftrag.titel" id="belege">
      {inhalt()}
    </Abschnitt>
  );
};
