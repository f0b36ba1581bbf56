import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { Box, ListItem, Link as MuiLink, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EntsorgerAktionen, entsorgerAuftragPaths } from '../auftraege';
import { ArbeitsWidget } from './ArbeitsWidget';

/** The first rows of each list; the link leads to all of them. */
const ZEILEN = 5;
// The widget shows its own failure state (with retry), not the global alert.
const EIGENE_FEHLER = { meta: { eigeneFehler: true } };

export type EntsorgerArbeitWidgetProps = {
  id: string;
  titel: string;
  leerText: string;
  /** A disposer filter of the order list (zuBeantworten, zuBestaetigen, leistungFaelligBis). */
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** What the row says besides number, waste, customer and site: the wish date, the status, the service due. */
  detail: (a: AuftragListeEintrag) => string;
};

/**
 * One of the disposer's work lists (issue 28): the count, the first orders with the answers of its
 * mail links (EntsorgerAktionen, also "Angebot abgeben"), and the order list filtered the same way.
 */
export const EntsorgerArbeitWidget = ({ id, titel, leerText, filter, sort, detail }: EntsorgerArbeitWidgetProps) => {
  const translate = useTranslate();
  const liste = useGetList<AuftragListeEintrag>('auftrag', { pagination: { page: 1, perPage: ZEILEN }, sort, filter }, EIGENE_FEHLER);
  return (
    <ArbeitsWidget
      id={id}
      titel={titel}
      abfrage={liste}
      anzahl={() => liste.total ?? 0}
      leerText={leerText}
      link={`${entsorgerAuftragPaths.list}?filter=${encodeURIComponent(JSON.stringify(filter))}`}
      linkText={translate('arbeit.alleAnzeigen')}
    >
      {(zeilen) =>
        (zeilen ?? []).map((a) => (
          <RecordContextProvider value={a} key={a.id}>
            <ListItem divider disableGutters sx={{ display: 'block', py: 1 }}>
              <MuiLink component={Link} to={entsorgerAuftragPaths.show(a.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {`${a.vorgangsnummer} · ${a.fraktion}`}
              </MuiLink>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[a.erzeugerName, a.anfallstelleName, detail(a)].filter(Boolean).join(' · ')}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <EntsorgerAktionen auftragId={a.id} version={a.status.type} kompakt />
              </Box>
            </ListItem>
          </RecordContextProvider>
        ))
      }
    </ArbeitsWidget>
  );
};
