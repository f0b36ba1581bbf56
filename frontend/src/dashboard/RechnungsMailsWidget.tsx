import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDatumZeit } from '../format/format';
import { rechnungsEingangApi, rechnungsEingangPaths } from '../rechnungsEingang';
import { ArbeitsWidget } from './ArbeitsWidget';
import { ArbeitsZeile } from './ArbeitsZeile';

const ZEILEN = 3;

/** Staff: the invoice e-mail attachments waiting to be released (GET /api/v1/rechnungen/emails); released on /rechnungen/emails. */
export const RechnungsMailsWidget = () => {
  const translate = useTranslate();
  const mails = useQuery({ queryKey: ['rechnungen', 'emails'], queryFn: rechnungsEingangApi.liste, meta: { eigeneFehler: true } });
  return (
    <ArbeitsWidget
      id="widget-rechnungs-mails"
      titel={translate('arbeit.personal.rechnungsMails')}
      abfrage={mails}
      anzahl={(d) => d.length}
      leerText={translate('arbeit.personal.keineRechnungsMails')}
      link={rechnungsEingangPaths.emails}
      linkText={translate('arbeit.personal.zumEmailImport')}
    >
      {(d) =>
        d
          .slice(0, ZEILEN)
          .map((m) => (
            <ArbeitsZeile
              key={m.id}
              to={rechnungsEingangPaths.emails}
              primary={m.betreff ?? m.dateiName}
              secondary={[m.absender, m.empfangenAm ? formatDatumZeit(m.empfangenAm) : null, m.dateiName].filter(Boolean).join(' · ')}
            />
          ))
      }
    </ArbeitsWidget>
  );
};
