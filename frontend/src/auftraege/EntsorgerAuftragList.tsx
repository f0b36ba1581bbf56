import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, TopToolbar, FilterButton, useTranslate } from 'react-admin';
import { formatDatum, formatEinheiten } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { entsorgerAuftragFilterInputs } from './entsorgerAuftragFilterInputs';
import { entsorgerAuftragPaths } from './entsorgerAuftragPaths';
import { FilterZuruecksetzenButton } from './FilterZuruecksetzenButton';
import { StatusChip } from './StatusChip';
import { ResponsiveList, useSchmal } from '../ui/schmal';

const Leer = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, flex: 1 }}>
      <Typography variant="h6" gutterBottom>
        {translate('entsorgerPortal.liste.leerTitel')}
      </Typography>
      <Typography color="text.secondary">{translate('entsorgerPortal.liste.leerText')}</Typography>
    </Box>
  );
};

/**
 * /entsorgerbereich/auftraege: everything sent to the disposer (orders and offer requests). The
 * server scopes GET /v1/auftrag to the disposer of the signed-in user; on a phone the rows are cards
 * and the filters sit behind one button.
 */
export const EntsorgerAuftragList = () => {
  const translate = useTranslate();
  const titel = translate('entsorgerPortal.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  const zeile = (id: string | number) => entsorgerAuftragPaths.show(String(id));
  return (
    <List<AuftragListeEintrag>
      resource="auftrag"
      // NurEntsorger has checked the session already; react-admin's own check would hold the list request back.
      disableAuthentication
      title={titel}
      filters={entsorgerAuftragFilterInputs(schmal)}
      sort={{ field: 'erstelltAm', order: 'DESC' }}
      perPage={25}
      actions={<TopToolbar>{schmal ? <FilterButton /> : <FilterZuruecksetzenButton />}</TopToolbar>}
      empty={<Leer />}
    >
      <ResponsiveList<AuftragListeEintrag>
        link={(r) => zeile(r.id)}
        primaryText={(r) => `${r.vorgangsnummer} · ${r.erzeugerName}`}
        secondaryText={(r) => `${r.fraktion} · ${formatEinheiten(r.behaelter)} × ${r.anzahl} · ${formatDatum(r.wunschLiefertermin)}`}
        // The status on its own line: beside the text it squeezed both on a phone.
        tertiaryText={(r) => <StatusChip status={r.status.type} ganz />}
        leer={<Typography sx={{ p: 2 }}>{translate('auftraege.liste.keineTreffer')}</Typography>}
      >
        <Datagrid
          rowClick={(id) => zeile(id)}
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>{translate('auftraege.liste.keineTreffer')}</Typography>}
        >
          <TextField source="vorgangsnummer" label="auftraege.feld.vorgangsnummer" />
          <FunctionField<AuftragListeEintrag>
            source="status"
            label="auftraege.feld.status"
            render={(r) => <StatusChip status={r.status.type} />}
          />
          <TextField source="erzeugerName" label="entsorgerPortal.feld.erzeuger" />
          <TextField source="anfallstelleName" label="auftraege.feld.anfallstelle" />
          <TextField source="fraktion" label="auftraege.feld.fraktion" />
          <FunctionField<AuftragListeEintrag>
            label="auftraege.feld.behaelterAnzahl"
            sortable={false}
            render={(r) => `${formatEinheiten(r.behaelter)} × ${r.anzahl}`}
          />
          <FunctionField<AuftragListeEintrag>
            source="wunschLiefertermin"
            label="auftraege.feld.wunschLieferterminEinzeln"
            render={(r) => formatDatum(r.wunschLiefertermin)}
          />
          <FunctionField<AuftragListeEintrag>
            source="erstelltAm"
            label="auftraege.feld.erstelltAm"
            render={(r) => formatDatum(r.erstelltAm)}
          />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
