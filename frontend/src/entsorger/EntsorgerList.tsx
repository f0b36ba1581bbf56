import type { EntsorgerFuerErzeuger } from '@abfallportal/common/entsorger';
import { can } from '@abfallportal/common/permissions';
import { Stack, Typography } from '@mui/material';
import { CreateButton, Datagrid, FilterButton, FunctionField, List, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { AktivierenButton, DatenabfrageButton, EntfernenButton, EntsorgerFreigebenButton } from './EntsorgerAktionen';
import { entsorgerPaths } from './entsorgerPaths';
import { formatDatumZeit } from '../format/format';
import { useErzeugerId } from '../session/useErzeugerId';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { ZustandChip } from '../ui/ZustandChip';

const filter = [<SearchInput key="q" source="q" alwaysOn />];

/** Not approved, inactive or active: the one chip style of the portal. */
const Zustaende = ({ e }: { e: EntsorgerFuerErzeuger }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {!e.freigegeben && <ZustandChip zustand="nichtFreigegeben" />}
    {!e.aktiv && <ZustandChip zustand="inaktiv" />}
    {e.freigegeben && e.aktiv && <ZustandChip zustand="aktiv" />}
  </Stack>
);

/** The row actions, in the table's last column and under each card on a phone. */
const Aktionen = () => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
    <DatenabfrageButton />
    <AktivierenButton />
    <EntfernenButton />
  </Stack>
);

/** /erzeuger/:erzeugerId/entsorger: the producer's disposers with its customer numbers (spec §§ 2, 3). */
export const EntsorgerList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const { data } = useBenutzerInfo();
  const staff = data?.status === 'angemeldet' && can(data.info.permissions, 'VIEW_ALL_ENTSORGER');
  const titel = translate('entsorger.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  if (erzeugerId === undefined) return null;
  const leer = <Typography sx={{ p: 2 }}>{translate('entsorger.keineTreffer')}</Typography>;
  return (
    <List<EntsorgerFuerErzeuger>
      resource={entsorgerPaths.resource}
      title={titel}
      filter={{ erzeugerId }}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          {schmal && <FilterButton />}
          <CreateButton to={entsorgerPaths.neu(erzeugerId)} label="entsorger.neu" />
        </TopToolbar>
      }
      empty={false}
    >
      <ResponsiveList<EntsorgerFuerErzeuger>
        link={(r) => entsorgerPaths.edit(erzeugerId, String(r.id))}
        primaryText={(r) => r.name}
        secondaryText={(r) => [r.kundennummer, r.ort, r.ansprechpartner].filter(Boolean).join(' · ')}
        tertiaryText={(r) => <Zustaende e={r} />}
        aktionen={(r) => (
          <>
            {staff && !r.freigegeben && <EntsorgerFreigebenButton entsorgerId={r.entsorgerMandantId} name={r.name} />}
            <Aktionen />
          </>
        )}
        leer={leer}
      >
        <Datagrid rowClick={(id) => entsorgerPaths.edit(erzeugerId, String(id))} bulkActionButtons={false} empty={leer}>
          <TextField source="name" label="entsorger.feld.name" />
          <TextField source="kundennummer" label="entsorger.feld.kundennummer" />
          <TextField source="ort" label="entsorger.feld.ort" />
          <TextField source="ansprechpartner" label="entsorger.feld.ansprechpartner" />
          <FunctionField<EntsorgerFuerErzeuger>
            source="freigegeben"
            label="entsorger.feld.status"
            render={(r) => (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Zustaende e={r} />
                {staff && !r.freigegeben && <EntsorgerFreigebenButton entsorgerId={r.entsorgerMandantId} name={r.name} />}
              </Stack>
            )}
          />
          <FunctionField<EntsorgerFuerErzeuger>
            source="letzteDatenabfrage"
            label="entsorger.feld.letzteDatenabfrage"
            sortable={false}
            render={(r) => formatDatumZeit(r.letzteDatenabfrage, { leer: '–' })}
          />
          <FunctionField<EntsorgerFuerErzeuger> label="entsorger.feld.aktionen" render={() => <Aktionen />} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
