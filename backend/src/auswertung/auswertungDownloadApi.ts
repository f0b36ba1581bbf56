import { auswertungFilterSchema } from '@abfallportal/common/auswertung';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { sendDatei } from '../platform/files/sendDatei';
import { route, type RouteSpec } from '../platform/http/route';
import { abfallstromTabelle, TABELLEN_TYP, tabellenDateiname } from './abfallstromTabelle';
import { erzeugerDerAuswertung, ladeAbfallstrom } from './auswertungApi';
import { sankeyPdf } from './sankeyPdf';

const TAG = 'Auswertungen';

const tabelleQuerySchema = auswertungFilterSchema.safeExtend({
  format: z.enum(['csv', 'xlsx'], { error: 'Bitte CSV oder Excel wählen.' }),
});

const deutsch = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * The evaluation's downloads (issue 21): the Sankey diagram as a PDF built on the server from the same
 * data as the chart (pdfkit, d3-sankey geometry; no browser involved) and the table under the charts as
 * CSV or Excel. Same rule, scope and filters as GET /auswertung/abfallstrom.
 */
export function auswertungDownloadRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const heute = () => heuteInBerlin(deps.jetzt());
  return [
    route({
      method: 'get',
      path: '/v1/auswertung/abfallstrom/sankey.pdf',
      summary: 'Sankey-Diagramm der Abfallströme als PDF (A4 quer, mit Tabelle der Ströme)',
      tag: TAG,
      rule: 'dashboard',
      tenant: 'producer',
      query: auswertungFilterSchema,
      handle: async ({ user, query, res }) => {
        const daten = await ladeAbfallstrom(db, user, query, heute());
        const ids = await erzeugerDerAuswertung(db, user, query.erzeugerId);
        const namen = ((await db('erzeuger').whereIn('id', ids).orderBy('name').select('name')) as { name: string }[]).map((e) => e.name);
        const pdf = await sankeyPdf(daten.sankey, {
          titel: 'Abfallströme',
          zeitraum: `${deutsch(daten.von)} – ${deutsch(daten.bis)}`,
          erzeugerName: namen.join(', '),
        });
        sendDatei(res, { data: pdf, typ: 'application/pdf', name: `abfallstroeme-${daten.von}-${daten.bis}.pdf` });
      },
    }),
    route({
      method: 'get',
      path: '/v1/auswertung/abfallstrom/tabelle',
      summary: 'Tabelle der Abfallströme als CSV (Semikolon, UTF-8) oder Excel',
      tag: TAG,
      rule: 'dashboard',
      tenant: 'producer',
      query: tabelleQuerySchema,
      handle: async ({ user, query, res }) => {
        const { format, ...filter } = query;
        const daten = await ladeAbfallstrom(db, user, filter, heute());
        const datei = await abfallstromTabelle(daten.zeilen, format);
        sendDatei(res, { data: datei, typ: TABELLEN_TYP[format], name: tabellenDateiname(daten.von, daten.bis, format) });
      },
    }),
  ];
}
