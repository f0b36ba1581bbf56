import { LEISTUNG_MELDUNG, type Leistung, type LeistungEingabe } from '@abfallportal/common/leistung';
import { auftraegeMitBezug } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden, ungueltig } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { invalidateCache } from '../platform/processCache';
import { leistungQuery, toLeistung } from './leistungListe';

const datumDeutsch = (iso: string): string => iso.split('-').reverse().join('.');

const zeitraumText = (von: string, bis: string | null): string =>
  bis === null ? `ab ${datumDeutsch(von)} unbefristet` : `${datumDeutsch(von)} bis ${datumDeutsch(bis)}`;

/** One agreement, only if it lies in the user's scope; otherwise "not found" (nothing leaks). */
export const loadLeistung = async (db: Db, id: number, scope: TenantScope): Promise<Leistung> => {
  const q = leistungQuery(db).where('l.id', id);
  if (scope.type === 'erzeuger') q.where('l.erzeuger_id', scope.erzeugerId);
  if (scope.type === 'entsorger') q.where('l.entsorger_id', scope.entsorgerId);
  const row = (await q.first()) as Record<string, unknown> | undefined;
  if (!row) throw nichtGefunden(LEISTUNG_MELDUNG.nichtGefunden);
  return toLeistung(row);
};

/** Everything the agreement names must exist and fit together: the site is the producer's, the container of the category. */
const checkBezuege = async (db: Db, l: LeistungEingabe): Promise<void> => {
  const [erzeuger, entsorger, schluessel, kategorie] = await Promise.all([
    db('erzeuger').where({ id: l.erzeugerId }).first('id'),
    db('entsorger').where({ id: l.entsorgerId }).first('id'),
    db('abfallschluessel').where({ schluessel: l.abfallschluessel }).first('schluessel'),
    db('behaeltertyp').where({ typ: l.behaelterkategorie }).first('id'),
  ]);
  const errors: Record<string, string> = {};
  if (!erzeuger) errors.erzeugerId = 'Den Kunden (Erzeuger) gibt es nicht.';
  if (!entsorger) errors.entsorgerId = 'Den Entsorger gibt es nicht.';
  if (!schluessel) errors.abfallschluessel = 'Diesen Abfallschlüssel gibt es nicht im Abfallverzeichnis.';
  if (!kategorie) errors.behaelterkategorie = 'Diese Behälterkategorie gibt es nicht.';
  if (l.anfallstelleId !== null && !(await db('anfallstelle').where({ id: l.anfallstelleId, erzeuger_id: l.erzeugerId }).first('id'))) {
    errors.anfallstelleId = 'Die Anfallstelle gehört nicht zu diesem Kunden.';
  }
  if (l.behaelterId !== null && !(await db('behaeltertyp').where({ id: l.behaelterId, typ: l.behaelterkategorie }).first('id'))) {
    errors.behaelterId = 'Der Behälter gehört nicht zu dieser Behälterkategorie.';
  }
  const [erster] = Object.values(errors);
  if (erster) throw ungueltig(erster, { errors });
};

/** The agreement that blocks `l` (same key, overlapping validity), for the message. */
const findUeberschneidung = async (db: Db, l: LeistungEingabe, ohneId: number | null) =>
  (await db('leistung')
    .where({
      typ: l.typ,
      erzeuger_id: l.erzeugerId,
      entsorger_id: l.entsorgerId,
      abfallschluessel: l.abfallschluessel,
      behaelterkategorie: l.behaelterkategorie,
    })
    .whereRaw('anfallstelle_id IS NOT DISTINCT FROM ?', [l.anfallstelleId])
    .whereRaw('behaeltertyp_id IS NOT DISTINCT FROM ?', [l.behaelterId])
    .whereRaw(`daterange(gueltig_von, gueltig_bis, '[]') && daterange(?::date, ?::date, '[]')`, [l.gueltigVon, l.gueltigBis])
    .modify((q) => {
      if (ohneId !== null) q.whereNot('id', ohneId);
    })
    .orderBy('gueltig_von')
    .first('id', 'gueltig_von', 'gueltig_bis')) as { id: number; gueltig_von: string; gueltig_bis: string | null } | undefined;

export const ueberschneidungMeldung = (andere: { id: number; gueltig_von: string; gueltig_bis: string | null }): string =>
  `Der Zeitraum überschneidet sich mit der Preisvereinbarung Nr. ${andere.id} (gültig ${zeitraumText(andere.gueltig_von, andere.gueltig_bis)}) ` +
  'für denselben Kunden, dieselbe Anfallstelle, denselben Entsorger, Abfallschlüssel und Behälter. ' +
  'Bitte beenden Sie die bestehende Vereinbarung vorher oder wählen Sie einen anderen Zeitraum.';

