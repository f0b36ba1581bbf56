import { AUFTRAG_EVENT_TYPEN, AUFTRAG_TABELLEN_LISTE, type AuftragTabelle } from '@abfallportal/backend/auftraege';
import { ident, type Projection } from '../runtime/projection';
import { auftragEvents, auftragIdVon, fold } from './auftragFold';
import { startAuftragRebuild } from './auftragRebuild';
import { auftragIndizes, createAuftragTabellen } from './auftragTabellen';
import { loadZustand } from './auftragZeile';
import { historieUmhaengen, insertHistorie } from './historieSchreiben';
import { entfernen, writeUebersicht } from './uebersichtSchreiben';

/**
 * Order list, details and history (DESIGN § 5), the read models of the order feature's contract
 * (backend/src/auftraege/lesemodell). Per batch: one SELECT of the orders it touches, the pure fold
 * of their events in memory (auftragFold.ts), one upsert of the changed orders (display names joined
 * from master data in the same statement) and one insert of the history rows: a few statements
 * whatever the batch size. Idempotent: the history skips known events, the upsert writes the state.
 */
export const auftragProjection: Projection<AuftragTabelle> = {
  name: 'auftraege',
  // 2: sort indexes match listQuery's ORDER BY (auftragTabellen.ts); the projector rebuilds into them.
  // 4: EntsorgerZusammengefuehrt (disposer merge) moves an order to the kept disposer.
  // 5: ascending sort indexes for both directions, the text sorts (site, disposer, fraction), and the
  //    producer in the search table's trigram index.
  // (The history's primary key moved to the indexes without a version change: same tables, same rows.)
  // 6: issue 18: offer requests (asked disposers, answers, their names), the approver, follow-up orders
  // (hauptauftrag_id), the time an order entered its status (status_seit, reminders), the order photo,
  // deleted orders leave the tables, a new waste type shows its fraction and waste key, retroactive entries.
  //    Partial indexes over the open statuses for staff's open orders (GET /auftrag/offen).
  // 7: the number of orders per status (auftrag_status_zaehler, kept by triggers) for the open orders' total;
  //    a disposer's user in the history is named with its company: "Jana Petersen (Entsorgung Nord GmbH)".
  // 8: issue 28: a history row names the disposer an offer, a decline or an acceptance is about (entsorger_id),
  //    so a disposer reads only its own part of an offer request (common/src/permissions.ts, historieFuerSicht);
  //    the search text holds the producer's name (spec § 2: the list searches by producer name too).
  // (Issue 29: table names from the contract, the handler split into fold and writes; same tables, same rows.)
  version: 8,
  // Master data is joined when an order is written, never followed by events of its own.
  eventTypes: AUFTRAG_EVENT_TYPEN,
  tables: AUFTRAG_TABELLEN_LISTE,
  createTables: createAuftragTabellen,
  indexes: auftragIndizes,
  handle: async (trx, events, names) => {
    const relevant = auftragEvents(events);
    if (relevant.length === 0) return;
    const zustand = await loadZustand(trx, names, [...new Set(relevant.map(auftragIdVon))]);
    const { historie, neuerEntsorger, neueAbfallart, geloescht, zusammengefuehrt } = fold(relevant, zustand);
    const geaendert = [...zustand.entries()].filter(([, z]) => z.geaendert);
    await writeUebersicht(trx, names, geaendert, neuerEntsorger, { neueAbfallart });
    await insertHistorie(trx, ident(names.auftrag_historie), historie);
    await historieUmhaengen(trx, ident(names.auftrag_historie), zusammengefuehrt);
    await entfernen(trx, names, [...geloescht]);
  },
  startRebuild: startAuftragRebuild,
};
