import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { BooleanInput, SearchInput, SelectArrayInput, TextInput } from 'react-admin';
import { DatumFilterInput } from './DatumFilterInput';
import { statusText } from './statusText';

const STATUS_AUSWAHL = AUFTRAG_STATUS.map((status) => ({ id: status, name: statusText(status) }));

/**
 * The list filters of spec § 2: full text, date range, status, order number. The date range sits behind
 * "Filter hinzufügen": each mounted date field forces a synchronous layout while the list first renders
 * (measured with test/bench/ersterAufruf.bench.ts, issue 19).
 */
export const auftragFilterInputs = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DatumFilterInput key="von" source="von" label="auftraege.filter.von" />,
  <DatumFilterInput key="bis" source="bis" label="auftraege.filter.bis" />,
  <SelectArrayInput
    key="status"
    source="status"
    label="auftraege.filter.status"
    choices={STATUS_AUSWAHL}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
  <TextInput key="vorgangsnummer" source="vorgangsnummer" label="auftraege.filter.vorgangsnummer" alwaysOn />,
  <BooleanInput key="meineAufgaben" source="meineAufgaben" label="auftraege.filter.meineAufgaben" alwaysOn />,
  <BooleanInput key="zurFreigabe" source="zurFreigabe" label="auftraege.filter.zurFreigabe" />,
];
