import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** One line of a page's text layer: the cells left to right (a wide gap starts a new cell). */
export type PdfZeile = { seite: number; zellen: string[]; text: string };

export type PdfText = { seiten: number; zeilen: PdfZeile[] };

export class PdfTextFehler extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfTextFehler';
  }
}

// The reader runs pdfjs-dist (legacy build for Node) in a child process: pdfjs is an ES module (the
// jest runtime of the tests is CommonJS), and an untrusted PDF is parsed outside the server's
// process, with a time and memory limit.
const LESER = String.raw`
const [pdfjsUrl] = process.argv.slice(1);
const pdfjs = await import(pdfjsUrl);
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const data = new Uint8Array(Buffer.concat(chunks));
const doc = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, stopAtErrors: false }).promise;
const zeilen = [];
const seiten = Math.min(doc.numPages, 30);
for (let s = 1; s <= seiten; s++) {
  const page = await doc.getPage(s);
  const inhalt = await page.getTextContent();
  const items = inhalt.items.filter((i) => typeof i.str === 'string' && i.str.trim() !== '')
    .map((i) => ({ x: i.transform[4], y: i.transform[5], w: i.width, h: Math.abs(i.transform[3]) || 8, str: i.str }));
  items.sort((a, b) => b.y - a.y || a.x - b.x);
  const gruppen = [];
  for (const it of items) {
    const g = gruppen.find((g) => Math.abs(g.y - it.y) <= Math.max(2, it.h * 0.3));
    if (g) g.items.push(it); else gruppen.push({ y: it.y, items: [it] });
  }
  gruppen.sort((a, b) => b.y - a.y);
  for (const g of gruppen) {
    g.items.sort((a, b) => a.x - b.x);
    const zellen = [];
    let ende = -Infinity;
    for (const it of g.items) {
      const luecke = it.x - ende;
      if (zellen.length > 0 && luecke < it.h * 0.9) zellen[zellen.length - 1] += (luecke > it.h * 0.15 ? ' ' : '') + it.str;
      else zellen.push(it.str);
      ende = it.x + it.w;
    }
    const z = zellen.map((c) => c.replace(/\s+/g, ' ').trim()).filter((c) => c !== '');
    if (z.length > 0) zeilen.push({ seite: s, zellen: z, text: z.join('  ') });
  }
}
process.stdout.write(JSON.stringify({ seiten: doc.numPages, zeilen }));
`;

const pdfjsUrl = (): string => pathToFileURL(createRequire(__filename).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

/** The text layer of a PDF, line by line with its cells; throws PdfTextFehler when the file cannot be read. */
export function lesePdfText(data: Buffer, fristMs = 20_000): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const kind = spawn(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', LESER, pdfjsUrl()], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const aus: Buffer[] = [];
    const fehler: Buffer[] = [];
    const timer = setTimeout(() => kind.kill('SIGKILL'), fristMs);
    kind.stdout.on('data', (c: Buffer) => aus.push(c));
    kind.stderr.on('data', (c: Buffer) => fehler.push(c));
    kind.on('error', (e) => {
      clearTimeout(timer);
      reject(new PdfTextFehler(`Die PDF-Datei konnte nicht gelesen werden (${e.message}).`));
    });
    kind.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') return reject(new PdfTextFehler('Das Lesen der PDF-Datei dauerte zu lange.'));
      if (code !== 0) return reject(new PdfTextFehler('Die PDF-Datei ist beschädigt oder verschlüsselt und konnte nicht gelesen werden.'));
      try {
        resolve(JSON.parse(Buffer.concat(aus).toString('utf8')) as PdfText);
      } catch {
        reject(new PdfTextFehler(`Die PDF-Datei konnte nicht gelesen werden. ${Buffer.concat(fehler).toString('utf8').slice(0, 200)}`));
      }
    });
    kind.stdin.on('error', () => undefined);
    kind.stdin.end(data);
  });
}
