import { mandantSchema, type ErzeugerStammdaten, type Mandant } from '@abfallportal/common/erzeugerWire';
import type { Knex } from 'knex';
import { auftraegeMitBezug } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden, ungueltig } from '../platform/domainError';
import { versionConflict } from '../platform/http/version';
import type { FileStore } from '../platform/files/fileStore';
import { bilderSpeichern, type GeprueftesBild } from './erzeugerBilder';
import { ERZEUGER_NICHT_GEFUNDEN } from './erzeugerQueries';
import { loadErzeugerStammdaten } from './erzeugerStammdaten';

export const NAME_VERGEBEN = 'Ein Erzeuger mit diesem Namen existiert bereits.';
export const ID_FEHLT = 'Zum Bearbeiten fehlt die Nummer des Erzeugers.';
export const HAT_BENUTZER = 'Der Erzeuger hat noch Benutzer und kann nicht gelöscht werden. Löschen Sie zuerst seine Benutzer.';
export const HAT_AUFTRAEGE = 'Der Erzeuger hat Aufträge und kann nicht gelöscht werden.';
export const HAT_DATEN = (was: string) => `Der Erzeuger kann nicht gelöscht werden, solange ihm noch ${was} zugeordnet sind.`;

/** German names of the tables that may still point at a producer, for the refusal to delete. */
const TABELLEN_NAMEN: Record<string, string> = {
  anfallstelle: 'Anfallstellen',
  kundennummer: 'Entsorger (Kundennummern)',
  leistung: 'Leistungen (Preise)',
  erzeuger: 'andere Erzeuger (als Holding, Gruppierung oder Zusammenführung)',
};

const feldFehler = (feld: string, meldung: string) => ungueltig(meldung, { errors: { [feld]: meldung } });

type Gruppe = { id: number; typ: string; uebergeordnete_gruppierung_id: number | null };

const ladeGruppe = async (trx: Knex.Transaction, id: number): Promise<Gruppe | undefined> =>
  (await trx('erzeuger').where({ id }).whereNull('zusammengefuehrt_in_id').first('id', 'typ', 'uebergeordnete_gruppierung_id')) as
    Gruppe | undefined;

/**
 * Spec § 3 grouping data: a producer or a group may belong to a HOLDING; a producer to a
 * GRUPPIERUNG; a GRUPPIERUNG may have a parent GRUPPIERUNG, never itself or its own descendant.
 */
const pruefeGruppierung = async (trx: Knex.Transaction, m: Mandant, eigeneId: number | null): Promise<void> => {
  if (m.holdingId !== null) {
    if (m.typ === 'HOLDING') throw feldFehler('holdingId', 'Eine Holding gehört zu keiner anderen Holding.');
    const h = await ladeGruppe(trx, m.holdingId);
    if (!h || h.typ !== 'HOLDING' || h.id === eigeneId) throw feldFehler('holdingId', 'Bitte wählen Sie eine Holding.');
  }
  if (m.gruppierungId !== null) {
    if (m.typ !== 'ERZEUGER') throw feldFehler('gruppierungId', 'Nur ein Erzeuger gehört zu einer Gruppierung.');
    const g = await ladeGruppe(trx, m.gruppierungId);
    if (!g || g.typ !== 'GRUPPIERUNG') throw feldFehler('gruppierungId', 'Bitte wählen Sie eine Gruppierung.');
  }
  if (m.uebergeordneteGruppierungId !== null) {
    const feld = 'uebergeordneteGruppierungId';
    if (m.typ !== 'GRUPPIERUNG') throw feldFehler(feld, 'Nur eine Gruppierung hat eine übergeordnete Gruppierung.');
    let g = await ladeGruppe(trx, m.uebergeordneteGruppierungId);
    if (!g || g.typ !== 'GRUPPIERUNG') throw feldFehler(feld, 'Bitte wählen Sie eine Gruppierung.');
    // Walk up: meeting oneself means a cycle. Bounded, as a broken chain in old data must not loop forever.
    for (let schritt = 0; g && schritt < 100; schritt += 1) {
      if (g.id === eigeneId) throw feldFehler(feld, 'Eine Gruppierung kann nicht unter sich selbst oder einer ihrer Untergruppen stehen.');
      g = g.uebergeordnete_gruppierung_id === null ? undefined : await ladeGruppe(trx, g.uebergeordnete_gruppierung_id);
    }
  }
  if (m.vertragId !== null && !(await trx('vertrag').where({ id: m.vertragId }).first('id'))) {
    throw feldFehler('vertragId', 'Diesen Vertrag gibt es nicht.');
  }
  if (m.brancheId !== null && !(await trx('branche').where({ id: m.brancheId }).first('id'))) {
    throw feldFehler('brancheId', 'Diese Branche gibt es nicht.');
  }
};

/** A HOLDING or GRUPPIERUNG that others point at keeps its type, or they would belong to a producer. */
const pruefeTypwechsel = async (trx: Knex.Transaction, id: number, alt: string, neu: string): Promise<void> => {
  if (alt === neu) return;
  const spalte = alt === 'HOLDING' ? 'holding_id' : alt === 'GRUPPIERUNG' ? 'gruppierung_id' : null;
  if (spalte === null) return;
  const mitglied = await trx('erzeuger').where(spalte, id).orWhere('uebergeordnete_gruppierung_id', id).first('id');
  if (mitglied) throw feldFehler('typ', 'Der Typ kann nicht geändert werden, solange andere Erzeuger zu dieser Gruppe gehören.');
};

