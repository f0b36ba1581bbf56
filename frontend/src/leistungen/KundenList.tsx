import type { EntsorgerKunde } from '@abfallportal/common/leistung';
import { Typography } from '@mui/material';
import { BooleanField, Datagrid, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { ResponsiveList } from '../ui/schmal';
import { AktivChip } from '../ui/ZustandChip';
import { leistungenPaths } from './leistungenPaths';
import { useEntsorgerBereich } from './useEntsorgerBereich';

/** kunden (title 'Kunden'): the producers with a customer number at this disposer (spec § 2). */
export const KundenList = () => {
  const translate = useTranslate();
  const { entsorgerId } = useEntsorgerBereich();
  usePageTitle(translate('leistungen.kunden.titel'));
  if (entsorgerId === undefined) return null;
  const leer = <Typography sx={{ p: 2 }}>{translate('leistungen.kunden.keine')}</Typography>;
  return (
    <List<EntsorgerKunde>
      resource={leistungenPaths.kundenResource(entsorgerId)}
      title={false}
      disableSyncWithLocation
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('leistungen.kunden.suche')} />]}
      sort={{ field: 'erzeugerName', order: 'ASC' }}
      perPage={25}
      actions={false}
      empty={false}
    >
      <ResponsiveList<EntsorgerKunde>
        primaryText={(r) => r.erzeugerName}
        secondaryText={(r) => [r.kundennummer, r.ort].filter(Boolean).join(' · ')}
        tertiaryText={(r) => <AktivChip aktiv={r.aktiv} />}
        leer={leer}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={leer}>
          <TextField source="erzeugerName" label="leistungen.feld.erzeuger" />
          <TextField source="kundennummer" label="leistungen.kunden.kundennummer" />
          <TextField source="ort" label="leistungen.kunden.ort" />
          <NumberField source="leistungen" label="leistungen.kunden.leistungen" sortable={false} />
          <BooleanField source="aktiv" label="leistungen.kunden.aktiv" sortable={false} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
