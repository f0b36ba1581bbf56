import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Abschnitt } from './Abschnitt';
import { auftragApi } from './auftragApi';
import { formatEuro } from '../format/format';
import { positionZellen } from './leistungsPosition';

export type LeistungsuebersichtAbschnittProps = { auftragId: string };

const betrag = (wert: number | null) => formatEuro(wert);

/** 'Leistungsübersicht': the positions with their net prices. */
export const LeistungsuebersichtAbschnitt = ({ auftragId }: LeistungsuebersichtAbschnittProps) => {
  const translate = useTranslate();
  const uebersicht = useQuery({
    queryKey: ['auftrag', auftragId, 'leistungsuebersicht'],
    queryFn: () => auftragApi.leistungsuebersicht(auftragId),
    meta: { eigeneFehler: true },
  });
  const inhalt = () => {
    if (uebersicht.isPending) return <Loading loadingPrimary="" loadingSecondary="" />;
    if (uebersicht.isError)
      return <Alert severity="error">{translate('fehler.failedLoading', { detail: translate('fehler.pleaseTryAgain') })}</Alert>;
    const { positionen, summeNetto, hinweis } = uebersicht.data;
    return (
      <>
        <Table size="small" aria-label={translate('auftraege.show.leistungsuebersicht')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('auftraege.show.position')}</TableCell>
              <TableCell align="right">{translate('auftraege.show.menge')}</TableCell>
              <TableCell align="right">{translate('auftraege.show.einzelpreis')}</TableCell>
              <TableCell align="right">{translate('auftraege.show.summe')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {positionen.map((p) => {
              const zellen = positionZellen(p);
              return (
                <TableRow key={p.bezeichnung}>
                  <TableCell>{p.bezeichnung}</TableCell>
                  <TableCell align="right">{zellen.menge ?? translate('auftraege.show.abLieferung')}</TableCell>
                  <TableCell align="right">{zellen.einzelpreis}</TableCell>
                  <TableCell align="right">{zellen.summe}</TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                {translate('auftraege.show.summeNetto')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {betrag(summeNetto)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {hinweis || translate('auftraege.preisHinweis')}
        </Typography>
      </>
    );
  };
  return (
    <Abschnitt titel="auftraege.show.leistungsuebersicht" id="leistungsuebersicht">
      {inhalt()}
    </Abschnitt>
  );
};
