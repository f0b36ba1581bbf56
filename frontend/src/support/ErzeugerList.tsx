import type { ErzeugerListeEintrag, ErzeugerStatistik } from '@abfallportal/common/erzeugerWire';
import { can } from '@abfallportal/common/permissions';
import { Box, Stack, Typography } from '@mui/material';
import { CreateButton, Datagrid, FilterButton, FunctionField, List, NumberField, TextField, TopToolbar, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { erzeugerFilterInputs } from './erzeugerFilterInputs';
import { AlsBenutzerHandelnButton, ProtokollButton } from '../stellvertretung';
import { BearbeitenButton } from './BearbeitenButton';
import { FreigebenButton } from './FreigebenButton';
import { supportPaths } from './supportPaths';
import { ZusammenfuehrenButton } from './ZusammenfuehrenButton';
import { formatMenge } from '../format/format';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { ZustandChip } from '../ui/ZustandChip';

const ZAHLEN: readonly (keyof ErzeugerStatistik)[] = [
  'anzahlEntsorger',
  'anzahlAnfallstellen',
  'anzahlBenutzer',
  'anzahlRechnungen',
  'anzahlAnfragen',
  'anzahlAuftraege',
];

/** Act as a user, the protocol, edit: under each card on a phone; as icons in one column of the table (issue 19). */
const Aktionen = ({ darfVerwalten, kompakt = false }: { darfVerwalten: boolean; kompakt?: boolean }) => (
  <Stack
    direction="row"
    spacing={kompakt ? 0 : 0.5}
    sx={{ alignItems: 'center', flexWrap: 'nowrap', ...(kompakt && { justifyContent: 'flex-end' }) }}
  >
    <AlsBenutzerHandelnButton kompakt={kompakt} />
    <ProtokollButton fuer="erzeuger" kompakt={kompakt} />
    {darfVerwalten && <BearbeitenButton kompakt={kompakt} />}
  </Stack>
);

/** /support/erzeuger: every producer with its figures (spec §§ 2, 3); unapproved ones can be approved here. */
export const ErzeugerList = () => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  // Approving and merging come with the list (admin and support, spec § 6); creating and editing need CREATE_MANDANT as well.
  const darfFreigeben = data?.status === 'angemeldet' && can(data.info.permissions, 'VIEW_ALL_ERZEUGER');
  const darfVerwalten = data?.status === 'angemeldet' && can(data.info.permissions, 'CREATE_MANDANT');
  const titel = translate('support.erzeuger.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  const leer = <Typography sx={{ p: 2 }}>{translate('support.erzeuger.keineTreffer')}</Typography>;
  return (
    <List<ErzeugerListeEintrag>
      resource="erzeuger"
      title={titel}
      filter={{ statistics: true }}
      filters={filterFuerBreite(erzeugerFilterInputs, schmal)}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        darfVerwalten || schmal ? (
          <TopToolbar>
            {schmal && <FilterButton />}
            {darfVerwalten && <CreateButton to={supportPaths.erzeugerNeu} label="support.formular.neu" />}
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <ResponsiveList<ErzeugerListeEintrag>
        primaryText={(r) => r.name}
        secondaryText={(r) => [translate(`support.typ.${r.typ}`), r.ort].filter(Boolean).join(' · ')}
        tertiaryText={(r) => (
          <Stack spacing={0.5} sx={{ mt: 0.5 }}>
            <span>{ZAHLEN.map((zahl) => `${translate(`support.erzeuger.${zahl}`)}: ${formatMenge(r[zahl] ?? 0)}`).join(' · ')}</span>
            <ZustandChip zustand={r.freigegeben ? 'freigegeben' : 'nichtFreigegeben'} />
          </Stack>
        )}
        aktionen={(r) => (
          <>
            {!r.freigegeben && darfFreigeben && <FreigebenButton erzeuger={r} />}
            {!r.freigegeben && darfFreigeben && <ZusammenfuehrenButton erzeuger={r} />}
            <Aktionen darfVerwalten={darfVerwalten} />
          </>
        )}
        leer={leer}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          // Thirteen columns beside the sidebar at 1366 px: narrower cell padding keeps the actions on screen.
          sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { px: 1 } }}
          empty={leer}
        >
          <FunctionField<ErzeugerListeEintrag>
            source="name"
            label="support.erzeuger.name"
            // Wide enough that a long name takes two lines, not three.
            render={(r) => <Box sx={{ minWidth: 180 }}>{r.name}</Box>}
          />
          <FunctionField<ErzeugerListeEintrag>
            source="typ"
            label="support.erzeuger.typ"
            sortable={false}
            render={(r) => translate(`support.typ.${r.typ}`)}
          />
          <TextField source="ort" label="support.erzeuger.ort" />
          <FunctionField<ErzeugerListeEintrag>
            source="freigegeben"
            label="support.erzeuger.freigabe"
            sortable={false}
            render={(r) =>
              r.freigegeben ? (
                <ZustandChip zustand="freigegeben" />
              ) : (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <ZustandChip zustand="nichtFreigegeben" />
                  {darfFreigeben && <FreigebenButton erzeuger={r} />}
                  {darfFreigeben && <ZusammenfuehrenButton erzeuger={r} />}
                </Stack>
              )
            }
          />
          {ZAHLEN.map((zahl) => (
            <NumberField key={zahl} source={zahl} label={`support.erzeuger.${zahl}`} locales="de-DE" />
          ))}
          {/* One compact column (icon buttons with tooltips): the table fits beside the sidebar at 1366 px. */}
          <FunctionField<ErzeugerListeEintrag>
            label="support.erzeuger.aktionen"
            sortable={false}
            render={() => <Aktionen darfVerwalten={darfVerwalten} kompakt />}
          />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
