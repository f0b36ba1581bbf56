import { SANKEY_EBENEN, type SankeyDaten, type SankeyEbene } from '@abfallportal/common/auswertung';
import { farbeFuer } from '@abfallportal/common/farbpalette';
import { sankey, type SankeyGraph } from 'd3-sankey';
import PDFDocument from 'pdfkit';

/**
 * The Sankey diagram as a PDF (issue 21 "Charts"): built on the server from the same data as the chart in
 * the browser (`SankeyDaten` of `/auswertung/abfallstrom`), so the PDF does not depend on a browser.
 * d3-sankey computes the geometry; pdfkit draws nodes as bars and flows as filled cubic curves in the
 * source node's colour at 45 % opacity. A node's colour is its `farbcode`, otherwise the palette colour of
 * its position in `daten.knoten` (the browser chart colours by the same rule). A4 landscape; the flows
 * follow as a table on the next page(s).
 */
export type SankeyKopf = { titel: string; zeitraum: string; erzeugerName: string };

export const KEINE_MENGEN = 'Keine Mengen im Zeitraum';

export const EBENEN_TITEL: Record<SankeyEbene, string> = {
  STANDORT: 'Anfallstelle',
  FRAKTION: 'Fraktion',
  ENTSORGER: 'Entsorger',
  ZIEL: 'Anlage / Verfahren',
};

const BREITE = 841.89;
const HOEHE = 595.28;
const RAND = 40;
const DIAGRAMM_OBEN = 118;
const DIAGRAMM_UNTEN = HOEHE - RAND - 20;
const KNOTEN_BREITE = 12;
const KNOTEN_ABSTAND = 12;
const SCHRIFT = 8;
const LINIEN_DECKKRAFT = 0.45;
const TEXT = '#222222';
const GRAU = '#666666';

/** Tonnes in German notation: "12,5 t", "1.234,5 t", small amounts with up to three decimals ("0,045 t"). */
export function tonnenText(wert: number): string {
  const stellen = Math.abs(wert) < 1 ? 3 : 1;
  return `${wert.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: stellen })} t`;
}

/** `layer` is set by d3-sankey (its column), which its types do not declare. */
type Knoten = { id: string; name: string; ebene: SankeyEbene; farbe: string; spalte: number; layer?: number };
type Kante = { source: string; target: string; value: number };
type Graph = SankeyGraph<Knoten, Kante>;
type LayoutKnoten = Graph['nodes'][number];
type LayoutKante = Graph['links'][number];

/** The flows worth drawing (positive, between known nodes) and the nodes they touch, with colours and columns. */
function aufbereiten(daten: SankeyDaten): { knoten: Knoten[]; kanten: Kante[] } {
  const bekannt = new Map(daten.knoten.map((k, i) => [k.id, { k, i }]));
  const kanten = daten.kanten
    .filter((k) => Number.isFinite(k.wert) && k.wert > 0 && k.quelle !== k.ziel && bekannt.has(k.quelle) && bekannt.has(k.ziel))
    .map((k) => ({ source: k.quelle, target: k.ziel, value: k.wert }));
  const benutzt = new Set(kanten.flatMap((k) => [k.source, k.target]));
  const ebenen = SANKEY_EBENEN.filter((e) => daten.knoten.some((k) => k.ebene === e && benutzt.has(k.id)));
  const knoten = daten.knoten
    .map((k, i) => ({ k, i }))
    .filter(({ k }) => benutzt.has(k.id))
    .map(({ k, i }) => ({ id: k.id, name: k.name, ebene: k.ebene, farbe: farbeFuer(i, k.farbcode), spalte: ebenen.indexOf(k.ebene) }));
  return { knoten, kanten };
}

/**
 * The layout: one column per level that has flows (site, fraction, disposer, plant). When the flows do not
 * allow that (a flow skipping a level, a cycle), d3-sankey's own justified columns are used instead.
 */
function layout(knoten: Knoten[], kanten: Kante[], links: number, rechts: number): Graph {
  const bauen = (eigeneSpalten: boolean): Graph => {
    const s = sankey<Knoten, Kante>()
      .nodeId((k) => k.id)
      .nodeWidth(KNOTEN_BREITE)
      .nodePadding(KNOTEN_ABSTAND)
      .extent([
        [links, DIAGRAMM_OBEN],
        [rechts, DIAGRAMM_UNTEN],
      ]);
    if (eigeneSpalten) s.nodeAlign((k, n) => Math.min(n - 1, k.spalte));
    return s({ nodes: knoten.map((k) => ({ ...k })), links: kanten.map((k) => ({ ...k })) });
  };
  try {
    const graph = bauen(true);
    if (graph.nodes.every((k) => k.layer === k.spalte)) return graph;
  } catch {
    // fall through to the library's own columns
  }
  return bauen(false);
}

