import { AUFTRAG_TABELLEN, type AuftragTabelle } from '@abfallportal/backend/auftraege';
import type { Knex } from 'knex';
import { ident, type RebuildSession, type RebuildSessionOptions, type TableNames } from '../runtime/projection';
import { auftragEvents, auftragIdVon, fold, type Umhaengen } from './auftragFold';
import { loadZustand, toRow, type Zustand } from './auftragZeile';
import { historieUmhaengen, insertHistorie } from './historieSchreiben';
import { insertSuche } from './sucheSchreiben';
import { entfernen, writeUebersicht } from './uebersichtSchreiben';

/** Rows per write statement when the rebuild writes what it held. */
const SCHREIB_BLOCK = 10_000;

/**
 * The rebuild's tables are private until the swap: orders stay in memory from batch to batch and
 * are written once, not once per event (an order's events lie apart in the log). At most
 * `maxHeld` orders are held; beyond that the oldest half is written, and read back if it
 * gets another event. History rows and the search rows of newly placed orders go out on a
 * connection of their own, one batch behind the fold, so PostgreSQL writes a batch while Node
 * folds the next; once the log is read both tables are complete and their indexes (the trigram
 * index above all) are built while `finish` writes the orders.
 */
export const startAuftragRebuild = (names: TableNames<AuftragTabelle>, options: RebuildSessionOptions): RebuildSession<AuftragTabelle> => {
  const { db } = options;
  const maxHeld = options.maxHeld ?? 100_000;
  const gehalten = new Map<string, Zustand>();
  const geschrieben = new Set<string>();
  const anzeigeErneuern = new Set<string>();
  const abfallartErneuern = new Set<string>();
  /** Deleted orders: their search rows (written when placed) and any row written before go at the end. */
  const entfernt = new Set<string>();
  /** Disposer merges: applied to the history once every history row is written. */
  const umhaengen: Umhaengen[] = [];
  let vorigerBatch: Promise<void> = Promise.resolve();
  const ausschreiben = async (trx: Knex.Transaction, ids: string[]): Promise<void> => {
    for (let i = 0; i < ids.length; i += SCHREIB_BLOCK) {
      const block = ids.slice(i, i + SCHREIB_BLOCK);
      const erneuern = new Set(block.filter((id) => anzeigeErneuern.has(id)));
      const abfallart = new Set(block.filter((id) => abfallartErneuern.has(id)));
      await writeUebersicht(
        trx,
        names,
        block.map((id): [string, Zustand] => [id, gehalten.get(id)!]),
        erneuern,
        { sucheSchonGeschrieben: true, neueAbfallart: abfallart },
      );
      for (const id of block) {
        gehalten.delete(id);
        geschrieben.add(id);
        anzeigeErneuern.delete(id);
        abfallartErneuern.delete(id);
      }
    }
  };
  return {
    handle: async (trx, events) => {
      const relevant = auftragEvents(events);
      if (relevant.length === 0) return;
      // Only orders written earlier in this rebuild can have a row; every other one is held or new.
      const zurueck = [...new Set(relevant.map(auftragIdVon))].filter((id) => !gehalten.has(id) && geschrieben.has(id));
      for (const [id, z] of await loadZustand(trx, names, zurueck)) gehalten.set(id, z);
      const { historie, neuerEntsorger, neueAbfallart, aufgegeben, geloescht, zusammengefuehrt } = fold(relevant, gehalten);
      umhaengen.push(...zusammengefuehrt);
      for (const id of neuerEntsorger) anzeigeErneuern.add(id);
      for (const id of neueAbfallart) abfallartErneuern.add(id);
      for (const id of geloescht) entfernt.add(id);
      const suchZeilen = aufgegeben.filter((id) => gehalten.has(id)).map((id) => toRow(id, gehalten.get(id)!, null));
      await vorigerBatch; // at most one batch in flight; its failure surfaces here
      vorigerBatch = (async () => {
        await insertHistorie(db, ident(names.auftrag_historie), historie, { ohneKonflikt: true });
        await insertSuche(db, ident(names.auftrag_suche), suchZeilen);
      })();
      vorigerBatch.catch(() => undefined); // awaited by the next batch or by flush
      if (gehalten.size > maxHeld) await ausschreiben(trx, [...gehalten.keys()].slice(0, Math.ceil(gehalten.size / 2)));
    },
    flush: async () => {
      await vorigerBatch;
      return [AUFTRAG_TABELLEN.historie, AUFTRAG_TABELLEN.suche];
    },
    finish: async (trx) => {
      await vorigerBatch;
      await historieUmhaengen(trx, ident(names.auftrag_historie), umhaengen);
      await ausschreiben(trx, [...gehalten.keys()]);
      await entfernen(trx, names, [...entfernt]);
    },
  };
};
