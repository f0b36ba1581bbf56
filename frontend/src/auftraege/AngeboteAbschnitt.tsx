import type { Angebot } from '@abfallportal/common/angebot';
import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Alert, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { formatDatumZeit, formatEuro } from '../format/format';
import { Abschnitt } from './Abschnitt';
import { AngebotAnnehmenDialog } from './AngebotAnnehmenDialog';
import { auftragApi } from './auftragApi';
import { dateiHerunterladen } from './dateiHerunterladen';

export type AngeboteAbschnittProps = { auftragId: string; erzeugerId: number; status: AuftragStatus; darfAnnehmen: boolean };

const OFFEN: readonly AuftragStatus[] = ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'];

/** 'Angebote' (spec § 2 order details, § 3 Offer): each asked disposer's answer; the producer accepts one. */
export const AngeboteAbschnitt = ({ auftragId, erzeugerId, status, darfAnnehmen }: AngeboteAbschnittProps) => {
  const translate = useTranslate();
  const [annehmen, setAnnehmen] = useState<Angebot | null>(null);
  // The details page's record: the order's wish date, which accepting an offer proposes.
  const wunschLiefertermin = useRecordContext<AuftragDetails>()?.wunschLiefertermin ?? null;
  const angebote = useQuery({
    queryKey: ['auftrag', auftragId, 'angebote', status],
    queryFn: () => auftragApi.angebote(auftragId),
    meta: { eigeneFehler: true },
  });
  if (angebote.isPending) return <Loading loadingPrimary="" loadingSecondary="" />;
  if (angebote.isError) return <Alert severity="error">{translate('auftraege.angebote.ladefehler')}</Alert>;
  // Orders placed directly never had offers: no section.
  if (angebote.data.length === 0) return null;
  const offen = OFFEN.includes(status);
  return (
    <Abschnitt titel="auftraege.angebote.titel" id="angebote">
      <Table size="small" aria-label={translate('auftraege.angebote.titel')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('auftraege.angebote.nummer')}</TableCell>
            <TableCell>{translate('auftraege.angebote.entsorger')}</TableCell>
            <TableCell>{translate('auftraege.angebote.eingang')}</TableCell>
            <TableCell align="right">{translate('auftraege.angebote.preis')}</TableCell>
            <TableCell>{translate('auftraege.angebote.kommentar')}</TableCell>
            <TableCell>{translate('auftraege.angebote.pdf')}</TableCell>
            <TableCell>{translate('auftraege.angebote.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {angebote.data.map((a) => (
            <TableRow key={a.entsorgerId}>
              <TableCell>{a.angebotsnummer ?? '–'}</TableCell>
              <TableCell>{a.entsorgerName}</TableCell>
              <TableCell>{formatDatumZeit(a.eingegangenAm, { leer: '–' })}</TableCell>
              <TableCell align="right">{formatEuro(a.preis)}</TableCell>
              <TableCell>{a.kommentar ?? a.begruendung ?? ''}</TableCell>
              <TableCell>
                {a.pdf && (
                  <Button size="small" onClick={() => void dateiHerunterladen(a.pdf!)}>
                    {translate('auftraege.angebote.herunterladen')}
                  </Button>
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={a.angenommen ? translate('auftraege.angebote.angenommen') : translate(`auftraege.angebote.STATUS_${a.status}`)}
                  color={a.angenommen ? 'success' : a.status === 'abgelehnt' ? 'default' : 'primary'}
                />
              </TableCell>
              <TableCell>
                {offen && darfAnnehmen && a.status === 'abgegeben' && (
                  <Button size="small" variant="contained" onClick={() => setAnnehmen(a)}>
                    {translate('auftraege.angebote.annehmen')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {offen && angebote.data.every((a) => a.status !== 'abgegeben') && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('auftraege.angebote.keine')}
        </Typography>
      )}
      {annehmen && (
        <AngebotAnnehmenDialog
          auftragId={auftragId}
          erzeugerId={erzeugerId}
          angebot={annehmen}
          wunschLiefertermin={wunschLiefertermin}
          onClose={() => setAnnehmen(null)}
        />
      )}
    </Abschnitt>
  );
};
