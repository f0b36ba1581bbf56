import type { Overview } from '@abfallportal/common/auswertung';
import { Button, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Suspense } from 'react';
import { auswertungPaths, keineMengen, SankeyMitExport, useAbfallstrom } from '../auswertung';
import { Abfrage, balkenAusOverview, DatenTabelle, istLeer, StapelBalken, WidgetKarte, type BalkenReihe, type Spalte } from '../charts';
import { formatMenge } from '../format/format';

const LEER =
  'Im laufenden Jahr sind noch keine Mengen dokumentiert. Sobald Entsorger Mengen melden oder Sie Belege erfassen, erscheinen sie hier.';

type StromZeile = { name: string; summe: number };

/** Widget (b): stacked bars per month and waste stream from `/overview`, and the sums per stream below. */
export const AbfallstromWidget = ({ overview }: { overview: UseQueryResult<Overview> }) => (
  <WidgetKarte
    titel="Abfallmengen je Monat"
    id="widget-abfallstrom"
    aktion={
      <Button component={Link} to={auswertungPaths.root} size="small">
        Auswertungen
      </Button>
    }
  >
    <Abfrage abfrage={overview} leer={(d) => istLeer(balkenAusOverview(d.abfallstromList))} leerText={LEER} hoehe={300}>
      {(d) => {
        const reihen: BalkenReihe[] = balkenAusOverview(d.abfallstromList);
        const spalten: Spalte<StromZeile>[] = [
          { titel: 'Abfallstrom', wert: (z) => z.name },
          { titel: 'Menge (t)', wert: (z) => z.summe, format: (z) => formatMenge(z.summe, 't'), zahl: true },
        ];
        const zeilen = reihen.map((r) => ({ name: r.name, summe: r.y.reduce((s, v) => s + v, 0) }));
        return (
          <>
            <StapelBalken titel="Abfallmengen je Monat" reihen={reihen} hoehe={300} ohnePng />
            <DatenTabelle
              titel="Abfallmengen je Abfallstrom"
              spalten={spalten}
              zeilen={zeilen}
              summe={[
                'Summe',
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

/** Widget (c): the Sankey of the current year with PNG and PDF export. */
export const SankeyWidget = ({ erzeugerId }: { erzeugerId?: number }) => {
  const filter = { erzeugerId };
  const abfrage = useAbfallstrom(filter);
  return (
    <WidgetKarte titel="Abfallströme" id="widget-sankey">
      <Abfrage abfrage={abfrage} leer={keineMengen} leerText={LEER} hoehe={380}>
        {(d) => (
          <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
            <SankeyMitExport daten={d} titel="Abfallströme" filter={filter} hoehe={380} />
          </Suspense>
        )}
      </Abfrage>
    </WidgetKarte>
  );
};
