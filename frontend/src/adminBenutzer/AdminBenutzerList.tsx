import type { AdminBenutzer } from '@abfallportal/common/adminBenutzer';
import { PERSONAL_ROLLEN } from '@abfallportal/common/adminBenutzer';
import { Stack } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formatDatum } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { AktivChip } from '../ui/ZustandChip';
import { ProtokollButton } from '../stellvertretung';
import { adminBenutzerPaths } from './adminBenutzerPaths';

const filter = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name oder E-Mail" />,
  <SelectInput
    key="rolle"
    source="rolle"
    label="benutzerverwaltung.feld.rolle"
    choices={PERSONAL_ROLLEN.map((r) => ({ id: r, name: `benutzerverwaltung.rolle.${r}` }))}
    alwaysOn
  />,
  <NullableBooleanInput key="aktiv" source="aktiv" label="benutzerverwaltung.feld.aktiv" alwaysOn />,
];

/** /admin/benutzerverwaltung: the admin and support accounts (spec § 2, VIEW_ALL_USERS). */
export const AdminBenutzerList = () => {
  const translate = useTranslate();
  const titel = translate('adminBenutzer.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  return (
    <List<AdminBenutzer>
      resource={adminBenutzerPaths.resource}
      title={titel}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'nachname', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          {schmal && <FilterButton />}
          <CreateButton to={adminBenutzerPaths.neu} label="adminBenutzer.neu" />
        </TopToolbar>
      }
    >
      <ResponsiveList<AdminBenutzer>
        link={(r) => adminBenutzerPaths.edit(String(r.id))}
        primaryText={(r) => `${r.vorname} ${r.nachname}`}
        secondaryText={(r) => [r.email, translate(`benutzerverwaltung.rolle.${r.rolle}`)].join(' · ')}
        tertiaryText={(r) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <AktivChip aktiv={r.aktiv} />
            <span>{translate('karten.zugangsdatenGesendet', { datum: formatDatum(r.zugangsdatenGesendetAm, '–') })}</span>
          </Stack>
        )}
        aktionen={() => <ProtokollButton fuer="benutzer" />}
      >
        <Datagrid rowClick={(id) => adminBenutzerPaths.edit(String(id))} bulkActionButtons={false}>
          <FunctionField<AdminBenutzer>
            source="nachname"
            label="benutzerverwaltung.feld.name"
            render={(r) => `${r.vorname} ${r.nachname}`}
          />
          <TextField source="email" label="benutzerverwaltung.feld.email" />
          <FunctionField<AdminBenutzer>
            source="rolle"
            label="benutzerverwaltung.feld.rolle"
            render={(r) => translate(`benutzerverwaltung.rolle.${r.rolle}`)}
          />
          <FunctionField<AdminBenutzer>
            source="aktiv"
            label="benutzerverwaltung.feld.aktiv"
            render={(r) => <AktivChip aktiv={r.aktiv} />}
          />
          <FunctionField<AdminBenutzer>
            source="zugangsdatenGesendetAm"
            label="benutzerverwaltung.feld.zugangsdatenGesendetAm"
            render={(r) => formatDatum(r.zugangsdatenGesendetAm, '–')}
          />
          <ProtokollButton fuer="benutzer" label="protokoll.spalte" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
