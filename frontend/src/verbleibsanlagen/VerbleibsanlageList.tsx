import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { Box, Stack } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  TopToolbar,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { ZustandChip } from '../ui/ZustandChip';
import { AnlageFreigebenButton } from './AnlageFreigebenButton';
import { AnlageZusammenfuehrenButton } from './AnlageZusammenfuehrenButton';
import { verbleibsanlagenPaths } from './verbleibsanlagenPaths';
import { ZertifikatZelle } from './ZertifikatZelle';

const filter = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, Ort oder Entsorger" />,
  <NullableBooleanInput key="freigegeben" source="freigegeben" label="verbleibsanlagen.freigabe" alwaysOn />,
  <NullableBooleanInput key="abgelaufen" source="abgelaufen" label="verbleibsanlagen.abgelaufen" alwaysOn />,
];

/** /support/verbleibsanlagen: every disposal plant with approval and merge (spec § 2, VIEW_ALL_ABLAGEORT). */
export const VerbleibsanlageList = () => {
  const translate = useTranslate();
  const titel = translate('verbleibsanlagen.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  return (
    <List<Verbleibsanlage>
      resource={verbleibsanlagenPaths.resource}
      title={titel}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          {schmal && <FilterButton />}
          <CreateButton to={verbleibsanlagenPaths.neu} label="verbleibsanlagen.neu" />
        </TopToolbar>
      }
    >
      <ResponsiveList<Verbleibsanlage>
        link={(r) => verbleibsanlagenPaths.edit(String(r.id))}
        primaryText={(r) => r.name}
        secondaryText={(r) =>
          [r.entsorgerName, [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(' · ')
        }
        tertiaryText={(r) => (
          <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
            <ZertifikatZelle anlage={r} />
            <ZustandChip zustand={r.freigegeben ? 'freigegeben' : 'nichtFreigegeben'} />
          </Stack>
        )}
        aktionen={(r) => (
          <>
            {!r.freigegeben && <AnlageFreigebenButton anlage={r} />}
            <AnlageZusammenfuehrenButton anlage={r} />
          </>
        )}
      >
        <Datagrid bulkActionButtons={false} rowClick={(id) => verbleibsanlagenPaths.edit(String(id))}>
          <TextField source="name" label="verbleibsanlagen.name" />
          <TextField source="entsorgerName" label="verbleibsanlagen.entsorger" sortBy="entsorgerName" emptyText="–" />
          <FunctionField<Verbleibsanlage>
            source="ort"
            label="verbleibsanlagen.adresse"
            render={(r) => [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '–'}
          />
          <FunctionField<Verbleibsanlage>
            source="zertifikatGueltigBis"
            label="verbleibsanlagen.zertifikat"
            render={(r) => <ZertifikatZelle anlage={r} />}
          />
          <FunctionField<Verbleibsanlage>
            source="freigegeben"
            label="verbleibsanlagen.freigabe"
            render={(r) =>
              r.freigegeben ? (
                <ZustandChip zustand="freigegeben" />
              ) : (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <ZustandChip zustand="nichtFreigegeben" />
                  <AnlageFreigebenButton anlage={r} />
                </Box>
              )
            }
          />
          <FunctionField<Verbleibsanlage> label="verbleibsanlagen.aktion" render={(r) => <AnlageZusammenfuehrenButton anlage={r} />} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
