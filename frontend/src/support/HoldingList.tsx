import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { Typography } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, NumberField, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { ResponsiveList } from '../ui/schmal';
import { supportPaths } from './supportPaths';

/** /support/holding (spec § 2 support tabs): the HOLDING and GRUPPIERUNG producers; a row opens the form. */
export const HoldingList = () => {
  const translate = useTranslate();
  const titel = translate('support.holding.titel');
  usePageTitle(titel);
  const leer = <Typography sx={{ p: 2 }}>{translate('support.holding.keine')}</Typography>;
  return (
    <List<ErzeugerListeEintrag>
      resource="erzeuger"
      title={titel}
      storeKey="erzeuger.holding"
      filter={{ statistics: true, typ: ['HOLDING', 'GRUPPIERUNG'] }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton to={supportPaths.erzeugerNeu} label="support.formular.neu" />
        </TopToolbar>
      }
    >
      <ResponsiveList<ErzeugerListeEintrag>
        link={(r) => supportPaths.erzeugerEdit(String(r.id))}
        primaryText={(r) => r.name}
        secondaryText={(r) => [translate(`support.typ.${r.typ}`), r.ort].filter(Boolean).join(' · ')}
        leer={leer}
      >
        <Datagrid bulkActionButtons={false} rowClick={(id) => supportPaths.erzeugerEdit(String(id))} empty={leer}>
          <TextField source="name" label="support.erzeuger.name" />
          <FunctionField<ErzeugerListeEintrag>
            source="typ"
            label="support.erzeuger.typ"
            sortable={false}
            render={(r) => translate(`support.typ.${r.typ}`)}
          />
          <TextField source="ort" label="support.erzeuger.ort" />
          <NumberField source="anzahlBenutzer" label="support.erzeuger.anzahlBenutzer" locales="de-DE" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
