import type { StellvertretungAenderungEintrag, StellvertretungProtokollEintrag } from '@abfallportal/common/stellvertretungWire';
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDatumZeit } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { ResponsiveList } from '../ui/schmal';

/**
 * /stellvertretung/protokoll?erzeugerId=|benutzerId=: for one producer or one user, when staff
 * started and ended acting on behalf, and every change made meanwhile with the real and the
 * effective user (issue 9). Opened from the support's producer list and the admin user management.
 */
export const StellvertretungProtokollPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const erzeugerId = parseRouteId(params.get('erzeugerId') ?? undefined);
  const benutzerId = parseRouteId(params.get('benutzerId') ?? undefined);
  const titel = translate('protokoll.titel', { name: params.get('name') ?? '' });
  usePageTitle(titel);
  const filter = erzeugerId !== undefined ? { erzeugerId } : benutzerId !== undefined ? { benutzerId } : {};
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('protokoll.aenderungen')}
      </Typography>
      <List<StellvertretungAenderungEintrag>
        resource="session/aenderungen"
        filter={filter}
        sort={{ field: 'begonnenAm', order: 'DESC' }}
        perPage={25}
        actions={false}
        title={titel}
        disableSyncWithLocation
        storeKey={false}
        empty={<Typography sx={{ p: 2 }}>{translate('protokoll.keineAenderungen')}</Typography>}
      >
        <ResponsiveList<StellvertretungAenderungEintrag>
          primaryText={(r) => formatDatumZeit(r.begonnenAm, { sekunden: true })}
          secondaryText={(r) => (
            <>
              <div>
                {translate('protokoll.echterBenutzer')}: {r.echterBenutzer.name}
              </div>
              <div>
                {translate('protokoll.effektiverBenutzer')}: {r.effektiverBenutzer.name}
                {r.erzeuger ? ` (${r.erzeuger.name})` : ''}
              </div>
            </>
          )}
          tertiaryText={(r) =>
            `${translate(`protokoll.modi.${r.modus}`)} · ${r.methode} ${r.pfad} · ${
              r.status === null ? translate('protokoll.ohneAntwort') : String(r.status)
            }`
          }
          leer={<Typography sx={{ p: 2 }}>{translate('protokoll.keineAenderungen')}</Typography>}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<StellvertretungAenderungEintrag>
              source="begonnenAm"
              label="protokoll.zeitpunkt"
              render={(r) => formatDatumZeit(r.begonnenAm, { sekunden: true })}
            />
            <FunctionField<StellvertretungAenderungEintrag> label="protokoll.echterBenutzer" render={(r) => r.echterBenutzer.name} />
            <FunctionField<StellvertretungAenderungEintrag>
              label="protokoll.effektiverBenutzer"
              render={(r) => r.effektiverBenutzer.name}
            />
            <FunctionField<StellvertretungAenderungEintrag> label="protokoll.erzeuger" render={(r) => r.erzeuger?.name ?? '–'} />
            <FunctionField<StellvertretungAenderungEintrag>
              label="protokoll.modus"
              render={(r) => translate(`protokoll.modi.${r.modus}`)}
            />
            <TextField source="methode" label="protokoll.methode" sortable={false} />
            <TextField source="pfad" label="protokoll.pfad" />
            <FunctionField<StellvertretungAenderungEintrag>
              source="status"
              label="protokoll.status"
              render={(r) => (r.status === null ? translate('protokoll.ohneAntwort') : String(r.status))}
            />
          </Datagrid>
        </ResponsiveList>
      </List>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('protokoll.wechsel')}
      </Typography>
      <List<StellvertretungProtokollEintrag>
        resource="session/protokoll"
        filter={filter}
        sort={{ field: 'zeitpunkt', order: 'DESC' }}
        perPage={25}
        actions={false}
        // The first list already names the page in the app bar.
        title={<></>}
        disableSyncWithLocation
        storeKey={false}
        empty={<Typography sx={{ p: 2 }}>{translate('protokoll.keineWechsel')}</Typography>}
      >
        <ResponsiveList<StellvertretungProtokollEintrag>
          primaryText={(r) => `${formatDatumZeit(r.zeitpunkt, { sekunden: true })} · ${translate(`protokoll.aktionen.${r.aktion}`)}`}
          secondaryText={(r) => (
            <>
              <div>
                {translate('protokoll.echterBenutzer')}: {r.echterBenutzer.name}
              </div>
              {r.effektiverBenutzer && (
                <div>
                  {translate('protokoll.effektiverBenutzer')}: {r.effektiverBenutzer.name}
                  {r.erzeuger ? ` (${r.erzeuger.name})` : ''}
                </div>
              )}
            </>
          )}
          leer={<Typography sx={{ p: 2 }}>{translate('protokoll.keineWechsel')}</Typography>}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<StellvertretungProtokollEintrag>
              source="zeitpunkt"
              label="protokoll.zeitpunkt"
              render={(r) => formatDatumZeit(r.zeitpunkt, { sekunden: true })}
            />
            <FunctionField<StellvertretungProtokollEintrag>
              label="protokoll.aktion"
              render={(r) => translate(`protokoll.aktionen.${r.aktion}`)}
            />
            <FunctionField<StellvertretungProtokollEintrag> label="protokoll.echterBenutzer" render={(r) => r.echterBenutzer.name} />
            <FunctionField<StellvertretungProtokollEintrag>
              label="protokoll.effektiverBenutzer"
              render={(r) => r.effektiverBenutzer?.name ?? '–'}
            />
            <FunctionField<StellvertretungProtokollEintrag> label="protokoll.erzeuger" render={(r) => r.erzeuger?.name ?? '–'} />
          </Datagrid>
        </ResponsiveList>
      </List>
    </Box>
  );
};
