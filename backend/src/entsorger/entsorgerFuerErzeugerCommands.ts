import {
  ENTSORGER_MELDUNGEN,
  entsorgerFuerErzeugerAendernSchema,
  entsorgerFuerErzeugerAnlegenSchema,
  vertragsGrenzeMeldung,
  type EntsorgerFuerErzeuger,
} from '@abfallportal/common/entsorger';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { auftraegeMitBezug } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden, verboten } from '../platform/domainError';
import { versionConflict } from '../platform/http/version';
import { loadLink } from './entsorgerFuerErzeugerQueries';

const istUniqueVerletzung = (error: unknown, constraint?: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (constraint === undefined || (error as { constraint?: string }).constraint === constraint);

const STAMM_SPALTEN = {
  name: 'name',
  strasse: 'strasse',
  plz: 'plz',
  ort: 'ort',
  ansprechpartner: 'ansprechpartner',
  email: 'email',
  auftragsannahme: 'auftragsannahme',
  abweichendeKontaktdaten: 'abweichende_kontaktdaten',
} as const;
type StammFeld = keyof typeof STAMM_SPALTEN;

/**
 * Spec § 6: the contract limits the number of disposers; dealers with the exception flag (set by
 * support) can still be added. The producer row is locked first, so two concurrent links cannot
 * both see room for one more.
 */
const pruefeVertragsgrenze = async (trx: Knex.Transaction, erzeugerId: number, haendlerAusnahme: boolean): Promise<void> => {
  const vertrag = (await trx('erzeuger as e')
    .leftJoin('vertrag as v', 'v.id', 'e.vertrag_id')
    .where('e.id', erzeugerId)
    .forUpdate('e')
    .first('v.name', 'v.max_entsorger')) as { name: string | null; max_entsorger: number | null } | undefined;
  if (!vertrag) throw nichtGefunden('Der Erzeuger wurde nicht gefunden.');
  if (haendlerAusnahme || vertrag.max_entsorger === null || vertrag.name === null) return;
  const { n } = (await trx('kundennummer as k')
    .join('entsorger as s', 's.id', 'k.entsorger_id')
    .where('k.erzeuger_id', erzeugerId)
    .where('s.haendler_ausnahme', false)
    .count({ n: '*' })
    .first()) as { n: string | number };
  if (Number(n) >= vertrag.max_entsorger) throw new DomainError('ungueltig', vertragsGrenzeMeldung(vertrag.name, vertrag.max_entsorger));
};

/** An existing disposer the producer may link: approved, or its own unapproved one; never a merged duplicate. */
const verknuepfbarerEntsorger = async (trx: Knex.Transaction, erzeugerId: number, entsorgerId: number) => {
  const s = (await trx('entsorger')
    .where({ id: entsorgerId })
    .whereNull('zusammengefuehrt_in_id')
    .where((w) => w.where('freigegeben', true).orWhere('erstellt_von_erzeuger_id', erzeugerId))
    .first('id', 'haendler_ausnahme')) as { id: number; haendler_ausnahme: boolean } | undefined;
  if (!s) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
  return s;
};

/**
 * POST /entsorger/forErzeuger: links an existing disposer picked in the search, or creates a new
 * one. A disposer created by a producer stays unapproved (spec § 4) until support approves or merges
 * it; staff create approved ones.
 */
export const entsorgerFuerErzeugerAnlegen = async (
  db: Db,
  body: z.output<typeof entsorgerFuerErzeugerAnlegenSchema>,
  staff: boolean,
): Promise<EntsorgerFuerErzeuger> => {
  const id = await db
    .transaction(async (trx) => {
      let entsorgerId: number;
      if (body.entsorgerMandantId) {
        const s = await verknuepfbarerEntsorger(trx, body.erzeugerId, body.entsorgerMandantId);
        await pruefeVertragsgrenze(trx, body.erzeugerId, s.haendler_ausnahme);
        entsorgerId = s.id;
      } else {
        await pruefeVertragsgrenze(trx, body.erzeugerId, false);
        const name = body.name!;
        if (await trx('entsorger').whereRaw('lower(name) = lower(?)', [name]).first('id')) {
          throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.nameVergeben);
        }
        const [neu] = (await trx('entsorger')
          .insert({
            ...Object.fromEntries(Object.entries(STAMM_SPALTEN).map(([feld, spalte]) => [spalte, body[feld as StammFeld] ?? null])),
            name,
            freigegeben: staff,
            erstellt_von_erzeuger_id: body.erzeugerId,
          })
          .returning('id')) as { id: number }[];
        entsorgerId = neu!.id;
      }
      if (await trx('kundennummer').where({ erzeuger_id: body.erzeugerId, entsorger_id: entsorgerId }).first('id')) {
        throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.bereitsVerknuepft);
      }
      const [link] = (await trx('kundennummer')
        .insert({ erzeuger_id: body.erzeugerId, entsorger_id: entsorgerId, kundennummer: body.kundennummer })
        .returning('id')) as { id: number }[];
      return link!.id;
    })
    .catch((error: unknown) => {
      if (istUniqueVerletzung(error, 'entsorger_name_unique')) throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.nameVergeben);
      if (istUniqueVerletzung(error)) throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.bereitsVerknuepft);
      throw error;
    });
  return (await loadLink(db, id))!;
};