/** A name cut to a width, with "…" when it had to be cut. */
function gekuerzt(doc: PDFKit.PDFDocument, text: string, breite: number): string {
  if (doc.widthOfString(text) <= breite) return text;
  let ende = text.length;
  while (ende > 1 && doc.widthOfString(`${text.slice(0, ende)}…`) > breite) ende--;
  return `${text.slice(0, ende).trimEnd()}…`;
}

function kopfZeichnen(doc: PDFKit.PDFDocument, kopf: SankeyKopf): void {
  doc
    .fillColor(TEXT)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(kopf.titel, RAND, RAND, { width: BREITE - 2 * RAND, lineBreak: false });
  doc.font('Helvetica').fontSize(10).fillColor(GRAU);
  doc.text(`Erzeuger: ${kopf.erzeugerName}`, RAND, RAND + 24, { lineBreak: false });
  doc.text(`Zeitraum: ${kopf.zeitraum}`, RAND, RAND + 38, { lineBreak: false });
}

function linieZeichnen(doc: PDFKit.PDFDocument, kante: LayoutKante): void {
  const quelle = kante.source as LayoutKnoten;
  const ziel = kante.target as LayoutKnoten;
  const halb = (kante.width ?? 0) / 2;
  const x0 = quelle.x1!;
  const x1 = ziel.x0!;
  const xm = (x0 + x1) / 2;
  const y0 = kante.y0!;
  const y1 = kante.y1!;
  doc
    .moveTo(x0, y0 - halb)
    .bezierCurveTo(xm, y0 - halb, xm, y1 - halb, x1, y1 - halb)
    .lineTo(x1, y1 + halb)
    .bezierCurveTo(xm, y1 + halb, xm, y0 + halb, x0, y0 + halb)
    .closePath()
    .fillOpacity(LINIEN_DECKKRAFT)
    .fill(quelle.farbe);
  doc.fillOpacity(1);
}

function diagrammZeichnen(doc: PDFKit.PDFDocument, graph: Graph): void {
  const spaltenX = new Map<number, number>();
  for (const k of graph.nodes) spaltenX.set(k.layer!, k.x0!);
  const letzte = Math.max(...spaltenX.keys());
  const abstand = spaltenX.size > 1 ? (BREITE - 2 * RAND - KNOTEN_BREITE) / (spaltenX.size - 1) : BREITE;
  const beschriftungBreite = Math.min(220, abstand - KNOTEN_BREITE - 24);

  // Column headings: the level of each column (when the columns are the levels).
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GRAU);
  for (const [spalte, x] of spaltenX) {
    const inSpalte = new Set(graph.nodes.filter((k) => k.layer === spalte).map((k) => k.ebene));
    if (inSpalte.size !== 1) continue;
    const titel = EBENEN_TITEL[[...inSpalte][0]!];
    const breite = doc.widthOfString(titel);
    const tx = spalte === letzte && spalte > 0 ? x + KNOTEN_BREITE - breite : x;
    doc.text(titel, tx, DIAGRAMM_OBEN - 22, { lineBreak: false });
  }

  for (const kante of graph.links) linieZeichnen(doc, kante);

  for (const k of graph.nodes) {
    doc.rect(k.x0!, k.y0!, k.x1! - k.x0!, Math.max(0.5, k.y1! - k.y0!)).fill(k.farbe);
  }

  doc.fontSize(SCHRIFT);
  for (const k of graph.nodes) {
    const mitte = (k.y0! + k.y1!) / 2;
    const menge = tonnenText(k.value ?? 0);
    doc.font('Helvetica-Bold');
    const mengeBreite = doc.widthOfString(menge);
    doc.font('Helvetica');
    const name = gekuerzt(doc, k.name, beschriftungBreite - mengeBreite - 6);
    const nameBreite = doc.widthOfString(name);
    const y = mitte - SCHRIFT / 2;
    const rechtsDavon = k.layer! < letzte || letzte === 0;
    let x = rechtsDavon ? k.x1! + 4 : k.x0! - 4 - nameBreite - 6 - mengeBreite;
    doc.fillColor(TEXT).text(name, x, y, { lineBreak: false });
    x += nameBreite + 6;
    doc.font('Helvetica-Bold').fillColor(TEXT).text(menge, x, y, { lineBreak: false });
  }
}

type Spalte = { titel: string; breite: number; rechts?: boolean };

const TABELLE: Spalte[] = [
  { titel: 'Von', breite: 250 },
  { titel: 'Nach', breite: 250 },
  { titel: 'Stufe', breite: 160 },
  { titel: 'Menge', breite: BREITE - 2 * RAND - 660, rechts: true },
];
const ZEILE = 15;

