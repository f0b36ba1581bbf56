import { BELEG_STATUS, BELEG_STATUS_TEXT, BELEG_TYP_TEXT, BELEG_TYPEN, type BelegListeEintrag } from '@abfallportal/common/beleg';
import { Typography } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, NumberInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { formatDatum, formatEuro } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { belegPaths } from './belegPaths';

const filter = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={BELEG_STATUS.map((s) => ({ id: s, name: BELEG_STATUS_TEXT[s] }))}
    alwaysOn
  />,
  <SelectInput key="typ" source="typ" label="Belegart" choices={BELEG_TYPEN.map((t) => ({ id: t, name: BELEG_TYP_TEXT[t] }))} alwaysOn />,
  <NumberInput key="entsorgerId" source="entsorgerId" label="Entsorger-Nr." />,
  <NumberInput key="erzeugerId" source="erzeugerId" label="Erzeuger-Nr." />,
  <DateInput key="von" source="von" label="Belegdatum ab" />,
  <DateInput key="bis" source="bis" label="Belegdatum bis" />,
];

/** /rechnungen "Belege" (spec § 2): receipts with search and filters (status, type, disposer, producer, period). */
export const BelegList = () => {
  usePageTitle('Belege');
  const schmal = useSchmal();
  return (
    <List<BelegListeEintrag>
      resource={belegPaths.resource}
      title="Belege"
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'erfasstAm', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <ResponsiveList<BelegListeEintrag>
        link={(r) => belegPaths.show(String(r.id))}
        primaryText={(r) => `${BELEG_TYP_TEXT[r.typ]} ${r.nummer ?? ''} · ${formatEuro(r.summe)}`}
        secondaryText={(r) => [formatDatum(r.datum, '–'), r.entsorgerName, r.anfallstelleName].filter(Boolean).join(' · ')}
        tertiaryText={(r) => [BELEG_STATUS_TEXT[r.status], r.vorgangsnummern.join(', ')].filter(Boolean).join(' · ')}
        leer={<Typography sx={{ p: 2 }}>Keine Belege gefunden.</Typography>}
      >
        <Datagrid
          rowClick={(id) => belegPaths.show(String(id))}
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>Keine Belege gefunden.</Typography>}
        >
          <FunctionField<BelegListeEintrag> source="datum" label="Datum" render={(r) => formatDatum(r.datum, '–')} />
          <FunctionField<BelegListeEintrag> source="typ" label="Belegart" render={(r) => BELEG_TYP_TEXT[r.typ]} />
          <TextField source="nummer" label="Nummer" emptyText="–" />
          <TextField source="entsorgerName" label="Entsorger" />
          <TextField source="erzeugerName" label="Erzeuger" />
          <TextField source="anfallstelleName" label="Anfallstelle" sortable={false} emptyText="–" />
          <FunctionField<BelegListeEintrag> label="Aufträge" sortable={false} render={(r) => r.vorgangsnummern.join(', ') || '–'} />
          <FunctionField<BelegListeEintrag> source="summe" label="Summe" render={(r) => formatEuro(r.summe)} />
          <FunctionField<BelegListeEintrag> source="status" label="Status" render={(r) => BELEG_STATUS_TEXT[r.status]} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
