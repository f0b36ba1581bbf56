import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { Stack } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useDarf } from '../session/useDarf';
import { usePageTitle } from '../layout/usePageTitle';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { AktivChip } from '../ui/ZustandChip';
import { benutzerverwaltungPaths } from './benutzerverwaltungPaths';
import { formatDatum, formatEuro } from '../format/format';
import { useErzeugerId } from '../session/useErzeugerId';

const filter = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name oder E-Mail" />,
  <NullableBooleanInput key="aktiv" source="aktiv" label="benutzerverwaltung.feld.aktiv" alwaysOn />,
];

/** /erzeuger/:erzeugerId/verwaltung: the producer's users (spec § 2). */
export const BenutzerList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const darfVerwalten = useDarf('MANAGE_USERS');
  const titel = translate('benutzerverwaltung.titel');
  usePageTitle(titel);
  const schmal = useSchmal();
  if (erzeugerId === undefined) return null;
  return (
    <List<VerwalteterBenutzer>
      resource={benutzerverwaltungPaths.listResource(erzeugerId)}
      title={titel}
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'nachname', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          {schmal && <FilterButton />}
          {darfVerwalten ? <CreateButton to={benutzerverwaltungPaths.neu(erzeugerId)} /> : null}
        </TopToolbar>
      }
    >
      <ResponsiveList<VerwalteterBenutzer>
        link={(r) => benutzerverwaltungPaths.edit(erzeugerId, String(r.id))}
        primaryText={(r) => `${r.vorname} ${r.nachname}`}
        secondaryText={(r) => [r.email, translate(`benutzerverwaltung.rolle.${r.rolle}`)].join(' · ')}
        tertiaryText={(r) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <AktivChip aktiv={r.aktiv} />
            <span>{translate('karten.zugangsdatenGesendet', { datum: formatDatum(r.zugangsdatenGesendetAm, '–') })}</span>
          </Stack>
        )}
      >
        <Datagrid rowClick={(id) => benutzerverwaltungPaths.edit(erzeugerId, String(id))} bulkActionButtons={false}>
          <FunctionField<VerwalteterBenutzer>
            source="nachname"
            label="benutzerverwaltung.feld.name"
            render={(r) => `${r.vorname} ${r.nachname}`}
          />
          <TextField source="email" label="benutzerverwaltung.feld.email" />
          <FunctionField<VerwalteterBenutzer>
            source="rolle"
            label="benutzerverwaltung.feld.rolle"
            render={(r) => translate(`benutzerverwaltung.rolle.${r.rolle}`)}
          />
          <FunctionField<VerwalteterBenutzer>
            source="bestellwertGrenze"
            label="benutzerverwaltung.feld.bestellwertGrenze"
            render={(r) => (r.rolle === 'INHABER' ? translate('benutzerverwaltung.keineGrenze') : formatEuro(r.bestellwertGrenze))}
          />
          <FunctionField<VerwalteterBenutzer>
            source="aktiv"
            label="benutzerverwaltung.feld.aktiv"
            render={(r) => <AktivChip aktiv={r.aktiv} />}
          />
          <FunctionField<VerwalteterBenutzer>
            source="zugangsdatenGesendetAm"
            label="benutzerverwaltung.feld.zugangsdatenGesendetAm"
            render={(r) => formatDatum(r.zugangsdatenGesendetAm, '–')}
          />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};
