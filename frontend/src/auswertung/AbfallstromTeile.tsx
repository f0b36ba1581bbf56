import type { Abfallstrom, AbfallstromZeile } from '@abfallportal/common/auswertung';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { dateiHerunterladen } from '../auftraege';
import { balkenAusAbfallstrom, DatenTabelle, sankeySpur, SankeyDiagramm, StapelBalken, type BalkenReihe, type Spalte } from '../charts';
import { formatEuro, formatMenge, formatMonat } from '../format/format';
import { auswertungApi, type AuswertungAnfrage } from './auswertungApi';

const t = (wert: number) => formatMenge(wert, 't');

/** Months × streams as rows for the table under the bars. */
type MonatsZeile = { monat: string; werte: number[]; summe: number };

const monatsZeilen = (reihen: BalkenReihe[], monate: string[]): MonatsZeile[] =>
  monate.map((monat, i) => {
    const werte = reihen.map((r) => r.y[i] ?? 0);
    return { monat, werte, summe: werte.reduce((s, w) => s + w, 0) };
  });

/** The table of the stacked bars: one row per month, one column per stream, and the sums. */
export const MonatsTabelle = ({ titel, reihen, monate }: { titel: string; reihen: BalkenReihe[]; monate: string[] }) => {
  const spalten: Spalte<MonatsZeile>[] = [
    { titel: 'Monat', wert: (z) => formatMonat(z.monat) },
    ...reihen.map((r, i) => ({
      titel: `${r.name} (t)`,
      wert: (z: MonatsZeile) => z.werte[i] ?? 0,
      format: (z: MonatsZeile) => t(z.werte[i] ?? 0),
      zahl: true,
    })),
    { titel: 'Summe (t)', wert: (z) => z.summe, format: (z) => t(z.summe), zahl: true },
  ];
  const zeilen = monatsZeilen(reihen, monate);
  const summe = ['Summe', ...reihen.map((r) => t(r.y.reduce((s, v) => s + v, 0))), t(zeilen.reduce((s, z) => s + z.summe, 0))];
  return <DatenTabelle titel={titel} spalten={spalten} zeilen={zeilen} summe={summe} max={13} />;
};

/** Stacked bars per month and fraction with their table. */
export const AbfallstromBalken = ({ daten, titel, hoehe }: { daten: Abfallstrom; titel: string; hoehe?: number }) => {
  const reihen = balkenAusAbfallstrom(daten);
  return (
    <>
      <StapelBalken titel={titel} reihen={reihen} hoehe={hoehe} />
      <MonatsTabelle titel={titel} reihen={reihen} monate={daten.monate} />
    </>
  );
};

const ZEILEN_SPALTEN: Spalte<AbfallstromZeile>[] = [
  { titel: 'Monat', wert: (z) => formatMonat(z.monat) },
  { titel: 'Anfallstelle', wert: (z) => z.anfallstelleName },
  { titel: 'Fraktion', wert: (z) => z.fraktionName },
  { titel: 'AVV', wert: (z) => `${z.abfallschluessel}${z.gefaehrlich ? '*' : ''}` },
  { titel: 'Entsorger', wert: (z) => z.entsorgerName },
  { titel: 'Anlage', wert: (z) => z.verbleibsanlageName ?? '' },
  { titel: 'Verfahren', wert: (z) => z.entsorgungsverfahren ?? '' },
  { titel: 'Menge (t)', wert: (z) => z.mengeT, format: (z) => t(z.mengeT), zahl: true },
  { titel: 'Kosten (€ netto)', wert: (z) => z.kostenEuro, format: (z) => formatEuro(z.kostenEuro), zahl: true },
];

/** Every row of the waste streams (the Sankey's table), with the server's Excel download. */
export const AbfallstromZeilen = ({ daten, titel, filter }: { daten: Abfallstrom; titel: string; filter: AuswertungAnfrage }) => (
  <DatenTabelle
    titel={titel}
    spalten={ZEILEN_SPALTEN}
    zeilen={daten.zeilen}
    summe={['Summe', '', '', '', '', '', '', t(daten.summeT), formatEuro(daten.kostenEuro)]}
    excelUrl={auswertungApi.tabelleUrl(filter, 'xlsx')}
    herunterladen={dateiHerunterladen}
    max={20}
  />
);

/** The Sankey with PNG (Plotly) and PDF (server) export. */
export const SankeyMitExport = ({
  daten,
  titel,
  filter,
  hoehe,
}: {
  daten: Abfallstrom;
  titel: string;
  filter: AuswertungAnfrage;
  hoehe?: number;
}) => {
  const [fehler, setFehler] = useState(false);
  const [laeuft, setLaeuft] = useState(false);
  const pdf = () => {
    setFehler(false);
    setLaeuft(true);
    dateiHerunterladen(auswertungApi.sankeyPdfUrl(filter))
      .catch(() => setFehler(true))
      .finally(() => setLaeuft(false));
  };
  return (
    <>
      <SankeyDiagramm
        titel={titel}
        spur={sankeySpur(daten.sankey)}
        hoehe={hoehe}
        aktionen={
          <>
            <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={pdf} disabled={laeuft}>
              Als PDF herunterladen
            </Button>
            {fehler && (
              <Typography color="error" variant="body2" role="alert">
                Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es erneut.
              </Typography>
            )}
          </>
        }
      />
    </>
  );
};
