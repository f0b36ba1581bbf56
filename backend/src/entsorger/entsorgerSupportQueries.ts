import {
  ENTSORGER_MELDUNGEN,
  entsorgerEintragSchema,
  type entsorgerSupportSchema,
  type EntsorgerEintrag,
} from '@abfallportal/common/entsorger';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';
import { updateVersioned, versionConflict } from '../platform/http/version';

/** Every disposer that is not a merged duplicate, with its number of customers (producers linked). */
const eintragAbfrage = (db: Db) =>
  db('entsorger as s')
    .leftJoin('erzeuger as ez', 'ez.id', 's.erstellt_von_erzeuger_id')
    .select(
      's.id',
      's.name',
      's.strasse',
      's.plz',
      's.ort',
      's.ansprechpartner',
      's.email',
      's.auftragsannahme',
      's.abweichende_kontaktdaten',
      's.aktiv',
      's.freigegeben',
      's.haendler_ausnahme',
      's.zugangsdaten_versendet',
      's.erstellt_am',
      's.erstellt_von_erzeuger_id',
      's.version',
      'ez.name as erstellt_von_name',
      db.raw('kn.n AS anzahl_kunden'),
    )
    .joinRaw('LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM kundennummer WHERE entsorger_id = s.id) kn ON true')
    .whereNull('s.zusammengefuehrt_in_id');

const filterSchema = z.object({ haendlerAusnahme: z.boolean().optional(), aktiv: z.boolean().optional() });

/** The support's lists (spec § 2, /support tab entsorger): approved or unapproved disposers. */
export const entsorgerListe = (freigegeben: boolean): ListSpec<z.infer<typeof filterSchema>> => ({
  resource: 'entsorger',
  from: (db) => eintragAbfrage(db).where('s.freigegeben', freigegeben),
  scopeColumns: { erzeuger: 's.erstellt_von_erzeuger_id', entsorger: 's.id' },
  sortable: {
    name: { column: 's.name', text: true },
    ort: { column: 's.ort', text: true },
    anzahlKunden: { column: 'kn.n' },
    erstelltAm: { column: 's.erstellt_am' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 's.id',
  searchSql: 'lower(concat_ws(chr(10), s.name, s.ort, s.plz, s.email, s.ansprechpartner)) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.haendlerAusnahme !== undefined) query.where('s.haendler_ausnahme', f.haendlerAusnahme);
    if (f.aktiv !== undefined) query.where('s.aktiv', f.aktiv);
  },
});

type Zeile = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** The row as the wire shows it, parsed (not cast) so a drift between table and wire type fails loudly. */
export const toEntsorgerEintrag = (r: Zeile): EntsorgerEintrag =>
  entsorgerEintragSchema.parse({
    id: r.id,
    name: r.name,
    strasse: text(r.strasse),
    plz: text(r.plz),
    ort: text(r.ort),
    ansprechpartner: text(r.ansprechpartner),
    email: text(r.email),
    auftragsannahme: text(r.auftragsannahme),
    abweichendeKontaktdaten: text(r.abweichende_kontaktdaten),
    aktiv: r.aktiv,
    freigegeben: r.freigegeben,
    haendlerAusnahme: r.haendler_ausnahme,
    zugangsdatenVersendet: r.zugangsdaten_versendet,
    anzahlKunden: Number(r.anzahl_kunden),
    erstelltVon: r.erstellt_von_erzeuger_id ? { id: r.erstellt_von_erzeuger_id, name: r.erstellt_von_name } : null,
    erstelltAm: r.erstellt_am instanceof Date ? r.erstellt_am.toISOString() : String(r.erstellt_am),
    version: r.version,
  });

export const loadEntsorger = async (db: Db, id: number): Promise<EntsorgerEintrag> => {
  const r = (await eintragAbfrage(db).where('s.id', id).first()) as Zeile | undefined;
  if (!r) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
  return toEntsorgerEintrag(r);
};

/** PUT /entsorger/approve/{id}: approving an approved disposer changes nothing. */
export const approveEntsorger = async (db: Db, id: number): Promise<EntsorgerEintrag> => {
  // Approving is a change of the record too: an editor who loaded it before gets 409 on saving.
  const n = await db('entsorger')
    .where({ id })
    .whereNull('zusammengefuehrt_in_id')
    .update({ freigegeben: true, version: db.raw('version + 1') });
  if (n === 0) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
  return loadEntsorger(db, id);
};

type SupportDaten = z.output<typeof entsorgerSupportSchema>;
const spalten = (d: SupportDaten) => ({
  name: d.name,
  strasse: d.strasse,
  plz: d.plz,
  ort: d.ort,
  ansprechpartner: d.ansprechpartner,
  email: d.email,
  auftragsannahme: d.auftragsannahme,
  abweichende_kontaktdaten: d.abweichendeKontaktdaten,
  haendler_ausnahme: d.haendlerAusnahme,
  aktiv: d.aktiv,
});

const nameFrei = async (db: Db, name: string, ausser: number | null): Promise<void> => {
  const q = db('entsorger').whereRaw('lower(name) = lower(?)', [name]);
  if (ausser !== null) q.whereNot('id', ausser);
  if (await q.first('id')) throw new DomainError('konflikt', 'Ein Entsorger mit diesem Namen ist bereits vorhanden.');
};

/** POST /entsorger by support: approved from the start (spec § 4: only others' entries wait for approval). */
export const createEntsorger = async (db: Db, d: SupportDaten): Promise<EntsorgerEintrag> => {
  await nameFrei(db, d.name, null);
  const [r] = (await db('entsorger')
    .insert({ ...spalten(d), freigegeben: true })
    .returning('id')) as { id: number }[];
  return loadEntsorger(db, r!.id);
};

/** PUT /entsorger/{id} by support, including the dealer exception; only on the version the editor loaded (else 409). */
export const updateEntsorger = async (db: Db, id: number, version: number, d: SupportDaten): Promise<EntsorgerEintrag> => {
  await loadEntsorger(db, id);
  await nameFrei(db, d.name, id);
  await updateVersioned(db, 'entsorger', { id }, version, spalten(d), ENTSORGER_MELDUNGEN.nichtGefunden);
  return loadEntsorger(db, id);
};

/** DELETE /entsorger/{id}: only a disposer nothing refers to; a duplicate in use is merged instead. */
export const deleteEntsorger = async (db: Db, id: number, version: number): Promise<EntsorgerEintrag> => {
  const eintrag = await loadEntsorger(db, id);
  try {
    if ((await db('entsorger').where({ id, version }).delete()) === 0) throw versionConflict();
  } catch (error) {
    if ((error as { code?: string }).code === '23503') {
      throw new DomainError(
        'konflikt',
        'Der Entsorger wird noch verwendet (Kunden, Preise, Anlagen oder Benutzer). Führen Sie ihn stattdessen mit einem anderen zusammen.',
      );
    }
    throw error;
  }
  return eintrag;
};
