import type { Leistungsnummer } from '@abfallportal/common/leistungsnummer';
import { Typography } from '@mui/material';
import { CreateButton, Datagrid, DeleteButton, FunctionField, List, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { leistungsnummerPaths } from './leistungsnummerPaths';
import { useErzeugerId } from '../session/useErzeugerId';

const filter = [<SearchInput key="q" source="q" alwaysOn />];

/** /erzeuger/:erzeugerId/leistungsnummer: the producer's service numbers (spec §§ 2, 3). */
export const LeistungsnummerList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('leistungsnummer.titel');
  usePageTitle(titel);
  if (erzeugerId === undefined) return null;
  return (
    <List<Leistungsnummer>
      resource={leistungsnummerPaths.resource}
      title={titel}
      filter={{ erzeugerId }}
      filters={filter}
      sort={{ field: 'nummer', order: 'ASC' }}
      perPage={25}
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton to={leistungsnummerPaths.neu(erzeugerId)} label="leistungsnummer.neu" />
        </TopToolbar>
      }
    >
      <Datagrid
        rowClick={(id) => leistungsnummerPaths.edit(erzeugerId, String(id))}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>{translate('leistungsnummer.keineTreffer')}</Typography>}
      >
        <TextField source="nummer" label="leistungsnummer.feld.nummer" />
        <TextField source="beschreibung" label="leistungsnummer.feld.beschreibung" />
        <TextField source="abfallschluesselAnzeige" sortBy="abfallschluessel" label="leistungsnummer.feld.abfallschluessel" />
        <FunctionField<Leistungsnummer>
          source="auftragsart"
          label="leistungsnummer.feld.auftragsart"
          render={(r) => translate(`auftraege.art.${r.auftragsart}`)}
        />
        <TextField source="behaelterkategorie" label="leistungsnummer.feld.behaelterkategorie" />
        <TextField source="behaeltertyp" label="leistungsnummer.feld.behaeltertyp" />
        <TextField source="ausnahmeBehaeltertyp" sortable={false} label="leistungsnummer.feld.ausnahmeBehaeltertyp" emptyText="–" />
        <TextField source="bundesland" label="leistungsnummer.feld.bundesland" />
        <DeleteButton mutationMode="pessimistic" redirect={false} />
      </Datagrid>
    </List>
  );
};
