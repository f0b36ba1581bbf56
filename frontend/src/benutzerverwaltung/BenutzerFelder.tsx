import { NumberInput, SelectInput, TextInput } from 'react-admin';

const ANREDE_AUSWAHL = [
  { id: '', name: 'benutzerverwaltung.anrede.keine' },
  { id: 'FRAU', name: 'benutzerverwaltung.anrede.FRAU' },
  { id: 'HERR', name: 'benutzerverwaltung.anrede.HERR' },
];

/** The contact fields, the order value limit and the signature addition of create and edit. */
export const BenutzerFelder = ({ istInhaber = false }: { istInhaber?: boolean }) => (
  <>
    <SelectInput source="anrede" label="benutzerverwaltung.feld.anrede" choices={ANREDE_AUSWAHL} emptyValue="" parse={(v: string) => v} />
    <TextInput source="vorname" label="benutzerverwaltung.feld.vorname" isRequired />
    <TextInput source="nachname" label="benutzerverwaltung.feld.nachname" isRequired />
    <TextInput source="email" label="benutzerverwaltung.feld.email" isRequired />
    <TextInput source="telefon" label="benutzerverwaltung.feld.telefon" />
    {istInhaber ? null : (
      <NumberInput
        source="bestellwertGrenze"
        label="benutzerverwaltung.feld.bestellwertGrenze"
        helperText="benutzerverwaltung.hilfe.bestellwertGrenze"
        min={0}
        step={0.01}
      />
    )}
    <TextInput source="unterschriftZusatz" label="benutzerverwaltung.feld.unterschriftZusatz" multiline />
  </>
);
