import type { ErzeugerListeEintrag, ErzeugerStatistik } from '@abfallportal/common/erzeugerWire';
import { can } from '@abfallportal/common/permissions';
import { Chip, Stack, Typography } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, NumberField, TextField, TopToolbar, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { erzeugerFilterInputs } from './erzeugerFilterInputs';
import { AlsBenutzerHandelnButton, ProtokollButton } from '../stellvertretung';
import { BearbeitenButton } from './BearbeitenButton';
import { FreigebenButton } from './FreigebenButton';
import { supportPaths } from './supportPaths';
import { ZusammenfuehrenButton } from './ZusammenfuehrenButton';
import { ZUSAMMENFASSUNG } from '../providers/zusammenfassung';

const ZAHLEN: readonly (keyof ErzeugerStatistik)[] = [
  'anzahlEntsorger',
  'anzahlAnfallstellen',
  'anzahlBenutzer',
  'anzahlRechnungen',
  'anzahlAnfragen',
  'anzahlAuftraege',
];

/** /support/erzeuger: every producer with its figures (spec §§ 2, 3); unapproved ones can be approved here. */
export const ErzeugerList = () => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  // Approving and merging come with the list (admin and support, spec § 6); creating and editing need CREATE_MANDANT as well.
  const darfFreigeben = data?.status === 'angemeldet' && can(data.info.permissions, 'VIEW_ALL_ERZEUGER');
  const darfVerwalten = data?.status === 'angemeldet' && can(data.info.permissions, 'CREATE_MANDANT');
  const titel = translate('support.erzeuger.titel');
  usePageTitle(titel);
  return (
    <List<ErzeugerListeEintrag>
      resource="erzeuger"
      queryOptions={ZUSAMMENFASSUNG}
      title={titel}
      filter={{ statistics: true }}
      filters={erzeugerFilterInputs}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        darfVerwalten ? (
          <TopToolbar>
            <CreateButton to={supportPaths.erzeugerNeu} label="support.formular.neu" />
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{translate('support.erzeuger.keineTreffer')}</Typography>}
      >
        <TextField source="name" label="support.erzeuger.name" />
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
              translate('support.erzeuger.freigegeben')
            ) : (
              <Stack direction="row" spacing={1} alignItems="center">
                {/* Orange text on white misses WCAG contrast: the warning colour marks the border only. */}
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ borderColor: 'warning.main' }}
                  label={translate('support.erzeuger.nichtFreigegeben')}
                />
                {darfFreigeben && <FreigebenButton erzeuger={r} />}
                {darfFreigeben && <ZusammenfuehrenButton erzeuger={r} />}
              </Stack>
            )
          }
        />
        {ZAHLEN.map((zahl) => (
          <NumberField key={zahl} source={zahl} label={`support.erzeuger.${zahl}`} locales="de-DE" />
        ))}
        <AlsBenutzerHandelnButton label="stellvertretung.spalte" />
        <ProtokollButton fuer="erzeuger" label="protokoll.spalte" />
        {darfVerwalten && <BearbeitenButton label="ra.action.edit" />}
      </Datagrid>
    </List>
  );
};
