import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDatum } from '../format/format';
import { useErzeugerId } from '../session/useErzeugerId';
import { Abschnitt } from './Abschnitt';
import { auftragPaths } from './auftragPaths';
import { StatusChip } from './StatusChip';

export type FolgeauftraegeAbschnittProps = { auftrag: AuftragDetails };

/**
 * Spec § 2 "sub-orders and follow-up orders": a main order lists its follow-up orders (extra
 * emptying, swap, removal), a follow-up order links to its main order; both link to each other.
 */
export const FolgeauftraegeAbschnitt = ({ auftrag }: FolgeauftraegeAbschnittProps) => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const folge = auftrag.folgeauftraege ?? [];
  const haupt = auftrag.hauptauftrag ?? null;
  return (
    <Abschnitt titel="auftraege.show.folgeauftraege" id="folgeauftraege">
      <Stack spacing={1}>
        {haupt && (
          <Typography variant="body2">
            {translate('auftraege.show.hauptauftrag')}:{' '}
            <MuiLink component={Link} to={auftragPaths.show(erzeugerId, haupt.id)}>
              {haupt.vorgangsnummer}
            </MuiLink>
          </Typography>
        )}
        {folge.length > 0 && (
          <Table size="small" aria-label={translate('auftraege.show.folgeauftraege')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('auftraege.feld.vorgangsnummer')}</TableCell>
                <TableCell>{translate('auftraege.feld.auftragsart')}</TableCell>
                <TableCell>{translate('auftraege.feld.status')}</TableCell>
                <TableCell>{translate('auftraege.show.wunschtermin')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {folge.map((f) => (
                <TableRow key={f.id}>
                  <TableCell>
                    <MuiLink component={Link} to={auftragPaths.show(erzeugerId, f.id)}>
                      {f.vorgangsnummer}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{translate(`auftraege.art.${f.auftragsart}`)}</TableCell>
                  <TableCell>
                    <StatusChip status={f.status} ganz />
                  </TableCell>
                  <TableCell>{formatDatum(f.wunschtermin)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {!haupt && folge.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('auftraege.show.keineFolgeauftraege')}
          </Typography>
        )}
      </Stack>
    </Abschnitt>
  );
};
