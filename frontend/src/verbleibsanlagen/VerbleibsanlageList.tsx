import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { Box, Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  TopToolbar,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
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
  return (
    <List<Verbleibsanlage>
      resource={verbleibsanlagenPaths.resource}
      title={titel}
      filters={filter}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton to={verbleibsanlagenPaths.neu} label="verbleibsanlagen.neu" />
        </TopToolbar>
      }
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
              <Chip size="small" color="success" label={translate('verbleibsanlagen.freigegeben')} />
            ) : (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {/* Orange text on white misses WCAG contrast: the warning colour marks the border only. */}
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ borderColor: 'warning.main' }}
                  label={translate('verbleibsanlagen.nichtFreigegeben')}
                />
                <AnlageFreigebenButton anlage={r} />
              </Box>
            )
          }
        />
        <FunctionField<Verbleibsanlage> label="verbleibsanlagen.aktion" render={(r) => <AnlageZusammenfuehrenButton anlage={r} />} />
      </Datagrid>
    </List>
  );
};
