import type { StammdatenZeile } from '@abfallportal/common/stammdaten';
import { BooleanInput, NumberInput, required, SelectInput, TextInput, useGetList } from 'react-admin';
import { STAMMDATEN_FELDER, type FeldDefinition } from './stammdatenFelder';
import type { StammdatenOrt } from './stammdatenPaths';
import { stammdatenPaths } from './stammdatenPaths';

const VERFAHRENSARTEN = [
  { id: 'Verwertung', name: 'stammdaten.verfahrensart.Verwertung' },
  { id: 'Beseitigung', name: 'stammdaten.verfahrensart.Beseitigung' },
];

/** Containers name their category by name (as price agreements do): the choice offers the current categories. */
const KategorieInput = ({ feld }: { feld: FeldDefinition }) => {
  const { data = [] } = useGetList<StammdatenZeile>(stammdatenPaths.resource('behaelterkategorien'), {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const choices = data.map((k) => ({ id: String(k.name), name: String(k.name) }));
  return (
    <SelectInput
      source={feld.source}
      label={`stammdaten.feld.${feld.source}`}
      choices={choices}
      validate={required()}
      translateChoice={false}
    />
  );
};

const eingabe = (feld: FeldDefinition) => {
  const props = { source: feld.source, label: `stammdaten.feld.${feld.source}`, validate: feld.pflicht ? required() : undefined };
  switch (feld.art) {
    case 'langtext':
      return <TextInput key={feld.source} {...props} multiline minRows={2} fullWidth />;
    case 'zahl':
      return <NumberInput key={feld.source} {...props} step="any" />;
    case 'ganzzahl':
      return <NumberInput key={feld.source} {...props} step={1} />;
    case 'bool':
      return <BooleanInput key={feld.source} source={feld.source} label={props.label} />;
    case 'kategorie':
      return <KategorieInput key={feld.source} feld={feld} />;
    case 'verfahrensart':
      return <SelectInput key={feld.source} {...props} choices={VERFAHRENSARTEN} />;
    default:
      return <TextInput key={feld.source} {...props} fullWidth />;
  }
};

/** The inputs of one type, from its field table. */
export const StammdatenFormFelder = ({ ort }: { ort: StammdatenOrt }) => <>{STAMMDATEN_FELDER[ort.typ].map(eingabe)}</>;
