import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_ART_TEXT, EXPORT_MELDUNGEN, type ExportArt, type ExportInfo, type ExportStatus } from '@abfallportal/common/export';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { Db } from '../platform/db';
import type { FileStore } from '../platform/files/fileStore';
import { enqueueMail } from '../platform/mail/outbox';
import { uuidFromName } from '../platform/uuidFromName';
import { exportQuelle, loadExportDaten, type ExportUmfang } from './exportDaten';
import { schreibeExportExcel } from './exportExcel';
import { datumText } from './exportFormat';
import { schreibeExportPdf } from './exportPdf';
import { erstelleGewabfvPaket, gewabfvDateiName } from './gewabfvExport';

/** The pg-boss queue that builds one export, and the sweep that picks up what waits too long. */
export const EXPORT_JOB = 'export-erstellen';
export const EXPORT_SWEEP = 'export-nachholen';
/** How long a download link works (the file is deleted by nothing else; a new export replaces it). */
export const DOWNLOAD_TAGE = 7;
/** A run that has not finished after this long is taken to have crashed and is started again. */
const LAUF_LEASE_MINUTEN = 10;
const MAX_VERSUCHE = 3;

export type ExportRow = {
  id: string;
  art: ExportArt;
  erzeuger_id: number;
  anfallstelle_id: number | null;
  beginn: Date | string;
  ende: Date | string;
  mit_anhaengen: boolean;
  status: ExportStatus;
  benutzer_id: number;
  erstellt_am: Date;
  begonnen_am: Date | null;
  fertig_am: Date | null;
  gueltig_bis: Date | null;
  versuche: number;
  datei_id: string | null;
  datei_name: string | null;
  datei_typ: string | null;
  fehler: string | null;
};