const istUeberschneidung = (e: unknown): boolean =>
  (e as { code?: string; constraint?: string }).code === '23P01' &&
  (e as { constraint?: string }).constraint === 'leistung_keine_ueberschneidung';

const zeile = (l: LeistungEingabe) => ({
  typ: l.typ,
  gueltig_von: l.gueltigVon,
  gueltig_bis: l.gueltigBis,
  erzeuger_id: l.erzeugerId,
  anfallstelle_id: l.anfallstelleId,
  entsorger_id: l.entsorgerId,
  abfallschluessel: l.abfallschluessel,
  behaelterkategorie: l.behaelterkategorie,
  behaeltertyp_id: l.behaelterId,
  einheit: l.einheit,
  verguetung: l.verguetung,
  zyklusunabhaengig: l.zyklusunabhaengig,
});

/**
 * Writes the agreement and replaces its price lines in one transaction. The database's exclusion
 * constraint decides overlaps (also between two concurrent saves); the loser gets the message
 * naming the agreement that is in the way.
 */
const speichere = async (db: Db, l: LeistungEingabe, id: number | null, version: number | null): Promise<number> => {
  try {
    const gespeichert = await db.transaction(async (trx) => {
      let leistungId = id;
      if (leistungId === null) {
        const [neu] = (await trx('leistung').insert(zeile(l)).returning('id')) as { id: number }[];
        if (!neu) throw new Error('Preisvereinbarung wurde nicht angelegt');
        leistungId = neu.id;
      } else {
        await updateVersioned(trx, 'leistung', { id: leistungId }, version ?? 0, zeile(l), LEISTUNG_MELDUNG.nichtGefunden);
        await trx('leistung_preis').where({ leistung_id: leistungId }).delete();
      }
      const lid = leistungId;
      await trx('leistung_preis').insert(
        l.preise.map((p, sort) => ({ leistung_id: lid, bezeichnung: p.bezeichnung, preis: p.preis, einheit: p.einheit, sort })),
      );
      return lid;
    });
    // Orders are priced from a cache of agreements (auftragPreisPort.ts): it reads them anew.
    invalidateCache(db, 'preise');
    return gespeichert;
  } catch (e) {
    if (!istUeberschneidung(e)) throw e;
    const andere = await findUeberschneidung(db, l, id);
    throw new DomainError(
      'konflikt',
      andere ? ueberschneidungMeldung(andere) : 'Der Zeitraum überschneidet sich mit einer anderen Preisvereinbarung.',
    );
  }
};

export const createLeistung = async (db: Db, l: LeistungEingabe): Promise<Leistung> => {
  await checkBezuege(db, l);
  return loadLeistung(db, await speichere(db, l, null, null), { type: 'alle' });
};

/** Changes the agreement only if it still has the version the editor loaded (else 409, nothing changes). */
export const updateLeistung = async (db: Db, id: number, version: number, l: LeistungEingabe): Promise<Leistung> => {
  await loadLeistung(db, id, { type: 'alle' });
  await checkBezuege(db, l);
  return loadLeistung(db, await speichere(db, l, id, version), { type: 'alle' });
};

/**
 * Orders show the price lines of their agreement (service overview), so an agreement in use is
 * ended with "gültig bis" instead of being deleted. The orders are counted from the order events, not the order
 * overview, which may not have seen an order priced a moment ago.
 */
export const deleteLeistung = async (deps: { db: Db; eventStore: EventStore }, id: number, version: number): Promise<Leistung> => {
  const { db } = deps;
  const leistung = await loadLeistung(db, id, { type: 'alle' });
  const anzahl = (await auftraegeMitBezug(deps, { leistungId: id })).length;
  if (anzahl > 0) {
    throw new DomainError(
      'konflikt',
      `Die Preisvereinbarung wird in ${anzahl} ${anzahl === 1 ? 'Auftrag' : 'Aufträgen'} verwendet und kann nicht gelöscht werden. ` +
        'Beenden Sie sie stattdessen mit einem Datum bei „Gültig bis“.',
    );
  }
  if ((await db('leistung').where({ id, version }).delete()) === 0) {
    if (await db('leistung').where({ id }).first('id')) throw versionConflict();
    throw nichtGefunden(LEISTUNG_MELDUNG.nichtGefunden);
  }
  invalidateCache(db, 'preise');
  return leistung;
};
