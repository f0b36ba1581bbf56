import { Alert, Checkbox, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BelegAktionen } from './BelegAktionen';
import type { Ausfuehren } from './useBelegAktion';
import type { BelegDaten } from './useBeleg';

/**
 * The assignment child: the receipt's orders and, while it can still be assigned, the suggested ones
 * to choose from; below them the lifecycle actions.
 */
export const BelegZuordnung = ({
  daten,
  offen,
  auswahl,
  setAuswahl,
  pruefung,
  laeuft,
  ausfuehren,
  onAblehnen,
}: {
  daten: BelegDaten;
  offen: boolean;
  auswahl: string[];
  setAuswahl: (auswahl: string[]) => void;
  pruefung: Record<string, string>;
  laeuft: boolean;
  ausfuehren: Ausfuehren;
  onAblehnen: () => void;
}) => {
  const translate = useTranslate();
  const { beleg } = daten;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6">{translate('belege.show.zuordnung')}</Typography>
      {daten.hinweis && offen && <Alert severity="info">{daten.hinweis}</Alert>}
      <Table size="small">
        <TableBody>
          {[
            // A closed receipt shows its orders; suggestions only while it can still be assigned.
            ...beleg.auftraege
              .filter((a) => !offen || !daten.vorschlaege.some((s) => s.id === a.id))
              .map((a) => ({ id: a.id, vorgangsnummer: a.vorgangsnummer, gruende: [translate('belege.show.zugeordnet')] })),
            ...(offen ? daten.vorschlaege : []),
          ].map((s) => (
            <TableRow key={s.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  disabled={!offen}
                  checked={auswahl.includes(s.id)}
                  onChange={(e) => setAuswahl(e.target.checked ? [...auswahl, s.id] : auswahl.filter((x) => x !== s.id))}
                  inputProps={{ 'aria-label': translate('belege.show.auftragAuswaehlen', { vorgangsnummer: s.vorgangsnummer }) }}
                />
              </TableCell>
              <TableCell>{s.vorgangsnummer}</TableCell>
              <TableCell>{s.gruende.join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pruefung.auftragIds && <Typography color="error">{pruefung.auftragIds}</Typography>}
      <BelegAktionen beleg={beleg} offen={offen} auswahl={auswahl} laeuft={laeuft} ausfuehren={ausfuehren} onAblehnen={onAblehnen} />
    </Paper>
  );
};
