import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { SearchInput, SelectArrayInput, TextInput } from 'react-admin';
import { statusText } from './statusText';

const STATUS_AUSWAHL = AUFTRAG_STATUS.map((status) => ({ id: status, name: statusText(status) }));

/** The disposer's filters: full text, status, order number; on a phone all behind the filter button. */
export const entsorgerAuftragFilterInputs = (schmal: boolean) => [
  <SearchInput key="q" source="q" alwaysOn={!schmal} />,
  <SelectArrayInput
    key="status"
    source="status"
    label="auftraege.filter.status"
    choices={STATUS_AUSWAHL}
    alwaysOn={!schmal}
    sx={{ minWidth: 200 }}
  />,
  <TextInput key="vorgangsnummer" source="vorgangsnummer" label="auftraege.filter.vorgangsnummer" alwaysOn={!schmal} />,
];
