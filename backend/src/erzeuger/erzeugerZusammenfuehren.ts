import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { mergeMandantSchema, type MergeMandantAntwort } from '@abfallportal/common/erzeugerWire';
import type { Knex } from 'knex';
import { auftraegeMitBezug } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden, ungueltig } from '../platform/domainError';
import { repointReference, verweiseAuf, type Verweis } from '../platform/fremdschluessel';
import { ERZEUGER_NICHT_GEFUNDEN } from './erzeugerQueries';

export const NICHT_MIT_SICH_SELBST = 'Ein Erzeuger kann nicht mit sich selbst zusammengeführt werden.';
export const NUR_UNFREIGEGEBENE = 'Nur ein noch nicht freigegebener Erzeuger kann in einen anderen zusammengeführt werden.';
export const NUR_ERZEUGER = 'Holdings und Gruppierungen können nicht zusammengeführt werden.';
export const BEREITS_ZUSAMMENGEFUEHRT = 'Dieser Erzeuger wurde bereits zusammengeführt.';
export const HAT_AUFTRAEGE =
  'Der Erzeuger hat bereits Aufträge. Aufträge sind unveränderlich protokolliert und können nicht auf einen anderen Erzeuger übertragen werden; bitte geben Sie ihn stattdessen frei.';
export const DOPPELTE_EINTRAEGE = (tabelle: string) =>
  `Beide Erzeuger haben gleiche Einträge (${tabelle}), die nur einmal vorkommen dürfen. Bitte bereinigen Sie einen davon und führen Sie dann zusammen.`;

/** This table's own rows and the merge record itself stay as they are. */
const NICHT_VERSCHIEBEN = new Set(['erzeuger_zusammenfuehrung.behalten_id']);

/** Every column that points at a producer, except the merge record's own. */
const verweiseAufErzeuger = async (trx: Knex.Transaction): Promise<Verweis[]> =>
  (await verweiseAuf(trx, 'erzeuger')).filter((v) => !NICHT_VERSCHIEBEN.has(`${v.tabelle}.${v.spalte}`));

type Erzeuger = { id: number; name: string; typ: string; freigegeben: boolean; zusammengefuehrt_in_id: number | null };

const lade = async (trx: Knex.Transaction, id: number): Promise<Erzeuger> => {
  const e = (await trx('erzeuger').where({ id }).forUpdate().first('id', 'name', 'typ', 'freigegeben', 'zusammengefuehrt_in_id')) as
    Erzeuger | undefined;
  if (!e) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  return e;
};

/**
 * PUT /api/v1/erzeuger/mergeMandant (spec §§ 4, 6: merge a new, unapproved producer into an existing
 * one). Every row that points at the merged producer is moved to the kept one in one transaction;
 * its owner becomes a normal user of the kept producer (one owner per producer). The merged
 * producer stays as a marked row (zusammengefuehrt_in_id), so links and the merge record keep a target.
 * Orders are event-sourced and carry the producer id in immutable events: a producer with orders
 * is refused instead; they are asked from the order events, as the order overview may not have seen one placed a moment ago.
 */
export const mergeErzeuger = async (
  deps: { db: Db; eventStore: EventStore },
  akteur: BenutzerInfo,
  body: unknown,
  jetzt: Date,
): Promise<MergeMandantAntwort> => {
  const { db } = deps;
  const { discardMandantId, keepMandantId } = mergeMandantSchema.parse(body);
  if (discardMandantId === keepMandantId) throw ungueltig(NICHT_MIT_SICH_SELBST);
  try {
    return await db.transaction(async (trx) => {
      // Lock in id order, so two merges of the same pair cannot deadlock.
      const [a, b] = discardMandantId < keepMandantId ? [discardMandantId, keepMandantId] : [keepMandantId, discardMandantId];
      const gesperrt = new Map<number, Erzeuger>([
        [a, await lade(trx, a)],
        [b, await lade(trx, b)],
      ]);
      const weg = gesperrt.get(discardMandantId)!;
      const bleibt = gesperrt.get(keepMandantId)!;
      if (weg.zusammengefuehrt_in_id !== null || bleibt.zusammengefuehrt_in_id !== null) throw ungueltig(BEREITS_ZUSAMMENGEFUEHRT);
      if (weg.freigegeben) throw ungueltig(NUR_UNFREIGEGEBENE);
      if (weg.typ !== 'ERZEUGER' || bleibt.typ !== 'ERZEUGER') throw ungueltig(NUR_ERZEUGER);
      if ((await auftraegeMitBezug(deps, { erzeugerId: weg.id })).length > 0) throw ungueltig(HAT_AUFTRAEGE);

      const inhaber = (await trx('benutzer').where({ erzeuger_id: weg.id, rolle: 'INHABER' }).pluck('id')) as number[];
      if (inhaber.length > 0) {
        await trx('benutzer')
          .whereIn('id', inhaber)
          .update({ rolle: 'BENUTZER', version: trx.raw('version + 1') });
        await trx('benutzer_berechtigung').whereIn('benutzer_id', inhaber).where({ berechtigung: 'MANAGE_USERS' }).delete();
      }
      const verschoben: Record<string, number> = {};
      for (const v of await verweiseAufErzeuger(trx)) {
        const n = await trx(v.tabelle)
          .where(v.spalte, weg.id)
          .update(repointReference(trx, v, bleibt.id));
        if (n > 0) verschoben[`${v.tabelle}.${v.spalte}`] = n;
      }
      await trx('erzeuger')
        .where({ id: weg.id })
        .update({ zusammengefuehrt_in_id: bleibt.id, version: trx.raw('version + 1') });
      await trx('erzeuger_zusammenfuehrung').insert({
        behalten_id: bleibt.id,
        entfernt_id: weg.id,
        entfernt_name: weg.name,
        durch_benutzer_id: akteur.aliasVon?.id ?? akteur.id,
        als_benutzer_id: akteur.aliasVon ? akteur.id : null,
        verschoben: JSON.stringify(verschoben),
        zeitpunkt: jetzt,
      });
      return {
        message: `„${weg.name}“ wurde mit „${bleibt.name}“ zusammengeführt.`,
        behalten: { id: bleibt.id, name: bleibt.name, typ: 'ERZEUGER', freigegeben: bleibt.freigegeben },
        verschoben,
      };
    });
  } catch (e) {
    const fehler = e as { code?: string; table?: string };
    if (fehler.code === '23505') throw new DomainError('konflikt', DOPPELTE_EINTRAEGE(fehler.table ?? 'unbekannt'));
    throw e;
  }
};
