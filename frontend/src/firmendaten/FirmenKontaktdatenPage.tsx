import { firmenKontaktdatenSchema } from '@abfallportal/common/firmendaten';
import { DatenFormular, type Feld } from './DatenFormular';
import { firmendatenApi } from './firmendatenApi';

const FELDER: Feld[] = [
  { name: 'telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'fax', type: 'tel' },
  { name: 'supportEmail', type: 'email', autoComplete: 'email' },
  { name: 'rechnungsEmail', type: 'email' },
];

/** /firmendaten/kontaktdaten: phone, fax, support and invoice e-mail of the company. */
export const FirmenKontaktdatenPage = () => (
  <DatenFormular
    queryKey="firmenKontaktdaten"
    laden={firmendatenApi.kontaktdaten}
    speichern={firmendatenApi.kontaktdatenSpeichern}
    schema={firmenKontaktdatenSchema}
    felder={FELDER}
  />
);