const spalten = (m: Mandant) => ({
  name: m.name,
  typ: m.typ,
  strasse: m.strasse,
  adresszusatz: m.adresszusatz,
  plz: m.plz,
  ort: m.ort,
  land: m.land,
  ust_id: m.ustId,
  telefon: m.telefon,
  fax: m.fax,
  support_email: m.supportEmail,
  rechnungs_email: m.rechnungsEmail,
  branche_id: m.brancheId,
  vertrag_id: m.vertragId,
  registrierter_name: m.registrierterName,
  mitarbeiterzahl: m.mitarbeiterzahl,
  ansprechpartner: m.ansprechpartner,
  holding_id: m.holdingId,
  gruppierung_id: m.gruppierungId,
  uebergeordnete_gruppierung_id: m.uebergeordneteGruppierungId,
  wiederverkaeufer: m.wiederverkaeufer,
  fusszeile: m.fusszeile,
});

const mitNamensIndex = async <T>(arbeit: () => Promise<T>): Promise<T> => {
  try {
    return await arbeit();
  } catch (e) {
    const constraint = (e as { constraint?: string }).constraint;
    if (constraint === 'erzeuger_name_unique' || constraint === 'erzeuger_name_lower_unique') throw feldFehler('name', NAME_VERGEBEN);
    throw e;
  }
};

const pruefeNameFrei = async (trx: Knex.Transaction, name: string, ausser: number | null): Promise<void> => {
  const q = trx('erzeuger').whereRaw('lower(name) = lower(?)', [name]);
  if (ausser !== null) void q.whereNot({ id: ausser });
  if (await q.first('id')) throw feldFehler('name', NAME_VERGEBEN);
};

type SchreibDeps = { db: Db; files: FileStore };
/** Deleting asks the order events whether the producer has orders. */
type LoeschDeps = SchreibDeps & { eventStore: EventStore };

/** POST /api/v1/erzeuger/create: created by staff, approved unless the form says otherwise. */
export async function createErzeuger(deps: SchreibDeps, roh: unknown, bilder: GeprueftesBild[], jetzt: Date): Promise<ErzeugerStammdaten> {
  const m = mandantSchema.parse(roh);
  const id = await mitNamensIndex(() =>
    deps.db.transaction(async (trx) => {
      await pruefeNameFrei(trx, m.name, null);
      await pruefeGruppierung(trx, m, null);
      const [r] = (await trx('erzeuger')
        .insert({ ...spalten(m), freigegeben: m.freigegeben ?? true })
        .returning('id')) as { id: number }[];
      return r!.id;
    }),
  );
  await bilderSpeichern(deps, id, bilder, jetzt);
  return (await loadErzeugerStammdaten(deps.db, id))!;
}

/**
 * POST /api/v1/erzeuger/edit: the `mandant` part names the producer by its id. Saved only if the
 * producer still has the version the editor loaded (the owner edits the same row as company data).
 */
export async function editErzeuger(
  deps: SchreibDeps,
  roh: unknown,
  version: number,
  bilder: GeprueftesBild[],
  jetzt: Date,
): Promise<ErzeugerStammdaten> {
  const m = mandantSchema.parse(roh);
  const id = m.id;
  if (id === undefined) throw feldFehler('id', ID_FEHLT);
  await mitNamensIndex(() =>
    deps.db.transaction(async (trx) => {
      const alt = (await trx('erzeuger').where({ id }).forUpdate().first('typ', 'version')) as { typ: string; version: number } | undefined;
      if (!alt) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
      if (alt.version !== version) throw versionConflict();
      await pruefeNameFrei(trx, m.name, id);
      await pruefeTypwechsel(trx, id, alt.typ, m.typ);
      await pruefeGruppierung(trx, m, id);
      await trx('erzeuger')
        .where({ id })
        .update({ ...spalten(m), ...(m.freigegeben !== undefined && { freigegeben: m.freigegeben }), version: trx.raw('version + 1') });
    }),
  );
  await bilderSpeichern(deps, id, bilder, jetzt);
  return (await loadErzeugerStammdaten(deps.db, id))!;
}

/**
 * DELETE /api/v1/erzeuger/{id}: only a producer without users, orders and other records (sites,
 * disposers, prices, members). Its company addresses go with it; the switch protocol keeps its
 * rows without the producer. Everything else is refused with what is still attached. Its orders are
 * asked from the order events (the order overview may not have seen one placed a moment ago).
 */
export async function deleteErzeuger(deps: LoeschDeps, id: number, version: number): Promise<void> {
  const dateien = await deps.db.transaction(async (trx) => {
    const r = (await trx('erzeuger').where({ id }).forUpdate().first('logo', 'signatur', 'vollmacht_datei', 'version')) as
      { logo: string | null; signatur: string | null; vollmacht_datei: string | null; version: number } | undefined;
    if (!r) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    if (r.version !== version) throw versionConflict();
    if (await trx('benutzer').where({ erzeuger_id: id }).first('id')) throw ungueltig(HAT_BENUTZER);
    if ((await auftraegeMitBezug(deps, { erzeugerId: id })).length > 0) throw ungueltig(HAT_AUFTRAEGE);
    try {
      await trx('erzeuger').where({ id }).delete();
    } catch (e) {
      const fehler = e as { code?: string; table?: string };
      if (fehler.code !== '23503') throw e;
      throw new DomainError('ungueltig', HAT_DATEN(TABELLEN_NAMEN[fehler.table ?? ''] ?? 'Daten'));
    }
    return [r.logo, r.signatur, r.vollmacht_datei].filter((d): d is string => d !== null);
  });
  for (const datei of dateien) await deps.files.remove(datei);
}
