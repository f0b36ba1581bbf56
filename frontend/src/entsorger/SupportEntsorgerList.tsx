import type { EntsorgerEintrag } from '@abfallportal/common/entsorger';
import { can } from '@abfallportal/common/permissions';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Datagrid, FilterButton, FunctionField, List, NumberField, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { EntsorgerFreigebenButton, HaendlerAusnahmeButton } from './EntsorgerAktionen';
import { entsorgerPaths } from './entsorgerPaths';
import { ZusammenfuehrenButton } from './ZusammenfuehrenButton';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';

const filter = [<SearchInput key="q" source="q" alwaysOn />];

/** One of the two lists; the name opens the disposer detail for those who may open it (CREATE_MANDANT). */
const Liste = ({ freigegeben, detail }: { freigegeben: boolean; detail: boolean }) => {
  const translate = useTranslate();
  const schmal = useSchmal();
  const leer = <Typography sx={{ p: 2 }}>{translate('entsorger.keineTreffer')}</Typography>;
  return (
    <List<EntsorgerEintrag>
      resource={freigegeben ? entsorgerPaths.approvedResource : entsorgerPaths.unapprovedResource}
      title={false}
      disableSyncWithLocation
      filters={filterFuerBreite(filter, schmal)}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        schmal ? (
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
      storeKey={freigegeben ? 'entsorger.freigegeben' : 'entsorger.nichtFreigegeben'}
    >
      <ResponsiveList<EntsorgerEintrag>
        link={(r) => (detail ? entsorgerPaths.supportDetail(r.id) : undefined)}
        primaryText={(r) => r.name}
        secondaryText={(r) =>
          [r.ort, translate('karten.anzahlKunden', { smart_count: r.anzahlKunden }), freigegeben ? null : r.erstelltVon?.name]
            .filter(Boolean)
            .join(' · ')
        }
        tertiaryText={(r) =>
          freigegeben
            ? `${translate('entsorger.feld.haendlerAusnahme')}: ${translate(r.haendlerAusnahme ? 'entsorger.ja' : 'entsorger.nein')}`
            : null
        }
        aktionen={(r) =>
          freigegeben ? (
            <HaendlerAusnahmeButton entsorger={r} />
          ) : (
            <>
              <EntsorgerFreigebenButton entsorgerId={r.id} name={r.name} />
              <ZusammenfuehrenButton duplikat={r} />
            </>
          )
        }
        leer={leer}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={leer}>
          <FunctionField<EntsorgerEintrag>
            source="name"
            label="entsorger.feld.name"
            render={(r) =>
              detail ? (
                <MuiLink component={Link} to={entsorgerPaths.supportDetail(r.id)}>
                  {r.name}
                </MuiLink>
              ) : (
                r.name
              )
            }
          />
          <TextField source="ort" label="entsorger.feld.ort" />
          <NumberField source="anzahlKunden" label="entsorger.feld.anzahlKunden" locales="de-DE" />
          {!freigegeben && (
            <FunctionField<EntsorgerEintrag>
              source="erstelltVon"
              label="entsorger.feld.erstelltVon"
              sortable={false}
              render={(r) => r.erstelltVon?.name ?? '–'}
            />
          )}
          {freigegeben && (
            <FunctionField<EntsorgerEintrag>
              source="haendlerAusnahme"
              label="entsorger.feld.haendlerAusnahme"
              sortable={false}
              render={(r) => (
                <Stack direction="row" spacing={1} alignItems="center">
                  <span>{translate(r.haendlerAusnahme ? 'entsorger.ja' : 'entsorger.nein')}</span>
                  <HaendlerAusnahmeButton entsorger={r} />
                </Stack>
              )}
            />
          )}
          {!freigegeben && (
            <FunctionField<EntsorgerEintrag>
              label="entsorger.feld.aktionen"
              render={(r) => (
                <Stack direction="row" spacing={1}>
                  <EntsorgerFreigebenButton entsorgerId={r.id} name={r.name} />
                  <ZusammenfuehrenButton duplikat={r} />
                </Stack>
              )}
            />
          )}
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};

/** /support/entsorger: approved and unapproved disposers (spec § 2); approve, merge a duplicate. */
export const SupportEntsorgerList = () => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  const detail = data?.status === 'angemeldet' && can(data.info.permissions, 'CREATE_MANDANT');
  const titel = translate('entsorger.support.titel');
  usePageTitle(titel);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate('entsorger.support.nichtFreigegeben')}
      </Typography>
      <Liste freigegeben={false} detail={detail} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('entsorger.support.freigegeben')}
      </Typography>
      <Liste freigegeben detail={detail} />
    </>
  );
};
