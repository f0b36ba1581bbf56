import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { OFFENE_STATUS, type OffenerAuftrag } from '@abfallportal/common/auftragOffen';
import { Autocomplete, Box, Card, Stack, TextField as MuiTextField, Typography, type SxProps } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  TextField,
  Title,
  useTranslate,
} from 'react-admin';
import { formatDatum } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ResponsiveList } from '../ui/schmal';
import { auftragPaths } from './auftragPaths';
import { entsorgerAnzeige } from './entsorgerAnzeige';
import { FaelligkeitAnzeige } from './FaelligkeitAnzeige';
import { StatusChip } from './StatusChip';
import { statusText } from './statusText';
import { useOffeneAuftraege } from './useOffeneAuftraege';

const DRINGEND: SxProps = { '& td:first-of-type': { borderLeft: 4, borderLeftColor: 'error.main' } };

/** The producer search waits for a pause in typing before it changes the URL. */
const SUCHE_VERZOEGERUNG_MS = 400;

/**
 * /admin/auftraege "Offene Aufträge" (spec § 2): every producer's orders in the open statuses, most
 * urgent first; status and producer filters and sort in the URL; urgent rows (spec § 4: due in at
 * most one day) marked; a row opens the order's details.
 */
export const OffeneAuftraegeList = () => {
  const translate = useTranslate();
  const titel = translate('offeneAuftraege.titel');
  usePageTitle(titel);
  const { liste, parameter, aendern } = useOffeneAuftraege();
  const [suche, setSuche] = useState(parameter.erzeugerSearch);
  useEffect(() => {
    if (suche === parameter.erzeugerSearch) return undefined;
    const timer = setTimeout(() => aendern({ erzeugerSearch: suche, page: 1 }), SUCHE_VERZOEGERUNG_MS);
    return () => clearTimeout(timer);
  }, [suche, parameter.erzeugerSearch, aendern]);

  // A page of its own, not a <Resource>: the table's buttons and rows ask react-admin's access check for a resource.
  return (
    <ResourceContextProvider value="auftrag/offen">
      <ListContextProvider value={liste}>
        <Title title={titel} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          <Autocomplete<AuftragStatus, true>
            multiple
            options={[...AUFTRAG_STATUS]}
            value={parameter.status}
            getOptionLabel={statusText}
            onChange={(_e, status) => aendern({ status, page: 1 })}
            sx={{ minWidth: { xs: 0, sm: 280 }, flex: 1 }}
            renderInput={(params) => (
              <MuiTextField
                {...params}
                label={translate('offeneAuftraege.status')}
                placeholder={parameter.status.length === 0 ? translate('offeneAuftraege.statusStandard') : undefined}
                helperText={parameter.status.length === 0 ? `${OFFENE_STATUS.length} offene Status` : undefined}
              />
            )}
          />
          <MuiTextField
            label={translate('offeneAuftraege.erzeugerSuche')}
            value={suche}
            onChange={(e) => setSuche(e.target.value)}
            type="search"
            sx={{ minWidth: { xs: 0, sm: 240 } }}
          />
        </Stack>
        <Card>
          <ResponsiveList<OffenerAuftrag>
            link={(r) => auftragPaths.show(r.erzeugerId, r.id)}
            primaryText={(r) => `${r.vorgangsnummer} · ${r.erzeugerName}`}
            secondaryText={(r) => [r.anfallstelleName, r.fraktion, entsorgerAnzeige(r)].filter(Boolean).join(' · ')}
            tertiaryText={(r) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 0.5 }}>
                <StatusChip status={r.status.type} />
                <FaelligkeitAnzeige dueInDays={r.dueInDays} />
              </Box>
            )}
            leer={<Typography sx={{ p: 2 }}>{translate('offeneAuftraege.keineTreffer')}</Typography>}
          >
            <Datagrid
              rowClick={(_id, _resource, r) => auftragPaths.show((r as OffenerAuftrag).erzeugerId, (r as OffenerAuftrag).id)}
              bulkActionButtons={false}
              // spec § 4: urgent when due in at most one day; the row says so at its edge as well as in its column.
              rowSx={(r): SxProps => ((r as OffenerAuftrag).urgent ? DRINGEND : {})}
              sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { px: 1 } }}
              empty={<Typography sx={{ p: 2 }}>{translate('offeneAuftraege.keineTreffer')}</Typography>}
            >
              <FunctionField<OffenerAuftrag>
                source="dueInDays"
                label="auftraege.feld.faelligkeit"
                render={(r) => <FaelligkeitAnzeige dueInDays={r.dueInDays} />}
              />
              <TextField source="vorgangsnummer" label="auftraege.feld.vorgangsnummer" />
              <FunctionField<OffenerAuftrag>
                source="status"
                label="auftraege.feld.status"
                render={(r) => <StatusChip status={r.status.type} />}
              />
              <TextField source="erzeugerName" label="offeneAuftraege.erzeuger" />
              <TextField source="anfallstelleName" label="auftraege.feld.anfallstelle" />
              <FunctionField<OffenerAuftrag> source="entsorgerName" label="auftraege.feld.entsorger" render={entsorgerAnzeige} />
              <TextField source="fraktion" label="auftraege.feld.fraktion" />
              <FunctionField<OffenerAuftrag>
                source="erstelltAm"
                label="auftraege.feld.erstelltAm"
                render={(r) => formatDatum(r.erstelltAm)}
              />
            </Datagrid>
          </ResponsiveList>
          <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
        </Card>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
