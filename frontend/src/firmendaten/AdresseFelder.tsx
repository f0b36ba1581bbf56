import { TextInput } from 'react-admin';

/** The fields of a company site or an invoice address. */
export const AdresseFelder = () => (
  <>
    <TextInput source="name" label="firmendaten.feld.name" isRequired fullWidth />
    <TextInput source="strasse" label="firmendaten.feld.strasse" isRequired fullWidth />
    <TextInput source="adresszusatz" label="firmendaten.feld.adresszusatz" fullWidth />
    <TextInput source="plz" label="firmendaten.feld.plz" isRequired />
    <TextInput source="ort" label="firmendaten.feld.ort" isRequired fullWidth />
    <TextInput source="land" label="firmendaten.feld.land" fullWidth />
  </>
);
