import type { OffeneAuftraegeAntwort } from '@abfallportal/common/auftragOffen';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { adminAuftragPaths, auftragPaths, faelligkeit } from '../auftraege';
import { apiFetch } from '../providers/apiFetch';
import { ArbeitsWidget } from './ArbeitsWidget';
import { ArbeitsZeile } from './ArbeitsZeile';

/** GET /api/v1/auftrag/offen, default order: the most urgent first (dueInDays, spec § 4). */
const ERSTE = { page: 1, pageSize: 5 };

/** Staff: the open orders of every producer by urgency; the work is done on /admin/auftraege. */
export const OffeneAuftraegeWidget = () => {
  const translate = useTranslate();
  const offen = useQuery({
    queryKey: ['auftrag', 'offen', ERSTE],
    queryFn: () => apiFetch<OffeneAuftraegeAntwort>('/api/v1/auftrag/offen', { query: ERSTE }),
    meta: { eigeneFehler: true },
  });
  return (
    <ArbeitsWidget
      id="widget-offene-auftraege"
      titel={translate('arbeit.personal.offeneAuftraege')}
      abfrage={offen}
      anzahl={(d) => d.gesamt}
      leerText={translate('arbeit.personal.keineOffenenAuftraege')}
      link={adminAuftragPaths.offen}
      linkText={translate('arbeit.personal.zuDenOffenenAuftraegen')}
    >
      {(d) =>
        d.eintraege.map((a) => {
          const faellig = faelligkeit(a.dueInDays);
          // "seit 2 Tagen überfällig" says it already; the others read "fällig heute", "fällig in 3 Tagen".
          const wann =
            faellig && (a.dueInDays ?? 0) < 0
              ? faellig.text
              : faellig
                ? translate('arbeit.personal.faellig', { wann: faellig.text })
                : null;
          return (
            <ArbeitsZeile
              key={a.id}
              to={auftragPaths.show(a.erzeugerId, a.id)}
              primary={`${a.vorgangsnummer} · ${a.erzeugerName}`}
              secondary={[AUFTRAG_STATUS_TEXT[a.status.type], wann, a.urgent ? translate('auftraege.liste.dringend') : null]
                .filter(Boolean)
                .join(' · ')}
            />
          );
        })
      }
    </ArbeitsWidget>
  );
};