const tag = (v: Date | string): string =>
  v instanceof Date
    ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`
    : v.slice(0, 10);

export const downloadPfad = (id: string): string => `/api/v1/exporter/${id}/download`;

export const toExportInfo = (r: ExportRow, wiederverwendet = false): ExportInfo => ({
  id: r.id,
  art: r.art,
  status: r.status,
  erzeugerId: r.erzeuger_id,
  anfallstelleId: r.anfallstelle_id,
  beginn: tag(r.beginn),
  ende: tag(r.ende),
  includeAttachments: r.mit_anhaengen,
  erstelltAm: r.erstellt_am.toISOString(),
  fertigAm: r.fertig_am?.toISOString() ?? null,
  gueltigBis: r.gueltig_bis?.toISOString() ?? null,
  dateiName: r.datei_name,
  downloadUrl: r.status === 'FERTIG' ? downloadPfad(r.id) : null,
  wiederverwendet,
  fehler: r.status === 'FEHLER' ? EXPORT_MELDUNGEN.fehlgeschlagen : null,
});

export type ExportWunsch = {
  art: ExportArt;
  erzeugerId: number;
  anfallstelleId: number | null;
  beginn: string;
  ende: string;
  mitAnhaengen: boolean;
  benutzerId: number;
  force: boolean;
};

/**
 * Finds the newest export of the same scope and period that is waiting, running, or ready and not
 * expired (spec § 4: reused unless `force`), else creates a waiting one. Serialised per scope by an
 * advisory lock, so two clicks at once make one export.
 */
export const exportAnlegen = async (db: Db, w: ExportWunsch, jetzt: Date): Promise<{ row: ExportRow; neu: boolean }> =>
  db.transaction(async (trx) => {
    const umfang = `${w.art}/${w.erzeugerId}/${w.anfallstelleId ?? ''}/${w.beginn}/${w.ende}/${w.mitAnhaengen}`;
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`export/${umfang}`]);
    if (!w.force) {
      const vorhanden = (await trx('export_auftrag')
        .where({ art: w.art, erzeuger_id: w.erzeugerId, beginn: w.beginn, ende: w.ende, mit_anhaengen: w.mitAnhaengen })
        .andWhere((q) => (w.anfallstelleId === null ? q.whereNull('anfallstelle_id') : q.where('anfallstelle_id', w.anfallstelleId)))
        .andWhere((q) =>
          q.whereIn('status', ['WARTET', 'LAEUFT']).orWhere((f) => f.where('status', 'FERTIG').andWhere('gueltig_bis', '>', jetzt)),
        )
        .orderBy('erstellt_am', 'desc')
        .first()) as ExportRow | undefined;
      if (vorhanden) return { row: vorhanden, neu: false };
    }
    const [row] = (await trx('export_auftrag')
      .insert({
        id: randomUUID(),
        art: w.art,
        erzeuger_id: w.erzeugerId,
        anfallstelle_id: w.anfallstelleId,
        beginn: w.beginn,
        ende: w.ende,
        mit_anhaengen: w.mitAnhaengen,
        status: 'WARTET',
        benutzer_id: w.benutzerId,
        erstellt_am: jetzt,
      })
      .returning('*')) as ExportRow[];
    return { row: row!, neu: true };
  });

export type ExportDeps = { db: Db; files: FileStore; publicUrl: string; jetzt: () => Date };

/** The producers an export covers: one, or a holding with its members. */
export const erzeugerDesExports = async (db: Db, art: ExportArt, erzeugerId: number): Promise<number[]> => {
  if (art !== 'XLSX_HOLDING') return [erzeugerId];
  const mitglieder = (await db('erzeuger').where({ holding_id: erzeugerId }).pluck('id')) as number[];
  return [erzeugerId, ...mitglieder];
};

const titelVon = async (db: Db, r: ExportRow): Promise<string> => {
  const erzeuger = ((await db('erzeuger').where({ id: r.erzeuger_id }).first('name')) as { name: string } | undefined)?.name ?? '';
  if (r.anfallstelle_id === null) return r.art === 'XLSX_HOLDING' ? `${erzeuger} (Holding)` : erzeuger;
  const stelle = ((await db('anfallstelle').where({ id: r.anfallstelle_id }).first('name')) as { name: string } | undefined)?.name ?? '';
  return `${erzeuger} – ${stelle}`;
};

const dateiNameVon = (titel: string, r: ExportRow): string => {
  const sauber =
    titel
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'Export';
  return `Dokumentation-${sauber}-${tag(r.beginn)}-${tag(r.ende)}.${r.art.startsWith('PDF') ? 'pdf' : 'xlsx'}`;
};

/**
 * Builds one export (the pg-boss job). Idempotent: it claims the row first (WARTET, or LAEUFT
 * whose lease ran out after a crash), so a second delivery of the same job does nothing. The file
 * goes to the file store, then in one transaction the row becomes FERTIG and the mail with the
 * link is written (its id derived from the export's, so no second mail).
 */
export const erstelleExport = async (deps: ExportDeps, id: string): Promise<void> => {
  const { db } = deps;
  const jetzt = deps.jetzt();
  const [row] = (await db('export_auftrag')
    .where({ id })
    .andWhere((q) =>
      q
        .where('status', 'WARTET')
        .orWhere((l) => l.where('status', 'LAEUFT').andWhere('begonnen_am', '<', new Date(jetzt.getTime() - LAUF_LEASE_MINUTEN * 60_000))),
    )
    .update({ status: 'LAEUFT', begonnen_am: jetzt, versuche: db.raw('versuche + 1') })
    .returning('*')) as ExportRow[];
  if (!row) return;
  const ordner = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-export-'));
  try {
    const titel = await titelVon(db, row);
    const umfang: ExportUmfang = {
      erzeugerIds: await erzeugerDesExports(db, row.art, row.erzeuger_id),
      anfallstelleId: row.anfallstelle_id,
      beginn: tag(row.beginn),
      ende: tag(row.ende),
    };
    const gewabfv = row.art === 'PDF_GEWABFV';
    const pdf = row.art.startsWith('PDF');
    const name = gewabfv ? gewabfvDateiName(titel, Number(tag(row.beginn).slice(0, 4))) : dateiNameVon(titel, row);
    const ziel = path.join(ordner, pdf ? 'export.pdf' : 'export.xlsx');
    if (gewabfv)
      await erstelleGewabfvPaket(
        db,
        { anfallstelle_id: row.anfallstelle_id, beginn: tag(row.beginn) },
        ziel,
        (d) => deps.files.get(d),
        jetzt,
      );
    else if (pdf)
      await schreibeExportPdf(await loadExportDaten(db, umfang, titel, heuteInBerlin(jetzt)), ziel, {
        mit: row.mit_anhaengen,
        lesen: (d) => deps.files.get(d),
      });
    // The workbook loads site by site (10,000 receipts need not be in memory at once).
    else await schreibeExportExcel(await exportQuelle(db, umfang, titel, heuteInBerlin(jetzt)), ziel);
    const dateiId = `exporte/${row.id}${pdf ? '.pdf' : '.xlsx'}`;
    const inhalt = fs.readFileSync(ziel);
    await deps.files.put(dateiId, inhalt);
    const fertig = deps.jetzt();
    const gueltigBis = new Date(fertig.getTime() + DOWNLOAD_TAGE * 24 * 3600_000);
    await db.transaction(async (trx) => {
      await trx('export_auftrag')
        .where({ id: row.id })
        .update({
          status: 'FERTIG',
          fertig_am: fertig,
          gueltig_bis: gueltigBis,
          datei_id: dateiId,
          datei_name: name,
          datei_typ: pdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          datei_bytes: inhalt.length,
          fehler: null,
        });
      const benutzer = (await trx('benutzer').where({ id: row.benutzer_id }).first('email', 'vorname', 'nachname')) as
        { email: string; vorname: string | null; nachname: string | null } | undefined;
      if (!benutzer) return;
      const link = `${deps.publicUrl}/statetransition/transition-abgeschlossen?downloadUrl=${encodeURIComponent(downloadPfad(row.id))}`;
      const anrede = [benutzer.vorname, benutzer.nachname].filter(Boolean).join(' ');
      await enqueueMail(
        trx,
        {
          empfaenger: benutzer.email,
          betreff: `Ihr Export ist fertig: ${EXPORT_ART_TEXT[row.art]}`,
          text: [
            `Guten Tag${anrede ? ` ${anrede}` : ''},`,
            '',
            `Ihr Export „${EXPORT_ART_TEXT[row.art]}“ für ${titel}, Zeitraum ${datumText(tag(row.beginn))} – ${datumText(tag(row.ende))}, ist fertig.`,
            `Sie können ihn bis zum ${datumText(gueltigBis.toISOString().slice(0, 10))} herunterladen (Anmeldung erforderlich):`,
            '',
            link,
          ].join('\n'),
          links: [link],
          anlass: 'EXPORT_FERTIG',
        },
        { id: uuidFromName(`export-fertig/${row.id}`) },
      );
    });
  } catch (err) {
    const endgueltig = row.versuche >= MAX_VERSUCHE;
    await db('export_auftrag')
      .where({ id: row.id })
      .update({ status: endgueltig ? 'FEHLER' : 'WARTET', fehler: err instanceof Error ? err.message.slice(0, 1000) : String(err) });
    if (!endgueltig) throw err;
  } finally {
    fs.rmSync(ordner, { recursive: true, force: true });
  }
};

/** The sweep: exports a lost job or a crash left waiting or running; one after the other. */
export const exporteNachholen = async (deps: ExportDeps): Promise<number> => {
  const jetzt = deps.jetzt();
  const ids = (await deps
    .db('export_auftrag')
    .where((q) =>
      q
        .where('status', 'WARTET')
        .andWhere('erstellt_am', '<', new Date(jetzt.getTime() - 60_000))
        .orWhere((l) => l.where('status', 'LAEUFT').andWhere('begonnen_am', '<', new Date(jetzt.getTime() - LAUF_LEASE_MINUTEN * 60_000))),
    )
    .orderBy('erstellt_am')
    .limit(20)
    .pluck('id')) as string[];
  for (const id of ids) await erstelleExport(deps, id).catch(() => undefined);
  return ids.length;
};
