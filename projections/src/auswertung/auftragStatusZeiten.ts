import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { evolveAuftrag, initialAuftragState, istNeu, readAuftragEvent, type AuftragState } from '@abfallportal/backend/auftraege';
import type { AuswertungTabelle } from '@abfallportal/backend/auswertung';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Knex } from 'knex';
import { ident, type TableNames } from '../runtime/projection';
import { monatVon } from './auswertungZeilen';

const AUFTRAG = 'auftrag-';

type Zeile = {
  auftrag_id: string;
  revision: number;
  erzeuger_id: number;
  anfallstelle_id: number;
  status: string;
  monat: string;
  von: string;
  bis: string | null;
};

type Gehalten = Map<string, { state: AuftragState; version: number }>;

/** What a batch changes, worked out in memory: new status rows, ends of earlier batches' open rows, deleted orders. */
type Wechsel = { geaendert: Set<string>; neueZeilen: Zeile[]; ende: Map<string, string>; geloescht: Set<string> };

/** Evolves the batch's orders from their kept state (`held` is updated in place), idempotently per stream revision. */
const statusWechsel = (held: Gehalten, events: StoredEvent[]): Wechsel => {
  const w: Wechsel = { geaendert: new Set(), neueZeilen: [], ende: new Map(), geloescht: new Set() };
  const offenImStapel = new Map<string, Zeile>();
  for (const e of events) {
    const vorher = held.get(e.streamId) ?? { state: initialAuftragState(), version: -1 };
    if (e.streamRevision <= vorher.version) continue;
    const state = evolveAuftrag(vorher.state, readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }));
    held.set(e.streamId, { state, version: e.streamRevision });
    w.geaendert.add(e.streamId);
    const id = e.streamId.slice(AUFTRAG.length);
    if (istNeu(state)) continue;
    if (state.geloescht) {
      w.geloescht.add(id);
      continue;
    }
    if (!istNeu(vorher.state) && vorher.state.status === state.status) continue;
    if (!istNeu(vorher.state)) {
      const offen = offenImStapel.get(id);
      if (offen) offen.bis = e.metadata.occurredAt;
      else w.ende.set(id, e.metadata.occurredAt);
    }
    const zeile: Zeile = {
      auftrag_id: id,
      revision: e.streamRevision,
      erzeuger_id: state.erzeugerId,
      anfallstelle_id: state.anfallstelleId,
      status: state.status,
      monat: monatVon(heuteInBerlin(new Date(e.metadata.occurredAt))),
      von: e.metadata.occurredAt,
      bis: null,
    };
    w.neueZeilen.push(zeile);
    offenImStapel.set(id, zeile);
  }
  return w;
};

/**
 * Per order, a row each time it entered a status; the previous one gets its end. Orders keep their
 * state in ausw_zustand (the status after an event needs the whole evolve); a deleted order leaves.
 */
export const statusZeiten = async (trx: Knex.Transaction, n: TableNames<AuswertungTabelle>, events: StoredEvent[]): Promise<void> => {
  const streams = [...new Set(events.map((e) => e.streamId))];
  const rows = (await trx(n.ausw_zustand).whereIn('stream', streams).select('stream', 'zustand', 'version')) as {
    stream: string;
    zustand: AuftragState;
    version: number;
  }[];
  const held: Gehalten = new Map(rows.map((r) => [r.stream, { state: r.zustand, version: r.version }]));
  const { geaendert, neueZeilen, ende, geloescht } = statusWechsel(held, events);
  if (geaendert.size === 0) return;
  await trx(n.ausw_zustand)
    .insert(
      [...geaendert].map((stream) => ({ stream, zustand: JSON.stringify(held.get(stream)!.state), version: held.get(stream)!.version })),
    )
    .onConflict('stream')
    .merge();
  if (ende.size > 0) {
    await trx.raw(
      `UPDATE ${ident(n.ausw_auftrag_status)} AS s SET bis = x.bis
         FROM unnest(?::uuid[], ?::timestamptz[]) AS x(auftrag_id, bis)
        WHERE s.auftrag_id = x.auftrag_id AND s.bis IS NULL`,
      [[...ende.keys()], [...ende.values()]],
    );
  }
  for (let i = 0; i < neueZeilen.length; i += 2000) {
    await trx(n.ausw_auftrag_status)
      .insert(neueZeilen.slice(i, i + 2000))
      .onConflict(['auftrag_id', 'revision'])
      .ignore();
  }
  // A completion carries when the order was placed: the lead time is then read without a join.
  const abgeschlossen = [...new Set(neueZeilen.filter((z) => z.status === 'AUFTRAG_ABGESCHLOSSEN').map((z) => z.auftrag_id))];
  if (abgeschlossen.length > 0)
    await trx.raw(
      `UPDATE ${ident(n.ausw_auftrag_status)} AS s SET bestellt = b.von
         FROM (SELECT auftrag_id, min(von) AS von FROM ${ident(n.ausw_auftrag_status)}
                WHERE auftrag_id = ANY(?::uuid[]) AND status = 'BESTELLUNG' GROUP BY auftrag_id) b
        WHERE s.auftrag_id = b.auftrag_id AND s.status = 'AUFTRAG_ABGESCHLOSSEN' AND s.bestellt IS NULL`,
      [abgeschlossen],
    );
  if (geloescht.size > 0)
    await trx(n.ausw_auftrag_status)
      .whereIn('auftrag_id', [...geloescht])
      .delete();
};
