import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FilterButton, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { AuftragListeLeer } from './AuftragListeLeer';
import { auftragFilterInputs } from './auftragFilterInputs';
import { auftragPaths } from './auftragPaths';
import { entsorgerAnzeige } from './entsorgerAnzeige';
import { FaelligkeitAnzeige } from './FaelligkeitAnzeige';
import { FilterZuruecksetzenButton } from './FilterZuruecksetzenButton';
import { formatDatum, formatEinheiten } from '../format/format';
import { NachtragenButton } from './NachtragenButton';
import { NeuerAuftragButton } from './NeuerAuftragButton';
import { StatusChip } from './StatusChip';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { useErzeugerId } from '../session/useErzeugerId';
import { AUFTRAG_LISTE } from '../session/listenVorladen';

const zweiZeilen = (oben: ReactNode, unten: string) => (
  <Stack sx={{ maxWidth: 180 }}>
    <Typography variant="body2">{oben}</Typography>
    {/* Waste key names run long: one line here, the whole name on hover and on the details page. */}
    <Typography variant="caption" color="text.secondary" noWrap title={unten}>
      {unten}
    </Typography>
  </Stack>
);

/** The list's toolbar: the filters, recording a container afterwards, a new order. */
const AuftragListeAktionen = ({ erzeugerId, schmal }: { erzeugerId: number | undefined; schmal: boolean }) => (
  // Phones (issue 19): the toolbar wraps, so the filter button and both actions stay fully on screen.
  <TopToolbar sx={schmal ? { flex: '1 1 auto', minWidth: 0, flexWrap: 'wrap', rowGap: 1, whiteSpace: 'normal' } : undefined}>
    {schmal ? <FilterButton /> : <FilterZuruecksetzenButton />}
    <NachtragenButton erzeugerId={erzeugerId} />
    <NeuerAuftragButton erzeugerId={erzeugerId} />
  </TopToolbar>
);

/** /erzeuger/:erzeugerId/auftraege: the producer's orders with the filters of spec § 2. */
export const AuftragList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('auftraege.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  return (
    <List<AuftragListeEintrag>
      resource={AUFTRAG_LISTE.resource}
      // The Guard has checked the session already; react-admin's own check would hold the list request back.
      disableAuthentication
      title={titel}
      filter={erzeugerId === undefined ? {} : { erzeugerId }}
      filters={filterFuerBreite(auftragFilterInputs, schmal)}
      sort={AUFTRAG_LISTE.sort}
      perPage={AUFTRAG_LISTE.perPage}
      actions={<AuftragListeAktionen erzeugerId={erzeugerId} schmal={schmal} />}
      empty={<AuftragListeLeer erzeugerId={erzeugerId} />}
    >
      {/* Phones (issue 19): one card per order with the key fields, nothing scrolls sideways. */}
      <ResponsiveList<AuftragListeEintrag>
        link={(r) => auftragPaths.show(erzeugerId, String(r.id))}
        primaryText={(r) => r.vorgangsnummer}
        secondaryText={(r) =>
          `${r.anfallstelleName} · ${r.fraktion} · ${formatEinheiten(r.behaelter)} × ${r.anzahl} · ${formatDatum(r.wunschLiefertermin)}`
        }
        tertiaryText={(r) => <StatusChip status={r.status.type} ganz />}
        leer={<Typography sx={{ p: 2 }}>{translate('auftraege.liste.keineTreffer')}</Typography>}
      >
        <Datagrid
          rowClick={(id) => auftragPaths.show(erzeugerId, String(id))}
          bulkActionButtons={false}
          // Nine columns fit beside the sidebar on a laptop screen with narrower cell padding.
          sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { px: 1 } }}
          empty={<Typography sx={{ p: 2 }}>{translate('auftraege.liste.keineTreffer')}</Typography>}
        >
          <TextField source="vorgangsnummer" label="auftraege.feld.vorgangsnummer" />
          <FunctionField<AuftragListeEintrag>
            source="status"
            label="auftraege.feld.status"
            render={(r) => <StatusChip status={r.status.type} />}
          />
          <TextField source="anfallstelleName" label="auftraege.feld.anfallstelle" />
          <FunctionField<AuftragListeEintrag> source="entsorgerName" label="auftraege.feld.entsorger" render={entsorgerAnzeige} />
          <FunctionField<AuftragListeEintrag>
            source="fraktion"
            label="auftraege.feld.fraktionAvv"
            render={(r) => zweiZeilen(r.fraktion, r.avvName)}
          />
          <FunctionField<AuftragListeEintrag>
            label="auftraege.feld.behaelterAnzahl"
            sortable={false}
            render={(r) => `${formatEinheiten(r.behaelter)} × ${r.anzahl}`}
          />
          <FunctionField<AuftragListeEintrag>
            source="wunschLiefertermin"
            label="auftraege.feld.wunschLiefertermin"
            render={(r) => zweiZeilen(formatDatum(r.wunschLiefertermin), formatDatum(r.liefertermin))}
          />
          <FunctionField<AuftragListeEintrag>
            source="dueInDays"
            label="auftraege.feld.faelligkeit"
            render={(r) => <FaelligkeitAnzeige dueInDays={r.dueInDays} />}
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
