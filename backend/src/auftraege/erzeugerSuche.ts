import type { Knex } from 'knex';
import type { Db } from '../platform/db';

const likeMuster = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The producers whose name contains the text (any case, German case rules through ICU) or whose number it is. */
const erzeugerTreffer =
  (suche: string) =>
  (qb: Knex.QueryBuilder): void => {
    const nummer = /^\d{1,9}$/.test(suche) ? Number(suche) : null;
    qb.select('id')
      .from('erzeuger')
      .whereRaw('lower(name COLLATE "de-x-icu") LIKE ?', [likeMuster(suche)]);
    if (nummer !== null) qb.orWhere('id', nummer);
  };

/** The order list's producer search (a list filter applies synchronously): the producers as a subquery. */
export const erzeugerSuche = (query: Knex.QueryBuilder, suche: string): void => {
  query.whereIn('erzeuger_id', erzeugerTreffer(suche));
};

/** More producers than this are matched as a subquery instead of a list of ids. */
const MAX_IDS = 1000;

/**
 * The producer search of the open orders and the order search: the few matching producers are read
 * first, so the planner sees their ids and walks a producer's sort index in order, instead of
 * joining every open order against a subquery (test/bench/offeneAuftraege.bench.ts).
 */
export const erzeugerSucheMitIds = async (db: Db, query: Knex.QueryBuilder, suche: string): Promise<void> => {
  const treffer = db.queryBuilder();
  erzeugerTreffer(suche)(treffer);
  const ids = ((await treffer.limit(MAX_IDS + 1)) as { id: number }[]).map((r) => r.id);
  query.whereIn('erzeuger_id', ids.length > MAX_IDS ? erzeugerTreffer(suche) : ids);
};
