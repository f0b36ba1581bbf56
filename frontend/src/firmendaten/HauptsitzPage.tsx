import { firmenhauptsitzSchema } from '@abfallportal/common/firmendaten';
import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { DatenFormular, type Feld } from './DatenFormular';
import { firmendatenApi } from './firmendatenApi';
import { LogoFeld } from './LogoFeld';

const FELDER: Feld[] = [
  { name: 'strasse', autoComplete: 'address-line1', required: true },
  { name: 'adresszusatz', autoComplete: 'address-line2' },
  { name: 'plz', autoComplete: 'postal-code', required: true },
  { name: 'ort', autoComplete: 'address-level2', required: true },
  { name: 'land', autoComplete: 'country-name', required: true },
  { name: 'ustId' },
  { name: 'bestellUnterschrift', multiline: true },
];

/** /firmendaten/firmenhauptsitz: the head office; the company name is shown, support changes it. */
export const HauptsitzPage = () => {
  const translate = useTranslate();
  const daten = useQuery({ queryKey: ['firmenhauptsitz'], queryFn: firmendatenApi.hauptsitz });
  return (
    <>
      <TextField
        label={translate('firmendaten.feld.name')}
        value={daten.data?.name ?? ''}
        disabled
        fullWidth
        sx={{ maxWidth: 560, mb: 2 }}
      />
      {daten.data ? <LogoFeld logoUrl={daten.data.logoUrl} firmenname={daten.data.name} /> : null}
      <DatenFormular
        queryKey="firmenhauptsitz"
        laden={firmendatenApi.hauptsitz}
        speichern={firmendatenApi.hauptsitzSpeichern}
        schema={firmenhauptsitzSchema}
        felder={FELDER}
      />
    </>
  );
};
