import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT, type BelegListeEintrag } from '@abfallportal/common/beleg';
import { useGetList, useTranslate } from 'react-admin';
import { belegPaths } from '../belege';
import { formatDatum } from '../format/format';
import { ArbeitsWidget } from './ArbeitsWidget';
import { ArbeitsZeile } from './ArbeitsZeile';

const ZEILEN = 5;
const EIGENE_FEHLER = { meta: { eigeneFehler: true } };
const seite = (status: 'ZUGEORDNET' | 'ERFASST') => ({
  pagination: { page: 1, perPage: ZEILEN },
  sort: { field: 'erfasstAm', order: 'ASC' as const },
  filter: { status },
});

/**
 * Staff: the receipts waiting for the check of spec § 5 — assigned ones first (ready to check), then
 * the captured ones still to be assigned, oldest first; the work is done on /rechnungen/:id.
 */
export const BelegePruefenWidget = () => {
  const translate = useTranslate();
  const zugeordnet = useGetList<BelegListeEintrag>(belegPaths.resource, seite('ZUGEORDNET'), EIGENE_FEHLER);
  const erfasst = useGetList<BelegListeEintrag>(belegPaths.resource, seite('ERFASST'), EIGENE_FEHLER);
  // One state for both lists: loading or failed while either is.
  const beide = zugeordnet.isSuccess ? erfasst : zugeordnet;
  return (
    <ArbeitsWidget
      id="widget-belege"
      titel={translate('arbeit.personal.belege')}
      abfrage={beide}
      anzahl={() => (zugeordnet.total ?? 0) + (erfasst.total ?? 0)}
      leerText={translate('arbeit.personal.keineBelege')}
      link={`${belegPaths.list()}?filter=${encodeURIComponent(JSON.stringify({ status: 'ZUGEORDNET' }))}`}
      linkText={translate('arbeit.personal.zuDenBelegen')}
    >
      {() =>
        [...(zugeordnet.data ?? []), ...(erfasst.data ?? [])]
          .slice(0, ZEILEN)
          .map((b) => (
            <ArbeitsZeile
              key={b.id}
              to={belegPaths.show(b.id)}
              primary={`${BELEG_TYP_TEXT[b.typ]} ${b.nummer ?? ''}`.trim()}
              secondary={[BELEG_STATUS_TEXT[b.status], b.entsorgerName, b.erzeugerName, formatDatum(b.datum)].filter(Boolean).join(' · ')}
            />
          ))
      }
    </ArbeitsWidget>
  );
};
