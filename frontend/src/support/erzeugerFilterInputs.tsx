import { ERZEUGER_TYPEN } from '@abfallportal/common/permissions';
import { SearchInput, SelectInput } from 'react-admin';

const TYP_AUSWAHL = ERZEUGER_TYPEN.map((typ) => ({ id: typ, name: `support.typ.${typ}` }));
const FREIGABE_AUSWAHL = [
  { id: 'true', name: 'support.erzeuger.freigegeben' },
  { id: 'false', name: 'support.erzeuger.nichtFreigegeben' },
];

/** Search over name and city, the producer type and the approval (the server takes a boolean). */
export const erzeugerFilterInputs = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="typ" source="typ" label="support.erzeuger.typ" choices={TYP_AUSWAHL} alwaysOn sx={{ minWidth: 160 }} />,
  <SelectInput
    key="freigegeben"
    source="freigegeben"
    label="support.erzeuger.freigabe"
    choices={FREIGABE_AUSWAHL}
    format={(v: unknown) => (typeof v === 'boolean' ? String(v) : '')}
    parse={(v: string) => (v === '' ? undefined : v === 'true')}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
];
