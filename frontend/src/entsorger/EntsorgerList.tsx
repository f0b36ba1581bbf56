import type { EntsorgerFuerErzeuger } from '@abfallportal/common/entsorger';
import { can } from '@abfallportal/common/permissions';
import { Chip, Typography } from '@mui/material';
import { CreateButton, Datagrid, DeleteButton, FunctionField, List, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { AktivierenButton, DatenabfrageButton, EntsorgerFreigebenButton } from './EntsorgerAktionen';
import { entsorgerPaths } from './entsorgerPaths';
import { formatDatumZeit } from '../format/format';
import { useErzeugerId } from '../session/useErzeugerId';

const filter = [<SearchInput key="q" source="q" alwaysOn />];

/** /erzeuger/:erzeugerId/entsorger: the producer's disposers with its customer numbers (spec §§ 2, 3). */
export const EntsorgerList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const { data } = useBenutzerInfo();
  const staff = data?.status === 'angemeldet' && can(data.info.permissions, 'VIEW_ALL_ENTSORGER');
  const titel = translate('entsorger.titel');
  usePageTitle(titel);
  if (erzeugerId === undefined) return null;
  return (
    <List<EntsorgerFuerErzeuger>
      resource={entsorgerPaths.resource}
      title={titel}
      filter={{ erzeugerId }}
      filters={filter}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton to={entsorgerPaths.neu(erzeugerId)} label="entsorger.neu" />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid
        rowClick={(id) => entsorgerPaths.edit(erzeugerId, String(id))}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>{translate('entsorger.keineTreffer')}</Typography>}
      >
        <TextField source="name" label="entsorger.feld.name" />
        <TextField source="kundennummer" label="entsorger.feld.kundennummer" />
        <TextField source="ort" label="entsorger.feld.ort" />
        <TextField source="ansprechpartner" label="entsorger.feld.ansprechpartner" />
        <FunctionField<EntsorgerFuerErzeuger>
          source="freigegeben"
          label="entsorger.feld.status"
          render={(r) => (
            <>
              {!r.freigegeben && (
                // Orange text on white misses WCAG contrast: the warning colour marks the border only.
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ borderColor: 'warning.main', mr: 1 }}
                  label={translate('entsorger.status.nichtFreigegeben')}
                />
              )}
              {!r.aktiv && <Chip size="small" variant="outlined" label={translate('entsorger.status.inaktiv')} sx={{ mr: 1 }} />}
              {r.freigegeben && r.aktiv && translate('entsorger.status.aktiv')}
              {staff && !r.freigegeben && <EntsorgerFreigebenButton entsorgerId={r.entsorgerMandantId} name={r.name} />}
            </>
          )}
        />
        <FunctionField<EntsorgerFuerErzeuger>
          source="letzteDatenabfrage"
          label="entsorger.feld.letzteDatenabfrage"
          sortable={false}
          render={(r) => formatDatumZeit(r.letzteDatenabfrage, { leer: '–' })}
        />
        <DatenabfrageButton />
        <AktivierenButton />
        <DeleteButton mutationMode="pessimistic" redirect={false} label="entsorger.aktion.entfernen" />
      </Datagrid>
    </List>
  );
};
