import { ANFALLSTELLE_ARTEN, type Anfallstelle } from '@abfallportal/common/anfallstelle';
import PlaceIcon from '@mui/icons-material/Place';
import { Avatar, Box, Typography } from '@mui/material';
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
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { AktivChip } from '../ui/ZustandChip';
import { usePageTitle } from '../layout/usePageTitle';
import { AktivSchalter } from './AktivSchalter';
import { anfallstellenPaths } from './anfallstellenPaths';
import { useErzeugerId } from '../session/useErzeugerId';

const filter = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, Nummer oder Adresse" />,
  <SelectInput
    key="art"
    source="art"
    label="anfallstellen.feld.art"
    choices={ANFALLSTELLE_ARTEN.map((art) => ({ id: art, name: `anfallstellen.art.${art}` }))}
    alwaysOn
  />,
  <NullableBooleanInput key="aktiv" source="aktiv" label="anfallstellen.feld.aktiv" alwaysOn />,
];

/** Photo, name and number in one cell: what a person recognises a site by. */
const StelleZelle = ({ stelle }: { stelle: Anfallstelle }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
    <Avatar variant="rounded" src={stelle.bildUrl ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'action.hover' }}>
      <PlaceIcon color="action" />
    </Avatar>
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {stelle.name}
      </Typography>
      {stelle.nummer ? (
        <Typography variant="caption" color="text.secondary">
          {stelle.nummer}
        </Typography>
      ) : null}
    </Box>
  </Box>
);

/** /erzeuger/:erzeugerId/anfallstellen: the producer's sites (spec § 2). */
export const AnfallstelleList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('anfallstellen.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  if (erzeugerId === undefined) return null;
  return (
    <List<Anfallstelle>
      resource={anfallstellenPaths.listResource(erzeugerId)}
      title={titel}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          {schmal && <FilterButton />}
          <CreateButton to={anfallstellenPaths.neu(erzeugerId)} label="anfallstellen.neu" />
        </TopToolbar>
      }
    >
      <ResponsiveList<Anfallstelle>
        link={(r) => anfallstellenPaths.edit(erzeugerId, String(r.id))}
        primaryText={(r) => (r.nummer ? `${r.name} (${r.nummer})` : r.name)}
        secondaryText={(r) => [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        tertiaryText={(r) => <AktivChip aktiv={r.aktiv} />}
        aktionen={(r) => <AktivSchalter stelle={r} />}
      >
        <Datagrid rowClick={(id) => anfallstellenPaths.edit(erzeugerId, String(id))} bulkActionButtons={false}>
          <FunctionField<Anfallstelle> source="name" label="anfallstellen.feld.name" render={(r) => <StelleZelle stelle={r} />} />
          <FunctionField<Anfallstelle>
            source="art"
            label="anfallstellen.feld.art"
            render={(r) => translate(`anfallstellen.art.${r.art}`)}
          />
          <FunctionField<Anfallstelle>
            source="ort"
            label="anfallstellen.feld.adresse"
            render={(r) => [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          />
          <TextField source="kostenstelle" label="anfallstellen.feld.kostenstelle" emptyText="–" />
          <FunctionField<Anfallstelle> source="aktiv" label="anfallstellen.feld.aktiv" render={(r) => <AktivChip aktiv={r.aktiv} />} />
          <FunctionField<Anfallstelle> label="anfallstellen.aktion" render={(r) => <AktivSchalter stelle={r} />} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
