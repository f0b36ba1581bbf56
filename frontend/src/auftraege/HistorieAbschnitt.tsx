import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { Abschnitt } from './Abschnitt';
import { auftragApi } from './auftragApi';
import { formatDatumZeit } from '../format/format';
import { StatusChip } from './StatusChip';

export type HistorieAbschnittProps = { auftragId: string };

/** 'Verlauf': every step of the order with time, who and on whose behalf. */
export const HistorieAbschnitt = ({ auftragId }: HistorieAbschnittProps) => {
  const translate = useTranslate();
  // spec § 2 "show history": open on arrival, the user may fold it away.
  const [sichtbar, setSichtbar] = useState(true);
  const historie = useQuery({
    queryKey: ['auftrag', auftragId, 'historie'],
    queryFn: () => auftragApi.historie(auftragId),
    enabled: sichtbar,
    meta: { eigeneFehler: true },
  });
  const inhalt = () => {
    if (historie.isPending) return <Loading loadingPrimary="" loadingSecondary="" />;
    if (historie.isError) return <Alert severity="error">{translate('fehler.auftragHistorieFehler')}</Alert>;
    return (
      <Table size="small" aria-label={translate('auftraege.show.verlauf')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('auftraege.show.zeitpunkt')}</TableCell>
            <TableCell>{translate('auftraege.show.wer')}</TableCell>
            <TableCell>{translate('auftraege.show.ereignis')}</TableCell>
            <TableCell>{translate('auftraege.feld.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {historie.data.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDatumZeit(e.zeitpunkt)}</TableCell>
              <TableCell>
                {e.handeltAls ? translate('auftraege.show.imAuftragVon', { wer: e.handeltAls, fuer: e.akteur }) : e.akteur}
              </TableCell>
              <TableCell>{e.beschreibung}</TableCell>
              <TableCell>{e.status && <StatusChip status={e.status} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };
  return (
    <Abschnitt titel="auftraege.show.verlauf" id="verlauf">
      <Button size="small" onClick={() => setSichtbar((s) => !s)} aria-expanded={sichtbar} sx={{ mb: 1 }}>
        {translate(sichtbar ? 'auftragAenderung.historieAusblenden' : 'auftragAenderung.historieAnzeigen')}
      </Button>
      {sichtbar && inhalt()}
    </Abschnitt>
  );
};
