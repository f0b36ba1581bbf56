import type { Overview } from '@abfallportal/common/auswertung';
import { Button, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { auswertungPaths, keineMengen, SankeyMitExport, useAbfallstrom } from '../auswertung';
import { Abfrage, balkenAusOverview, DatenTabelle, istLeer, StapelBalken, WidgetKarte, type BalkenReihe, type Spalte } from '../charts';
import { formatMenge } from '../format/format';

type StromZeile = { name: string; summe: number };

/** Widget (b): stacked bars per month and waste stream from `/overview`, and the sums per stream below. */
export const AbfallstromWidget = ({ overview }: { overview: UseQueryResult<Overview> }) => {
  const translate = useTranslate();
  return (
    <WidgetKarte
      titel={translate('dashboard.abfallmengenJeMonat')}
      id="widget-abfallstrom"
      aktion={
        <Button component={Link} to={auswertungPaths.root} size="small">
          {translate('dashboard.auswertungen')}
        </Button>
      }
    >
      <Abfrage
        abfrage={overview}
        leer={(d) => istLeer(balkenAusOverview(d.abfallstromList))}
        leerText={translate('dashboard.keineMengen')}
        hoehe={300}
      >
        {(d) => {
          const reihen: BalkenReihe[] = balkenAusOverview(d.abfallstromList);
          const spalten: Spalte<StromZeile>[] = [
            { titel: translate('dashboard.abfallstrom'), wert: (z) => z.name },
            { titel: translate('dashboard.mengeT'), wert: (z) => z.summe, format: (z) => formatMenge(z.summe, 't'), zahl: true },
          ];
          const zeilen = reihen.map((r) => ({ name: r.name, summe: r.y.reduce((s, v) => s + v, 0) }));
          return (
            <>
              <StapelBalken titel={translate('dashboard.abfallmengenJeMonat')} reihen={reihen} hoehe={300} ohnePng />
              <DatenTabelle
                titel={translate('dashboard.abfallmengenJeStrom')}
                spalten={spalten}
                zeilen={zeilen}
                summe={[
                  translate('dashboard.summe'),
                  formatMenge(
                    zeilen.reduce((s, z) => s + z.summe, 0),
                    't',
                  ),
                ]}
                max={8}
              />
            </>
          );
        }}
      </Abfrage>
    </WidgetKarte>
  );
};

/** Widget (c): the Sankey of the current year with PNG and PDF export. */
export const SankeyWidget = ({ erzeugerId }: { erzeugerId?: number }) => {
  const translate = useTranslate();
  const filter = { erzeugerId };
  const abfrage = useAbfallstrom(filter);
  return (
    <WidgetKarte titel={translate('dashboard.abfallstroeme')} id="widget-sankey">
      <Abfrage abfrage={abfrage} leer={keineMengen} leerText={translate('dashboard.keineMengen')} hoehe={380}>
        {(d) => (
          <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
            <SankeyMitExport daten={d} titel={translate('dashboard.abfallstroeme')} filter={filter} hoehe={380} />
          </Suspense>
        )}
      </Abfrage>
    </WidgetKarte>
  );
};
