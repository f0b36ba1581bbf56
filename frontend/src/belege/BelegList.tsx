import { BELEG_STATUS, BELEG_STATUS_TEXT, BELEG_TYP_TEXT, BELEG_TYPEN, type BelegListeEintrag } from '@abfallportal/common/beleg';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formatDatum, formatEuro } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { belegeApi } from './belegeApi';
import { belegPaths } from './belegPaths';

const STATUS_AUSWAHL = BELEG_STATUS.map((s) => ({ id: s, name: BELEG_STATUS_TEXT[s] }));
const TYP_AUSWAHL = BELEG_TYPEN.map((t) => ({ id: t, name: BELEG_TYP_TEXT[t] }));

/**
 * The list filters (spec § 2: status, type, disposer, producer, period). Disposer and producer are
 * name pickers over the disposers and producers of the receipts the user sees (GET /rechnungen/filterOptionen).
 */
const useFilter = () => {
  const optionen = useQuery({ queryKey: ['rechnungen', 'filterOptionen'], queryFn: belegeApi.filterOptionen, staleTime: 60_000 });
  const entsorger = optionen.data?.entsorger ?? [];
  const erzeuger = optionen.data?.erzeuger ?? [];
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="belege.filter.status" choices={STATUS_AUSWAHL} alwaysOn />,
    <SelectInput key="typ" source="typ" label="belege.filter.typ" choices={TYP_AUSWAHL} alwaysOn />,
    <AutocompleteInput
      key="entsorgerId"
      source="entsorgerId"
      label="belege.filter.entsorger"
      choices={entsorger}
      isPending={optionen.isPending}
      sx={{ minWidth: 240 }}
    />,
    // A producer's user sees only its own producer: the picker would offer one name.
    ...(erzeuger.length > 1
      ? [
          <AutocompleteInput
            key="erzeugerId"
            source="erzeugerId"
            label="belege.filter.erzeuger"
            choices={erzeuger}
            isPending={optionen.isPending}
            sx={{ minWidth: 240 }}
          />,
        ]
      : []),
    <DateInput key="von" source="von" label="belege.filter.von" />,
    <DateInput key="bis" source="bis" label="belege.filter.bis" />,
  ];
};

/** /rechnungen "Belege" (spec § 2): receipts with search and filters (status, type, disposer, producer, period). */
export const BelegList = () => {
  const translate = useTranslate();
  const titel = translate('belege.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  const filter = useFilter();
  const keine = <Typography sx={{ p: 2 }}>{translate('belege.liste.keine')}</Typography>;
  return (
    <List<BelegListeEintrag>
      resource={belegPaths.resource}
      title={titel}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'erfasstAm', order: 'DESC' }}
      perPage={25}
      empty={false}
      // Exports come with the export slice (issue 20), not as react-admin's CSV button.
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <ResponsiveList<BelegListeEintrag>
        link={(r) => belegPaths.show(String(r.id))}
        primaryText={(r) => `${BELEG_TYP_TEXT[r.typ]} ${r.nummer ?? ''} · ${formatEuro(r.summe)}`}
        secondaryText={(r) => [formatDatum(r.datum, '–'), r.entsorgerName, r.anfallstelleName].filter(Boolean).join(' · ')}
        tertiaryText={(r) => [BELEG_STATUS_TEXT[r.status], r.vorgangsnummern.join(', ')].filter(Boolean).join(' · ')}
        leer={keine}
      >
        <Datagrid rowClick={(id) => belegPaths.show(String(id))} bulkActionButtons={false} empty={keine}>
          <FunctionField<BelegListeEintrag> source="datum" label="belege.feld.datum" render={(r) => formatDatum(r.datum, '–')} />
          <FunctionField<BelegListeEintrag> source="typ" label="belege.feld.typ" render={(r) => BELEG_TYP_TEXT[r.typ]} />
          <TextField source="nummer" label="belege.feld.nummer" emptyText="–" />
          <TextField source="entsorgerName" label="belege.feld.entsorger" />
          <TextField source="erzeugerName" label="belege.feld.erzeuger" />
          <TextField source="anfallstelleName" label="belege.feld.anfallstelle" sortable={false} emptyText="–" />
          <FunctionField<BelegListeEintrag>
            label="belege.feld.auftraege"
            sortable={false}
            render={(r) => r.vorgangsnummern.join(', ') || '–'}
          />
          <FunctionField<BelegListeEintrag> source="summe" label="belege.feld.summe" render={(r) => formatEuro(r.summe)} />
          <FunctionField<BelegListeEintrag> source="status" label="belege.feld.status" render={(r) => BELEG_STATUS_TEXT[r.status]} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
