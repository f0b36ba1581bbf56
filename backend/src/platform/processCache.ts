/**
 * What does not change per request, kept in the process (issue 17, item 4): master data (fractions,
 * containers, AVV keys) and price agreements. Entries belong to one database handle (one per
 * process in production, one per test database in tests) and to a topic; the writers of a topic
 * call `invalidateCache(db, topic)` and every entry of it is read anew. Another API process learns
 * of a change only through the time limit (`ttlMs`), see docs/decisions.md (orders).
 */
export type CacheTopic = 'stammdaten' | 'preise';

type Generationen = Map<CacheTopic, number>;
const generationen = new WeakMap<object, Generationen>();

function generationOf(db: object, topic: CacheTopic): number {
  return generationen.get(db)?.get(topic) ?? 0;
}

/** Every cached entry of the topic for this database is stale from now on. */
export function invalidateCache(db: object, topic: CacheTopic): void {
  let g = generationen.get(db);
  if (!g) generationen.set(db, (g = new Map()));
  g.set(topic, (g.get(topic) ?? 0) + 1);
}

type Eintrag<V> = { value: Promise<V>; generations: number[]; until: number };

export type ProcessCache<V> = {
  /** The cached value of `key`, or what `load` reads (once, also for concurrent callers). */
  get(db: object, key: string, load: () => Promise<V>): Promise<V>;
};

/**
 * A cache of values that depend on the given topics. Bounded: beyond `maxEntries` per database the
 * oldest entry goes. A failed load is not kept.
 */
export function createProcessCache<V>(topics: readonly CacheTopic[], options: { ttlMs: number; maxEntries: number }): ProcessCache<V> {
  const perDb = new WeakMap<object, Map<string, Eintrag<V>>>();
  return {
    get(db, key, load) {
      let eintraege = perDb.get(db);
      if (!eintraege) perDb.set(db, (eintraege = new Map()));
      const generations = topics.map((t) => generationOf(db, t));
      const jetzt = Date.now();
      const vorhanden = eintraege.get(key);
      if (vorhanden && vorhanden.until > jetzt && vorhanden.generations.every((g, i) => g === generations[i])) return vorhanden.value;
      const value = load();
      const eintrag: Eintrag<V> = { value, generations, until: jetzt + options.ttlMs };
      eintraege.delete(key);
      eintraege.set(key, eintrag);
      if (eintraege.size > options.maxEntries) eintraege.delete(eintraege.keys().next().value!);
      const map = eintraege;
      value.catch(() => {
        if (map.get(key) === eintrag) map.delete(key);
      });
      return value;
    },
  };
}
