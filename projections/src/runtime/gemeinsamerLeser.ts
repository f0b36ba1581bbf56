import { moveCheckpoints } from './checkpoints';
import { lesen } from './einzelLauf';
import { schreiben, vorruecken, zuVerarbeiten, type Laufzeit, type Teilnehmer } from './teilnehmer';
import type { Wecker } from './wecker';

/** A stored checkpoint trails its projection's position at most this long (bulk move, one statement). */
export const NACHZIEHEN_MS = 250;
/** An announced append not yet visible (an older transaction still runs): look again soon, this long at most. */
const SICHTBAR_FENSTER_MS = 2000;
const SICHTBAR_POLL_MIN_MS = 5;

export type GemeinsamerLeserOptions = {
  laufzeit: Laufzeit;
  teilnehmer: readonly Teilnehmer[];
  wecker: Wecker;
  /** Pause of a caught-up reader between safety polls (long when appends are notified). */
  ruheMs: number;
  /** Newest position an append announced (wake, NOTIFY), or null. */
  ziel(): string | null;
  zielErreicht(): void;
  /** Hands a projection back to a loop of its own (failure, lost lease, checkpoint moved from outside). */
  einzeln(t: Teilnehmer, einzelnBis: string | null): void;
};

/** The position the batch starts from: the smallest of the projections fed (null = from the start). */
const frueheste = (laufzeit: Laufzeit, dabei: readonly Teilnehmer[]): string | null => {
  let min = dabei[0]!.position;
  for (const t of dabei) {
    if (t.position === null) return null;
    if (min !== null && laufzeit.eventStore.comparePositions(t.position, min) < 0) min = t.position;
  }
  return min;
};

/**
 * The one reader of the process (DESIGN § 5): reads each batch once and hands every projection it
 * feeds the events of its declared types after its own position. A projection with none costs no
 * statement; its stored checkpoint follows in one bulk statement for all of them.
 */
export const gemeinsamLesen = async (options: GemeinsamerLeserOptions): Promise<void> => {
  const { laufzeit, wecker } = options;
  const { eventStore, log } = laufzeit;
  let prefetched: ReturnType<typeof lesen> | null = null;
  let nachziehenAb: number | null = null;
  let sichtbarSeit: number | null = null;
  let sichtbarPause = SICHTBAR_POLL_MIN_MS;

  const nachziehen = async (dabei: readonly Teilnehmer[]): Promise<void> => {
    nachziehenAb = null;
    const moves = dabei
      .filter((t) => t.position !== null && t.position !== t.gespeichert)
      .map((t) => ({ name: t.projection.name, version: t.projection.version, from: t.gespeichert, to: t.position! }));
    if (moves.length === 0) return;
    const moved = await moveCheckpoints(laufzeit.db, moves);
    for (const t of dabei) {
      const move = moves.find((m) => m.name === t.projection.name);
      if (!move) continue;
      if (moved.has(move.name)) t.gespeichert = move.to;
      else {
        log('info', `${move.name}: Checkpoint wurde von außen versetzt, liest allein weiter`);
        options.einzeln(t, null);
      }
    }
  };

  const zuteilen = async (t: Teilnehmer, events: Parameters<typeof zuVerarbeiten>[2], checkpoint: string): Promise<void> => {
    const batch = zuVerarbeiten(eventStore, t, events);
    if (batch.length === 0) return vorruecken(laufzeit, t, checkpoint);
    try {
      if ((await schreiben(laufzeit, t, batch, checkpoint)) === 'moved') options.einzeln(t, null);
      else if (laufzeit.stalled.delete(t.projection.name)) log('info', `${t.projection.name}: läuft wieder`);
    } catch (error) {
      log('error', `${t.projection.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      options.einzeln(t, batch[batch.length - 1]!.position);
    }
  };

  while (laufzeit.laeuft()) {
    // A lost lease connection frees every lease: those projections stand by on their own again.
    const leases = laufzeit.leases();
    if (leases) {
      const lease = await leases.catch(() => null);
      for (const t of options.teilnehmer) if (t.modus === 'gemeinsam' && !lease?.holds(t.projection.name)) options.einzeln(t, null);
    }
    const dabei = options.teilnehmer.filter((t) => t.modus === 'gemeinsam');
    if (dabei.length === 0) {
      await wecker.warten(options.ruheMs);
      continue;
    }
    const from = frueheste(laufzeit, dabei);
    const current = prefetched?.from === from ? prefetched : lesen(laufzeit, from);
    prefetched = null;
    let gelesen: Awaited<typeof current.result>;
    try {
      gelesen = await current.result;
    } catch (error) {
      log('error', `Lesen des Ereignisspeichers: ${error instanceof Error ? error.message : String(error)}`);
      await wecker.warten(laufzeit.pollMs);
      continue;
    }
    const { events, checkpoint } = gelesen;
    const voll = events.length === laufzeit.batchSize;
    if (voll) prefetched = lesen(laufzeit, checkpoint);
    if (events.length > 0) {
      await Promise.all(dabei.map((t) => zuteilen(t, events, checkpoint)));
      laufzeit.notify();
    }
    const jetzt = Date.now();
    if (dabei.some((t) => t.modus === 'gemeinsam' && t.position !== t.gespeichert)) nachziehenAb ??= jetzt + NACHZIEHEN_MS;
    if (nachziehenAb !== null && jetzt >= nachziehenAb)
      await nachziehen(dabei.filter((t) => t.modus === 'gemeinsam')).catch((e: Error) =>
        log('warn', `Checkpoints nicht nachgezogen: ${e.message}`),
      );
    if (voll) continue;
    const ziel = options.ziel();
    if (ziel !== null && eventStore.comparePositions(checkpoint, ziel) < 0) {
      // Announced but not visible yet: an older transaction still runs (DESIGN § 4's horizon).
      sichtbarSeit ??= jetzt;
      if (jetzt - sichtbarSeit < SICHTBAR_FENSTER_MS) {
        await wecker.warten(sichtbarPause);
        sichtbarPause = Math.min(sichtbarPause * 2, laufzeit.pollMs);
        continue;
      }
    }
    options.zielErreicht();
    sichtbarSeit = null;
    sichtbarPause = SICHTBAR_POLL_MIN_MS;
    await wecker.warten(nachziehenAb === null ? options.ruheMs : Math.max(0, nachziehenAb - Date.now()));
  }
};