/**
 * PUT /entsorger/forErzeuger/{kundennummerId}: the customer number always; the disposer's data only
 * where the producer owns it (its own unapproved entry) or for staff. Unchanged fields (react-admin
 * sends the whole record back) are no change.
 */
export const entsorgerFuerErzeugerAendern = async (
  db: Db,
  link: EntsorgerFuerErzeuger,
  version: number,
  body: z.output<typeof entsorgerFuerErzeugerAendernSchema>,
  staff: boolean,
): Promise<EntsorgerFuerErzeuger> => {
  const aenderungen: Record<string, string | null> = {};
  for (const [feld, spalte] of Object.entries(STAMM_SPALTEN) as [StammFeld, string][]) {
    const neu = body[feld];
    if (neu === undefined || (feld === 'name' && neu === null)) continue;
    if (neu !== link[feld]) aenderungen[spalte] = neu;
  }
  if (Object.keys(aenderungen).length > 0 && !staff && !link.eigenerEntwurf) throw verboten(ENTSORGER_MELDUNGEN.nichtBearbeitbar);
  await db
    .transaction(async (trx) => {
      await checkLinkVersion(trx, link.kundennummerId, version);
      await trx('kundennummer')
        .where({ id: link.kundennummerId })
        .update({ kundennummer: body.kundennummer, version: trx.raw('version + 1') });
      // The disposer's own record changes too: support holding an older version of it gets 409.
      if (Object.keys(aenderungen).length > 0) {
        await trx('entsorger')
          .where({ id: link.entsorgerMandantId })
          .update({ ...aenderungen, version: trx.raw('version + 1') });
      }
    })
    .catch((error: unknown) => {
      if (istUniqueVerletzung(error)) throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.nameVergeben);
      throw error;
    });
  return (await loadLink(db, link.kundennummerId))!;
};

/**
 * DELETE /entsorger/forErzeuger/{kundennummerId}: removes the link, refused while the producer's orders name this disposer (asked from
 * the order events: the order overview may not have seen an order placed a moment ago).
 */
export const entsorgerFuerErzeugerEntfernen = async (
  deps: { db: Db; eventStore: EventStore },
  link: EntsorgerFuerErzeuger,
  version: number,
): Promise<void> => {
  const auftraege = await auftraegeMitBezug(deps, { erzeugerId: link.erzeugerId, entsorgerId: link.entsorgerMandantId });
  if (auftraege.length > 0) throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.loeschenMitAuftraegen);
  await deps.db.transaction(async (trx) => {
    await checkLinkVersion(trx, link.kundennummerId, version);
    await trx('kundennummer').where({ id: link.kundennummerId }).delete();
  });
};

/**
 * The version a link's form loaded is the sum of the customer number's and the disposer's versions
 * (linkAbfrage): both rows are locked and the sum compared, so a stale form loses against an edit of
 * either row (support editing the disposer, another user the customer number).
 */
async function checkLinkVersion(trx: Knex.Transaction, kundennummerId: number, expected: number): Promise<void> {
  const row = (await trx('kundennummer as k')
    .join('entsorger as s', 's.id', 'k.entsorger_id')
    .where('k.id', kundennummerId)
    .forUpdate()
    .first(trx.raw('(k.version + s.version)::int AS version'))) as { version: number } | undefined;
  if (!row) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
  if (row.version !== expected) throw versionConflict();
}

export const entsorgerFuerErzeugerAktivieren = async (
  db: Db,
  link: EntsorgerFuerErzeuger,
  aktiv: boolean,
): Promise<EntsorgerFuerErzeuger> => {
  // Switching is a change of the link too: an editor who loaded it before gets 409 on saving.
  await db('kundennummer')
    .where({ id: link.kundennummerId })
    .update({ aktiv, version: db.raw('version + 1') });
  return (await loadLink(db, link.kundennummerId))!;
};
