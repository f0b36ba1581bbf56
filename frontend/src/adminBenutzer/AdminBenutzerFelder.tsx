import { PERSONAL_BERECHTIGUNGEN, PERSONAL_ROLLEN } from '@abfallportal/common/adminBenutzer';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import type { ChangeEvent } from 'react';
import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import type { ErzeugerAuswahl } from '@abfallportal/common/erzeugerWire';
import { ErzeugerAutocomplete } from '../ui/ErzeugerAutocomplete';

const ANREDE_AUSWAHL = [
  { id: '', name: 'benutzerverwaltung.anrede.keine' },
  { id: 'FRAU', name: 'benutzerverwaltung.anrede.FRAU' },
  { id: 'HERR', name: 'benutzerverwaltung.anrede.HERR' },
];
const ROLLEN_AUSWAHL = PERSONAL_ROLLEN.map((r) => ({ id: r, name: `benutzerverwaltung.rolle.${r}` }));
const BERECHTIGUNG_AUSWAHL = PERSONAL_BERECHTIGUNGEN.map((b) => ({ id: b, name: `adminBenutzer.berechtigung.${b}` }));

/** The default client (spec § 6): the producer whose perspective the account's sessions start in. */
const StandardErzeugerInput = () => {
  const translate = useTranslate();
  const { field } = useController<Record<string, unknown>>({ name: 'standardErzeuger', defaultValue: null });
  // The server names its refusal after the form field it reads (`standardErzeugerId`).
  const fehler = useFormContext().formState.errors.standardErzeugerId?.message;
  return (
    <ErzeugerAutocomplete
      value={(field.value as ErzeugerAuswahl | null) ?? null}
      onChange={(e) => field.onChange(e)}
      label={translate('adminBenutzer.standardErzeuger')}
      error={fehler !== undefined}
      helperText={typeof fehler === 'string' ? fehler : translate('adminBenutzer.hilfe.standardErzeuger')}
    />
  );
};

/** The fields of a staff account; choosing a role fills in its template, which can then be edited. */
export const AdminBenutzerFelder = ({ eigenesKonto = false }: { eigenesKonto?: boolean }) => {
  const { setValue } = useFormContext();
  return (
    <>
      <SelectInput source="anrede" label="benutzerverwaltung.feld.anrede" choices={ANREDE_AUSWAHL} emptyValue="" parse={(v: string) => v} />
      <TextInput source="vorname" label="benutzerverwaltung.feld.vorname" isRequired />
      <TextInput source="nachname" label="benutzerverwaltung.feld.nachname" isRequired />
      <TextInput source="email" label="benutzerverwaltung.feld.email" isRequired />
      <TextInput source="telefon" label="benutzerverwaltung.feld.telefon" />
      <SelectInput
        source="rolle"
        label="benutzerverwaltung.feld.rolle"
        choices={ROLLEN_AUSWAHL}
        onChange={(e: ChangeEvent<HTMLInputElement> | RaRecord) => {
          const rolle: unknown = 'target' in e ? (e as ChangeEvent<HTMLInputElement>).target.value : undefined;
          if (rolle === 'ADMIN' || rolle === 'SUPPORT') setValue('berechtigungen', [...ROLLEN_VORLAGEN[rolle]], { shouldDirty: true });
        }}
      />
      <BooleanInput
        source="aktiv"
        label="benutzerverwaltung.feld.aktiv"
        disabled={eigenesKonto}
        helperText={eigenesKonto ? 'adminBenutzer.eigenesKonto' : false}
      />
      <StandardErzeugerInput />
      <CheckboxGroupInput
        source="berechtigungen"
        label="benutzerverwaltung.feld.berechtigungen"
        helperText="adminBenutzer.hilfe.berechtigungen"
        choices={BERECHTIGUNG_AUSWAHL}
        row={false}
      />
    </>
  );
};
