import type { Abfallstrom, AbfallstromZeile } from '@abfallportal/common/auswertung';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
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
  const translate = useTranslate();
  const spalten: Spalte<MonatsZeile>[] = [
    { titel: translate('auswertung.spalten.monat'), wert: (z) => formatMonat(z.monat), fixiert: 'links', keinUmbruch: true },
    ...reihen.map((r, i) => ({
      titel: translate('auswertung.spalten.reihe', { name: r.name }),
      wert: (z: MonatsZeile) => z.werte[i] ?? 0,
      format: (z: MonatsZeile) => t(z.werte[i] ?? 0),
      zahl: true,
    })),
    { titel: translate('auswertung.spalten.summeT'), wert: (z) => z.summe, format: (z) => t(z.summe), zahl: true, fixiert: 'rechts' },
  ];
  const zeilen = monatsZeilen(reihen, monate);
  const summe = [
    translate('auswertung.summe'),
    ...reihen.map((r) => t(r.y.reduce((s, v) => s + v, 0))),
    t(zeilen.reduce((s, z) => s + z.summe, 0)),
  ];
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

const zeilenSpalten = (translate: TranslateFunction): Spalte<AbfallstromZeile>[] => [
  { titel: translate('auswertung.spalten.monat'), wert: (z) => formatMonat(z.monat), keinUmbruch: true },
  { titel: translate('auswertung.spalten.anfallstelle'), wert: (z) => z.anfallstelleName },
  { titel: translate('auswertung.spalten.fraktion'), wert: (z) => z.fraktionName },
  { titel: translate('auswertung.spalten.avv'), wert: (z) => `${z.abfallschluessel}${z.gefaehrlich ? '*' : ''}`, keinUmbruch: true },
  { titel: translate('auswertung.spalten.entsorger'), wert: (z) => z.entsorgerName },
  { titel: translate('auswertung.spalten.anlage'), wert: (z) => z.verbleibsanlageName ?? '' },
  { titel: translate('auswertung.spalten.verfahren'), wert: (z) => z.entsorgungsverfahren ?? '' },
  { titel: translate('auswertung.spalten.mengeT'), wert: (z) => z.mengeT, format: (z) => t(z.mengeT), zahl: true },
  { titel: translate('auswertung.spalten.kostenNetto'), wert: (z) => z.kostenEuro, format: (z) => formatEuro(z.kostenEuro), zahl: true },
];

/** Every row of the waste streams (the Sankey's table), with the server's Excel download. */
export const AbfallstromZeilen = ({ daten, titel, filter }: { daten: Abfallstrom; titel: string; filter: AuswertungAnfrage }) => {
  const translate = useTranslate();
  return (
    <DatenTabelle
      titel={titel}
      spalten={zeilenSpalten(translate)}
      zeilen={daten.zeilen}
      summe={[translate('auswertung.summe'), '', '', '', '', '', '', t(daten.summeT), formatEuro(daten.kostenEuro)]}
      excelUrl={auswertungApi.tabelleUrl(filter, 'xlsx')}
      herunterladen={dateiHerunterladen}
      max={20}
    />
  );
};

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
  const translate = useTranslate();
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
              {translate('auswertung.alsPdf')}
            </Button>
            {fehler && (
              <Typography color="error" variant="body2" role="alert">
                {translate('auswertung.pdfFehler')}
              </Typography>
            )}
          </>
        }
      />
    </>
  );
};
