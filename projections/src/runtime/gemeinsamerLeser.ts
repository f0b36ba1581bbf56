import { lesen } from './einzelLauf';
import { nachziehen, verteilen } from './leserSchreiben';
import { fehlertext, gefuettert, NACHZIEHEN_MS, vorher, type LeserOptions, type LeserZustand } from './leserZustand';
import type { Laufzeit, Teilnehmer } from './teilnehmer';
import { createWecker } from './wecker';

export { NACHZIEHEN_MS, type LeserOptions };

/** An announced append not yet visible (an older transaction still runs): look again soon, this long at most. */
const SICHTBAR_FENSTER_MS = 2000;
const SICHTBAR_POLL_MIN_MS = 5;

export type Leser = {
  /** An append up to `position` committed (a command of this process, or NOTIFY from any). */
  melden(position: string): void;
  /** Something else changed (a projection joined, the projector stops): read now. */
  wecken(): void;
  lauf: Promise<void>;
};

/** The position the batch starts from: the smallest of the projections fed (null = from the start). */
const frueheste = (laufzeit: Laufzeit, dabei: readonly Teilnehmer[]): string | null => {
  let min = dabei[0]!.position;
  for (const t of dabei) {
    if (t.position === null) return null;
    if (min !== null && vorher(laufzeit.eventStore, t.position, min)) min = t.position;
  }
  return min;
};

/** A lost lease connection frees every lease: those projections stand by on their own again. */
const leasesPruefen = async (z: LeserZustand): Promise<void> => {
  const leases = z.options.laufzeit.leases();
  if (!leases) return;
  const lease = await leases.catch(() => null);
  for (const t of gefuettert(z)) if (!lease?.holds(t.projection.name)) z.options.einzeln(t, null);
};

/** One batch; true when the reader should read again at once. */
const einmal = async (z: LeserZustand, dabei: Teilnehmer[]): Promise<boolean> => {
  const { laufzeit } = z.options;
  const from = frueheste(laufzeit, dabei);
  const current = z.prefetched?.from === from ? z.prefetched : lesen(laufzeit, from);
  z.prefetched = null;
  const { events, checkpoint } = await current.result;
  const voll = events.length === laufzeit.batchSize;
  if (voll) z.prefetched = lesen(laufzeit, checkpoint);
  if (z.gelesenBis === null || vorher(laufzeit.eventStore, z.gelesenBis, checkpoint)) z.gelesenBis = checkpoint;
  if (z.ziel !== null && !vorher(laufzeit.eventStore, checkpoint, z.ziel)) z.ziel = null;
  if (events.length > 0) {
    await verteilen(z, dabei, events, checkpoint);
    laufzeit.notify();
  }
  // Also a projection that caught up on its own and joined brings a trailing checkpoint.
  if (gefuettert(z).some((t) => t.position !== t.gespeichert)) z.nachziehenAb ??= Date.now() + NACHZIEHEN_MS;
  return voll;
};

/** Waits for the next append, running the due bulk move meanwhile; looks again soon while an announced one hides. */
const ruhen = async (z: LeserZustand): Promise<void> => {
  const { laufzeit, ruheMs } = z.options;
  if (z.ziel !== null) {
    z.sichtbarSeit ??= Date.now();
    if (Date.now() - z.sichtbarSeit < SICHTBAR_FENSTER_MS) {
      await z.wecker.warten(z.sichtbarPause);
      z.sichtbarPause = Math.min(z.sichtbarPause * 2, laufzeit.pollMs);
      return;
    }
    z.ziel = null; // not visible after the window: the safety poll will find it
  }
  z.sichtbarSeit = null;
  z.sichtbarPause = SICHTBAR_POLL_MIN_MS;
  while (laufzeit.laeuft() && z.ziel === null) {
    const faellig = z.nachziehenAb === null ? ruheMs : Math.max(0, z.nachziehenAb - Date.now());
    if (await z.wecker.warten(faellig)) return;
    if (z.nachziehenAb === null) return; // the safety poll is due
    await nachziehen(z);
  }
};

const laufen = async (z: LeserZustand): Promise<void> => {
  const { laufzeit } = z.options;
  while (laufzeit.laeuft()) {
    await leasesPruefen(z);
    const dabei = gefuettert(z);
    if (dabei.length === 0) {
      await z.wecker.warten(z.options.ruheMs);
      continue;
    }
    try {
      if (await einmal(z, dabei)) continue;
    } catch (error) {
      laufzeit.log('error', `Lesen des Ereignisspeichers: ${fehlertext(error)}`);
      z.prefetched = null;
      await z.wecker.warten(laufzeit.pollMs);
      continue;
    }
    if (z.nachziehenAb !== null && Date.now() >= z.nachziehenAb) await nachziehen(z);
    await ruhen(z);
  }
};

/**
 * The one reader of the process (DESIGN § 5): reads each batch once and hands it to every
 * projection it feeds that acts on one of its event types. A projection with none costs no
 * statement; its stored checkpoint follows in one bulk statement for all of them.
 */
export const startLeser = (options: LeserOptions): Leser => {
  const z: LeserZustand = {
    options,
    wecker: createWecker(),
    prefetched: null,
    gelesenBis: null,
    ziel: null,
    nachziehenAb: null,
    sichtbarSeit: null,
    sichtbarPause: SICHTBAR_POLL_MIN_MS,
  };
  const store = options.laufzeit.eventStore;
  return {
    melden: (position) => {
      if (z.gelesenBis !== null && !vorher(store, z.gelesenBis, position)) return; // already read
      if (z.ziel === null || vorher(store, z.ziel, position)) z.ziel = position;
      // A busy reader checks `ziel` after its batch; waking it would cost a read of what it is reading now.
      if (z.wecker.schlaeft()) z.wecker.wecken();
    },
    wecken: () => z.wecker.wecken(),
    lauf: laufen(z),
  };
};
