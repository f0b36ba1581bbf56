import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { useTranslate } from 'react-admin';
import { faelligkeit } from '../auftraege';
import { formatDatum } from '../format/format';
import { EntsorgerArbeitWidget } from './EntsorgerArbeitWidget';
import { leistungstag, tageBis } from './leistungstag';
import type { DashboardWidget } from './dashboardWidgets';

/** Services due today and tomorrow (Berlin days); one whose day has passed is still owed. */
const BIS_MORGEN = 1;

/** The disposer's dashboard (issue 28): new requests to quote, orders to confirm, services due. */
export const EntsorgerDashboard = ({ widgets }: { widgets: readonly DashboardWidget[] }) => {
  const translate = useTranslate();
  const wunsch = (a: AuftragListeEintrag) =>
    a.wunschLiefertermin ? translate('arbeit.entsorger.wunschtermin', { datum: formatDatum(a.wunschLiefertermin) }) : '';
  const faellig = (a: AuftragListeEintrag) => {
    const leistung = leistungstag(a);
    if (!leistung) return AUFTRAG_STATUS_TEXT[a.status.type];
    const wann = faelligkeit(tageBis(heuteInBerlin(new Date()), leistung.tag))?.text ?? '';
    return `${translate(`arbeit.entsorger.leistung.${leistung.art}`)} ${wann} (${formatDatum(leistung.tag)})`;
  };
  return (
    <>
      {widgets.includes('entsorgerAnfragen') && (
        <EntsorgerArbeitWidget
          id="widget-anfragen"
          titel={translate('arbeit.entsorger.anfragen')}
          leerText={translate('arbeit.entsorger.keineAnfragen')}
          filter={{ zuBeantworten: true }}
          sort={{ field: 'erstelltAm', order: 'DESC' }}
          detail={(a) => [`${a.anzahl} × ${a.behaelter}`, wunsch(a)].filter(Boolean).join(' · ')}
        />
      )}
      {widgets.includes('entsorgerZuBestaetigen') && (
        <EntsorgerArbeitWidget
          id="widget-zu-bestaetigen"
          titel={translate('arbeit.entsorger.zuBestaetigen')}
          leerText={translate('arbeit.entsorger.nichtsZuBestaetigen')}
          filter={{ zuBestaetigen: true }}
          sort={{ field: 'wunschLiefertermin', order: 'ASC' }}
          detail={(a) => [AUFTRAG_STATUS_TEXT[a.status.type], wunsch(a)].filter(Boolean).join(' · ')}
        />
      )}
      {widgets.includes('entsorgerFaellig') && (
        <EntsorgerArbeitWidget
          id="widget-faellig"
          titel={translate('arbeit.entsorger.faellig')}
          leerText={translate('arbeit.entsorger.nichtsFaellig')}
          filter={{ leistungFaelligBis: BIS_MORGEN }}
          sort={{ field: 'wunschLiefertermin', order: 'ASC' }}
          detail={faellig}
        />
      )}
    </>
  );
};