function tabellenKopf(doc: PDFKit.PDFDocument, y: number): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(SCHRIFT + 1)
    .fillColor(TEXT);
  let x = RAND;
  for (const s of TABELLE) {
    const tx = s.rechts ? x + s.breite - 4 - doc.widthOfString(s.titel) : x + 4;
    doc.text(s.titel, tx, y + 3, { lineBreak: false });
    x += s.breite;
  }
  doc
    .moveTo(RAND, y + ZEILE)
    .lineTo(BREITE - RAND, y + ZEILE)
    .lineWidth(0.7)
    .stroke(GRAU);
  return y + ZEILE + 2;
}

/** The flows as a table ("Flüsse"), level by level and largest first, with the source colour as a swatch. */
function flussTabelle(doc: PDFKit.PDFDocument, graph: Graph, kopf: SankeyKopf): void {
  doc.addPage();
  doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(13).text(`Flüsse – ${kopf.titel}`, RAND, RAND, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GRAU)
    .text(`${kopf.erzeugerName} · ${kopf.zeitraum}`, RAND, RAND + 18, { lineBreak: false });
  let y = tabellenKopf(doc, RAND + 36);
  const kanten = [...graph.links].sort(
    (a, b) => (a.source as LayoutKnoten).layer! - (b.source as LayoutKnoten).layer! || b.value - a.value,
  );
  for (const kante of kanten) {
    if (y + ZEILE > HOEHE - RAND - 16) {
      doc.addPage();
      y = tabellenKopf(doc, RAND);
    }
    const quelle = kante.source as LayoutKnoten;
    const ziel = kante.target as LayoutKnoten;
    const werte = [quelle.name, ziel.name, `${EBENEN_TITEL[quelle.ebene]} – ${EBENEN_TITEL[ziel.ebene]}`, tonnenText(kante.value)];
    doc.rect(RAND - 10, y + 4, 7, 7).fill(quelle.farbe);
    doc
      .font('Helvetica')
      .fontSize(SCHRIFT + 1)
      .fillColor(TEXT);
    let x = RAND;
    werte.forEach((wert, i) => {
      const s = TABELLE[i]!;
      const text = gekuerzt(doc, wert, s.breite - 8);
      const tx = s.rechts ? x + s.breite - 4 - doc.widthOfString(text) : x + 4;
      doc.text(text, tx, y + 3, { lineBreak: false });
      x += s.breite;
    });
    y += ZEILE;
  }
  const summe = graph.nodes.filter((k) => k.layer === 0).reduce((s, k) => s + (k.value ?? 0), 0);
  doc
    .moveTo(RAND, y + 1)
    .lineTo(BREITE - RAND, y + 1)
    .lineWidth(0.7)
    .stroke(GRAU);
  doc
    .font('Helvetica-Bold')
    .fontSize(SCHRIFT + 1)
    .fillColor(TEXT);
  const text = `Gesamtmenge ${tonnenText(summe)}`;
  doc.text(text, BREITE - RAND - 4 - doc.widthOfString(text), y + 5, { lineBreak: false });
}

function seitenZahlen(doc: PDFKit.PDFDocument): void {
  const bereich = doc.bufferedPageRange();
  for (let i = 0; i < bereich.count; i++) {
    doc.switchToPage(bereich.start + i);
    const text = `Seite ${i + 1} von ${bereich.count}`;
    doc.font('Helvetica').fontSize(8).fillColor(GRAU);
    doc.text(text, BREITE - RAND - doc.widthOfString(text), HOEHE - RAND + 8, { lineBreak: false });
  }
}

/** Renders the Sankey diagram of `daten` with its heading; no flows → one page saying "Keine Mengen im Zeitraum". */
export function sankeyPdf(daten: SankeyDaten, kopf: SankeyKopf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    bufferPages: true,
    info: { Title: `${kopf.titel} – ${kopf.erzeugerName}`, Subject: kopf.zeitraum, Creator: 'Abfallportal' },
  });
  const teile: Buffer[] = [];
  const fertig = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
  });
  try {
    kopfZeichnen(doc, kopf);
    const { knoten, kanten } = aufbereiten(daten);
    if (kanten.length === 0) {
      doc
        .font('Helvetica')
        .fontSize(14)
        .fillColor(GRAU)
        .text(KEINE_MENGEN, RAND, HOEHE / 2 - 10, {
          width: BREITE - 2 * RAND,
          align: 'center',
        });
    } else {
      const graph = layout(knoten, kanten, RAND, BREITE - RAND);
      diagrammZeichnen(doc, graph);
      flussTabelle(doc, graph, kopf);
    }
    seitenZahlen(doc);
    doc.end();
  } catch (fehler) {
    doc.end();
    return Promise.reject(fehler instanceof Error ? fehler : new Error(String(fehler)));
  }
  return fertig;
}
