import type { Leistungsnummer } from '@abfallportal/common/leistungsnummer';
import { Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formatEinheiten } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { leistungsnummerPaths } from './leistungsnummerPaths';
import { useErzeugerId } from '../session/useErzeugerId';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { ZeileLoeschenButton } from '../ui/ZeileLoeschenButton';

const filter = [<SearchInput key="q" source="q" alwaysOn />];

/** /erzeuger/:erzeugerId/leistungsnummer: the producer's service numbers (spec §§ 2, 3). */
export const LeistungsnummerList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('leistungsnummer.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  if (erzeugerId === undefined) return null;
  return (
    <List<Leistungsnummer>
      resource={leistungsnummerPaths.resource}
      title={titel}
      filter={{ erzeugerId }}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'nummer', order: 'ASC' }}
      perPage={25}
      empty={false}
      actions={
        <TopToolbar>
          {schmal && <FilterButton />}
          <CreateButton to={leistungsnummerPaths.neu(erzeugerId)} label="leistungsnummer.neu" />
        </TopToolbar>
      }
    >
      <ResponsiveList<Leistungsnummer>
        link={(r) => leistungsnummerPaths.edit(erzeugerId, String(r.id))}
        primaryText={(r) => `${r.nummer} – ${r.beschreibung}`}
        secondaryText={(r) => (
          <>
            <div>{r.abfallschluesselAnzeige}</div>
            <div>
              {[translate(`auftraege.art.${r.auftragsart}`), r.behaelterkategorie, formatEinheiten(r.behaeltertyp), r.bundesland]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </>
        )}
        aktionen={(r) => <ZeileLoeschenButton name={r.nummer} />}
        leer={<Typography sx={{ p: 2 }}>{translate('leistungsnummer.keineTreffer')}</Typography>}
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
          <FunctionField<Leistungsnummer>
            source="behaeltertyp"
            label="leistungsnummer.feld.behaeltertyp"
            render={(r) => formatEinheiten(r.behaeltertyp)}
          />
          <FunctionField<Leistungsnummer>
            source="ausnahmeBehaeltertyp"
            sortable={false}
            label="leistungsnummer.feld.ausnahmeBehaeltertyp"
            render={(r) => (r.ausnahmeBehaeltertyp ? formatEinheiten(r.ausnahmeBehaeltertyp) : '–')}
          />
          <TextField source="bundesland" label="leistungsnummer.feld.bundesland" />
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
