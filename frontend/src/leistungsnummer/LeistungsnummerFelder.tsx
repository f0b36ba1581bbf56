import { AUFTRAGSARTEN } from '@abfallportal/common/auftrag';
import { BUNDESLAENDER, leistungsnummerSchema } from '@abfallportal/common/leistungsnummer';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatEinheiten } from '../format/format';
import { feldFehler } from '../ui/feldFehler';
import { leistungsnummerApi } from './leistungsnummerApi';

/** The form checks with the server's schema, so both show the same German messages. */
export const validateLeistungsnummer = (values: Record<string, unknown>): Record<string, string> => {
  const result = leistungsnummerSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};

const behaelterName = (b: { name: string }) => formatEinheiten(b.name);

/** Every field of a service number (spec § 3); the container list narrows to the chosen category. */
export const LeistungsnummerFelder = () => {
  const translate = useTranslate();
  const optionen = useQuery({ queryKey: ['leistungsnummerOptionen'], queryFn: leistungsnummerApi.optionen, staleTime: 5 * 60_000 });
  const kategorieId = useWatch({ name: 'behaelterkategorieId' }) as number | undefined;
  const kategorie = optionen.data?.behaelterkategorien.find((k) => k.id === kategorieId)?.name;
  const behaelter = (optionen.data?.behaeltertypen ?? []).filter((b) => kategorie === undefined || b.kategorie === kategorie);
  return (
    <>
      <TextInput source="nummer" label="leistungsnummer.feld.nummer" isRequired />
      <TextInput source="beschreibung" label="leistungsnummer.feld.beschreibung" isRequired fullWidth multiline />
      <AutocompleteInput
        source="abfallschluessel"
        label="leistungsnummer.feld.abfallschluessel"
        choices={optionen.data?.abfallschluessel ?? []}
        isRequired
        fullWidth
      />
      <SelectInput
        source="auftragsart"
        label="leistungsnummer.feld.auftragsart"
        choices={AUFTRAGSARTEN.map((a) => ({ id: a, name: translate(`auftraege.art.${a}`) }))}
        isRequired
      />
      <SelectInput
        source="behaelterkategorieId"
        label="leistungsnummer.feld.behaelterkategorie"
        choices={optionen.data?.behaelterkategorien ?? []}
        isRequired
      />
      <SelectInput
        source="behaeltertypId"
        label="leistungsnummer.feld.behaeltertyp"
        choices={behaelter}
        optionText={behaelterName}
        isRequired
      />
      <SelectInput
        source="ausnahmeBehaeltertypId"
        label="leistungsnummer.feld.ausnahmeBehaeltertyp"
        choices={optionen.data?.behaeltertypen ?? []}
        optionText={behaelterName}
        emptyText="leistungsnummer.keinAusnahmebehaelter"
      />
      <SelectInput
        source="bundesland"
        label="leistungsnummer.feld.bundesland"
        choices={BUNDESLAENDER.map((b) => ({ id: b, name: b }))}
        isRequired
      />
    </>
  );
};
