import { ENTSORGER_MELDUNGEN } from '@abfallportal/common/entsorger';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden } from '../platform/domainError';
import { repointReference, verweiseAuf } from '../platform/fremdschluessel';

/** Columns that must keep naming the discarded disposer: the merge record. */
const BLEIBEN = new Set(['entsorger_zusammenfuehrung.behalten_id', 'entsorger_zusammenfuehrung.verworfen_id']);

const STAMM = ['strasse', 'plz', 'ort', 'ansprechpartner', 'email', 'auftragsannahme', 'abweichende_kontaktdaten'];

export type ZusammenfuehrungErgebnis = {
  id: number;
  verschoben: Record<string, number>;
  kundennummerKonflikte: number;
  /** The pair was merged before: nothing moved now. */
  wiederholt: boolean;
};

/**
 * PUT /entsorger/mergeMandant (spec §§ 1, 4): the duplicate (discard) goes into the disposer that
 * stays (keep), in one transaction. Every reference moves; a producer that had both keeps one
 * link – the kept disposer's, with its customer number, active when either was – and whatever
 * pointed at the dropped link moves to it. The duplicate stays as a row marked merged (history and
 * old order events still name it), and the merge is recorded with who, when and how many rows moved.
 */
export const entsorgerZusammenfuehren = async (
  db: Db,
  keepId: number,
  discardId: number,
  benutzerId: number,
): Promise<ZusammenfuehrungErgebnis> =>
  db.transaction(async (trx) => {
    // Both rows locked in id order: two merges of the same pair cannot deadlock or both succeed.
    const zeilen = (await trx('entsorger')
      .whereIn('id', [keepId, discardId])
      .orderBy('id')
      .forUpdate()
      .select('id', 'name', 'zusammengefuehrt_in_id')) as { id: number; name: string; zusammengefuehrt_in_id: number | null }[];
    const keep = zeilen.find((z) => z.id === keepId);
    const discard = zeilen.find((z) => z.id === discardId);
    if (!keep || !discard) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
    // The same merge again: the relational part is done; the caller moves orders that are still missing.
    if (keep.zusammengefuehrt_in_id === null && discard.zusammengefuehrt_in_id === keepId) {
      const frueher = (await trx('entsorger_zusammenfuehrung')
        .where({ behalten_id: keepId, verworfen_id: discardId })
        .orderBy('id', 'desc')
        .first('id')) as { id: number };
      return { id: frueher.id, verschoben: {}, kundennummerKonflikte: 0, wiederholt: true };
    }
    if (keep.zusammengefuehrt_in_id !== null || discard.zusammengefuehrt_in_id !== null) {
      throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.zusammengefuehrt);
    }
    const verschoben: Record<string, number> = {};

    // Producers with a link to both: the kept link stays; what pointed at the dropped link moves to it.
    const doppelt = (await trx('kundennummer as d')
      .join('kundennummer as k', (j) => j.on('k.erzeuger_id', 'd.erzeuger_id').andOn('k.entsorger_id', trx.raw('?', [keepId])))
      .where('d.entsorger_id', discardId)
      .select('d.id as dropped', 'k.id as kept', 'd.kundennummer', 'd.aktiv', 'd.erzeuger_id')) as {
      dropped: number;
      kept: number;
      kundennummer: string;
      aktiv: boolean;
      erzeuger_id: number;
    }[];
    const linkVerweise = await verweiseAuf(trx, 'kundennummer');
    for (const d of doppelt) {
      for (const v of linkVerweise) {
        const n = await trx(v.tabelle)
          .where(v.spalte, d.dropped)
          .update(repointReference(trx, v, d.kept));
        if (n > 0) verschoben[`${v.tabelle}.${v.spalte}`] = (verschoben[`${v.tabelle}.${v.spalte}`] ?? 0) + n;
      }
      if (d.aktiv)
        await trx('kundennummer')
          .where({ id: d.kept })
          .update({ aktiv: true, version: trx.raw('version + 1') });
      await trx('kundennummer').where({ id: d.dropped }).delete();
    }

    for (const v of await verweiseAuf(trx, 'entsorger')) {
      const schluessel = `${v.tabelle}.${v.spalte}`;
      if (BLEIBEN.has(schluessel)) continue;
      const n = await trx(v.tabelle)
        .where(v.spalte, discardId)
        .update(repointReference(trx, v, keepId))
        .catch((e: unknown) => {
          // A row of the duplicate collides with one of the kept disposer: the transaction rolls back, nothing moved.
          const code = (e as { code?: string }).code;
          if (code === '23P01') throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.zusammenfuehrenPreisUeberschneidung);
          if (code === '23505') throw new DomainError('konflikt', ENTSORGER_MELDUNGEN.zusammenfuehrenDoppelt(v.tabelle));
          throw e;
        });
      if (n > 0) verschoben[schluessel] = (verschoben[schluessel] ?? 0) + n;
    }

    // Contact data the kept disposer lacks comes from the duplicate; nothing it has is overwritten.
    await trx.raw(
      `UPDATE entsorger k SET ${STAMM.map((c) => `${c} = coalesce(k.${c}, d.${c})`).join(', ')},
         haendler_ausnahme = k.haendler_ausnahme OR d.haendler_ausnahme, version = k.version + 1
       FROM entsorger d WHERE k.id = ? AND d.id = ?`,
      [keepId, discardId],
    );
    await trx('entsorger')
      .where({ id: discardId })
      .update({ zusammengefuehrt_in_id: keepId, aktiv: false, version: trx.raw('version + 1') });
    const [protokoll] = (await trx('entsorger_zusammenfuehrung')
      .insert({
        behalten_id: keepId,
        verworfen_id: discardId,
        verworfen_name: discard.name,
        benutzer_id: benutzerId,
        verschoben: JSON.stringify({
          ...verschoben,
          // The dropped links' customer numbers, so no number a producer typed is lost.
          verworfeneKundennummern: doppelt.map((d) => ({ erzeugerId: d.erzeuger_id, kundennummer: d.kundennummer })),
        }),
      })
      .returning('id')) as { id: number }[];
    return { id: protokoll!.id, verschoben, kundennummerKonflikte: doppelt.length, wiederholt: false };
  });
