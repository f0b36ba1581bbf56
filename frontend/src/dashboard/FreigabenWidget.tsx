import type { EntsorgerEintrag } from '@abfallportal/common/entsorger';
import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { Button, Chip, List, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { Abfrage, WidgetKarte } from '../charts';
import { entsorgerPaths } from '../entsorger';
import { supportPaths } from '../support';
import { verbleibsanlagenPaths } from '../verbleibsanlagen';
import { ArbeitsZeile } from './ArbeitsZeile';
import type { DashboardWidget } from './dashboardWidgets';

const ZEILEN = 3;
const EIGENE_FEHLER = { meta: { eigeneFehler: true } };
const NICHT_FREIGEGEBEN = { freigegeben: false };
const mitFilter = (pfad: string, filter: object) => `${pfad}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const ort = (r: { plz?: string | null; ort?: string | null }) => [r.plz, r.ort].filter(Boolean).join(' ');

type AbschnittProps<T extends RaRecord> = {
  titel: string;
  resource: string;
  filter: object;
  /** The support tab where the record is approved (its list holds the approve button). */
  link: string;
  zeile: (r: T) => { primary: string; secondary?: string };
};

/** One kind of record waiting for approval: its count, the newest few, the support tab. */
function Abschnitt<T extends RaRecord>({ titel, resource, filter, link, zeile }: AbschnittProps<T>) {
  const translate = useTranslate();
  const liste = useGetList<T>(
    resource,
    { pagination: { page: 1, perPage: ZEILEN }, sort: { field: 'name', order: 'ASC' }, filter },
    EIGENE_FEHLER,
  );
  return (
    <section aria-label={titel}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {titel}
        </Typography>
        {liste.isSuccess && <Chip size="small" color={liste.total ? 'warning' : 'default'} label={liste.total ?? 0} />}
      </Stack>
      <Abfrage abfrage={liste} leer={(d) => (d ?? []).length === 0} leerText={translate('arbeit.personal.keineFreigaben')} hoehe={60}>
        {(d) => (
          <>
            <List dense disablePadding aria-label={titel}>
              {(d ?? []).map((r) => (
                <ArbeitsZeile key={r.id} to={link} {...zeile(r)} />
              ))}
            </List>
            <Button component={Link} to={link} size="small">
              {translate('arbeit.personal.zurFreigabe')}
            </Button>
          </>
        )}
      </Abfrage>
    </section>
  );
}

/** Staff: producers, disposers and disposal plants waiting for approval, each kind the user may approve. */
export const FreigabenWidget = ({ widgets }: { widgets: readonly DashboardWidget[] }) => {
  const translate = useTranslate();
  return (
    <WidgetKarte titel={translate('arbeit.personal.freigaben')} id="widget-freigaben">
      {widgets.includes('freigabeErzeuger') && (
        <Abschnitt<ErzeugerListeEintrag>
          titel={translate('arbeit.personal.erzeuger')}
          resource="erzeuger"
          filter={NICHT_FREIGEGEBEN}
          link={mitFilter(supportPaths.erzeuger, NICHT_FREIGEGEBEN)}
          zeile={(r) => ({ primary: r.name, secondary: ort(r) })}
        />
      )}
      {widgets.includes('freigabeEntsorger') && (
        <Abschnitt<EntsorgerEintrag>
          titel={translate('arbeit.personal.entsorger')}
          resource={entsorgerPaths.unapprovedResource}
          filter={{}}
          link={entsorgerPaths.support}
          zeile={(r) => ({ primary: r.name, secondary: ort(r) })}
        />
      )}
      {widgets.includes('freigabeVerbleibsanlagen') && (
        <Abschnitt<Verbleibsanlage>
          titel={translate('arbeit.personal.verbleibsanlagen')}
          resource={verbleibsanlagenPaths.resource}
          filter={NICHT_FREIGEGEBEN}
          link={mitFilter(verbleibsanlagenPaths.list, NICHT_FREIGEGEBEN)}
          zeile={(r) => ({ primary: r.name, secondary: [r.entsorgerName, ort(r)].filter(Boolean).join(' · ') })}
        />
      )}
    </WidgetKarte>
  );
};
