import type { VollmachtInfo } from '@abfallportal/common/firmendaten';
import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import PDFDocument from 'pdfkit';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import type { FileStore } from '../platform/files/fileStore';
import { HttpError } from '../platform/http/httpError';
import { loadFirmenhauptsitz } from './firmendatenQueries';

export const VOLLMACHT_FEHLT = 'Es wurde noch keine unterschriebene Vollmacht hochgeladen.';
export const NUR_PDF = 'Bitte laden Sie die unterschriebene Vollmacht als PDF hoch.';

const datumDeutsch = (d: Date): string =>
  d.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

/**
 * The power-of-attorney template, filled with the company's data. Uncompressed on purpose: the
 * file is small, and its text stays searchable for tests and for assistive tools.
 */
export const createVollmachtVorlage = async (db: Db, erzeugerId: number, jetzt: Date): Promise<{ name: string; pdf: Buffer }> => {
  const firma = await loadFirmenhauptsitz(db, erzeugerId);
  const doc = new PDFDocument({ size: 'A4', margin: 60, compress: false, info: { Title: `Vollmacht ${firma.name}` } });
  const teile: Buffer[] = [];
  doc.on('data', (c: Buffer) => teile.push(c));
  const fertig = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(teile))));

  const anschrift = [firma.strasse, firma.adresszusatz, [firma.plz, firma.ort].filter(Boolean).join(' '), firma.land].filter(
    (z): z is string => Boolean(z),
  );
  doc.fontSize(20).text('Vollmacht', { align: 'center' }).moveDown(1.5);
  doc.fontSize(11).text('Vollmachtgeber:').moveDown(0.3);
  doc.fontSize(12).text(firma.name);
  for (const zeile of anschrift) doc.text(zeile);
  doc.text(`USt-IdNr.: ${firma.ustId ?? '–'}`).moveDown(1.5);
  doc
    .fontSize(11)
    .text(
      `Hiermit bevollmächtigt die ${firma.name} den Betreiber des Abfallportals, in ihrem Namen Entsorgungsaufträge an die ` +
        'beauftragten Entsorgungsfachbetriebe zu übermitteln, Nachweise und Begleitscheine entgegenzunehmen sowie die ' +
        'hierfür erforderliche Kommunikation mit Entsorgern und Behörden zu führen.',
      { align: 'justify' },
    )
    .moveDown()
    .text('Die Vollmacht gilt bis auf schriftlichen Widerruf.')
    .moveDown(3);
  doc.text(`Ort, Datum: ${firma.ort ?? ''}, ${datumDeutsch(jetzt)}`).moveDown(3);
  doc.text('______________________________________').text('Unterschrift und Firmenstempel');
  doc.end();
  return { name: `Vollmacht-${firma.name}.pdf`, pdf: await fertig };
};

type Zeile = { vollmacht_datei: string | null; vollmacht_dateiname: string | null; vollmacht_hochgeladen_am: Date | null };

const loadZeile = async (db: Db, erzeugerId: number): Promise<Zeile> => {
  const r = (await db('erzeuger').where({ id: erzeugerId }).first('vollmacht_datei', 'vollmacht_dateiname', 'vollmacht_hochgeladen_am')) as
    Zeile | undefined;
  if (!r) throw nichtGefunden(VOLLMACHT_FEHLT);
  return r;
};

export const loadVollmachtInfo = async (db: Db, erzeugerId: number): Promise<VollmachtInfo> => {
  const r = await loadZeile(db, erzeugerId);
  return r.vollmacht_hochgeladen_am && r.vollmacht_dateiname
    ? { dateiname: r.vollmacht_dateiname, hochgeladenAm: r.vollmacht_hochgeladen_am.toISOString() }
    : { dateiname: null, hochgeladenAm: null };
};

/** Stores the signed PDF (checked by content, 20 MB) and records when; the previous file is removed after. */
export const saveVollmacht = async (
  deps: { db: Db; files: FileStore },
  erzeugerId: number,
  datei: { buffer: Buffer; size: number; originalname: string } | undefined,
  jetzt: Date,
): Promise<VollmachtInfo> => {
  if (!datei) throw new HttpError(400, NUR_PDF, { errors: { datei: NUR_PDF } });
  if (datei.size > UPLOAD_MAX_BYTES) throw new HttpError(413, MELDUNGEN.maxUploadFileSizeExceeded, { code: 'maxUploadFileSizeExceeded' });
  if (erkenneDateityp(datei.buffer) !== 'application/pdf') throw new HttpError(415, NUR_PDF, { errors: { datei: NUR_PDF } });
  const alt = await loadZeile(deps.db, erzeugerId);
  const schluessel = `vollmachten/${erzeugerId}-${jetzt.getTime()}.pdf`;
  await deps.files.put(schluessel, datei.buffer);
  // The name is only shown and offered on download; cut to a sane length, never used as a path.
  const dateiname = datei.originalname.replace(/\p{Cc}/gu, '').slice(0, 200) || 'Vollmacht.pdf';
  await deps
    .db('erzeuger')
    .where({ id: erzeugerId })
    .update({ vollmacht_datei: schluessel, vollmacht_dateiname: dateiname, vollmacht_hochgeladen_am: jetzt });
  if (alt.vollmacht_datei) await deps.files.remove(alt.vollmacht_datei);
  return loadVollmachtInfo(deps.db, erzeugerId);
};

export const loadVollmachtDatei = async (
  deps: { db: Db; files: FileStore },
  erzeugerId: number,
): Promise<{ data: Buffer; name: string }> => {
  const r = await loadZeile(deps.db, erzeugerId);
  const data = r.vollmacht_datei ? await deps.files.get(r.vollmacht_datei) : null;
  if (!data) throw nichtGefunden(VOLLMACHT_FEHLT);
  return { data, name: r.vollmacht_dateiname ?? 'Vollmacht.pdf' };
};
