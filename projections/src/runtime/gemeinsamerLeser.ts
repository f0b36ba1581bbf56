import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { applyBatchTogether } from './applyBatch';
import { moveCheckpoints } from './checkpoints';
import { lesen } from './einzelLauf';
import { schreiben, uebernehmen, vorruecken, zuVerarbeiten, type Laufzeit, type Teilnehmer } from './teilnehmer';
import { createWecker } from './wecker';

/** A stored checkpoint trails its projection's position at most about this long (bulk move, one statement). */
export const NACHZIEHEN_MS = 250;
/** An announced append not yet visible (an older transaction still runs): look again soon, this long at most. */
const SICHTBAR_FENSTER_MS = 2000;
const SICHTBAR_POLL_MIN_MS = 5;

export type LeserOptions = {
  laufzeit: Laufzeit;
  teilnehmer: readonly Teilnehmer[];
  /** Pause of a caught-up reader between safety polls (long when appends are announced). */
  ruheMs: number;
  /** Hands a projection back to a loop of its own (failure, lost lease, checkpoint moved from outside). */
  einzeln(t: Teilnehmer, einzelnBis: string | null): void;
};

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
    if (min !== null && laufzeit.eventStore.comparePositions(t.position, min) < 0) min = t.position;
  }
  return min;
};

const fehlertext = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * The one reader of the process (DESIGN § 5): reads each batch once and hands it to every
 * projection it feeds that acts on one of its event types. A projection with none costs no
 * statement; its stored checkpoint follows in one bulk statement for all of them.
 */
export const startLeser = (options: LeserOptions): Leser => {
  const { laufzeit } = options;
  const { eventStore, log } = laufzeit;
  const wecker = createWecker();
  const vorher = (a: string, b: string): boolean => eventStore.comparePositions(a, b) < 0;
  let prefetched: ReturnType<typeof lesen> | null = null;
  let gelesenBis: string | null = null;
  let ziel: string | null = null;
  let nachziehenAb: number | null = null;
  let sichtbarSeit: number | null = null;
  let sichtbarPause = SICHTBAR_POLL_MIN_MS;

  const gefuettert = (): Teilnehmer[] => options.teilnehmer.filter((t) => t.modus === 'gemeinsam');

  const nachziehen = async (): Promise<void> => {
    nachziehenAb = null;
    const trailing = gefuettert().filter((t) => t.position !== null && t.position !== t.gespeichert);
    if (trailing.length === 0) return;
    const moves = trailing.map((t) => ({ name: t.projection.name, version: t.projection.version, from: t.gespeichert, to: t.position! }));
    const moved = await moveCheckpoints(laufzeit.db, moves).catch((e: Error) => {
      log('warn', `Checkpoints nicht nachgezogen: ${e.message}`);
      return null;
    });
    if (!moved) return void (nachziehenAb = Date.now() + NACHZIEHEN_MS);
    trailing.forEach((t, i) => {
      if (moved.has(t.projection.name)) t.gespeichert = moves[i]!.to;
      else {
        log('info', `${t.projection.name}: Checkpoint wurde von außen versetzt, liest allein weiter`);
        options.einzeln(t, null);
      }
    });
  };

  /** One projection's share in a transaction of its own. */
  const alleine = async (t: Teilnehmer, batch: StoredEvent[], checkpoint: string): Promise<void> => {
    try {
      if ((await schreiben(laufzeit, t, batch, checkpoint)) === 'moved') options.einzeln(t, null);
      else if (laufzeit.stalled.delete(t.projection.name)) log('info', `${t.projection.name}: läuft wieder`);
    } catch (error) {
      log('error', `${t.projection.name}: ${fehlertext(error)}`);
      options.einzeln(t, batch[batch.length - 1]!.position);
    }
  };

  /**
   * The shares of all projections with work in one transaction (one checkpoint statement for all);
   * if any handler fails, each share again alone, so only the failing one falls back to its own loop.
   */
  const verteilen = async (dabei: readonly Teilnehmer[], events: StoredEvent[], checkpoint: string): Promise<void> => {
    const arbeit: { t: Teilnehmer; batch: StoredEvent[] }[] = [];
    for (const t of dabei) {
      const batch = zuVerarbeiten(eventStore, t, events);
      if (batch.length === 0) vorruecken(laufzeit, t, checkpoint);
      else arbeit.push({ t, batch });
    }
    if (arbeit.length === 1) return alleine(arbeit[0]!.t, arbeit[0]!.batch, checkpoint);
    if (arbeit.length === 0) return;
    const teile = arbeit.map(({ t, batch }) => ({ projection: t.projection, from: t.gespeichert, events: batch, to: checkpoint }));
    const nichtDa = await applyBatchTogether(laufzeit.db, teile).catch((error: unknown) => {
      log('warn', `Gemeinsamer Stapel fehlgeschlagen, jede Projektion schreibt allein: ${fehlertext(error)}`);
      return null;
    });
    if (!nichtDa) return void (await Promise.all(arbeit.map(({ t, batch }) => alleine(t, batch, checkpoint))));
    for (const { t } of arbeit) {
      if (nichtDa.has(t.projection.name)) {
        log('info', `${t.projection.name}: Checkpoint wurde von außen versetzt, liest allein weiter`);
        options.einzeln(t, null);
      } else {
        uebernehmen(laufzeit, t, checkpoint);
        if (laufzeit.stalled.delete(t.projection.name)) log('info', `${t.projection.name}: läuft wieder`);
      }
    }
  };

  /** A lost lease connection frees every lease: those projections stand by on their own again. */
  const leasesPruefen = async (): Promise<void> => {
    const leases = laufzeit.leases();
    if (!leases) return;
    const lease = await leases.catch(() => null);
    for (const t of gefuettert()) if (!lease?.holds(t.projection.name)) options.einzeln(t, null);
  };

  /** One batch; true when the reader should read again at once. */
  const einmal = async (dabei: Teilnehmer[]): Promise<boolean> => {
    const from = frueheste(laufzeit, dabei);
    const current = prefetched?.from === from ? prefetched : lesen(laufzeit, from);
    prefetched = null;
    const { events, checkpoint } = await current.result;
    const voll = events.length === laufzeit.batchSize;
    if (voll) prefetched = lesen(laufzeit, checkpoint);
    if (gelesenBis === null || vorher(gelesenBis, checkpoint)) gelesenBis = checkpoint;
    if (ziel !== null && !vorher(checkpoint, ziel)) ziel = null;
    if (events.length > 0) {
      await verteilen(dabei, events, checkpoint);
      laufzeit.notify();
    }
    // Also a projection that caught up on its own and joined brings a trailing checkpoint.
    if (gefuettert().some((t) => t.position !== t.gespeichert)) nachziehenAb ??= Date.now() + NACHZIEHEN_MS;
    return voll;
  };

  /** Waits for the next append, running the due bulk move meanwhile; looks again soon while an announced one hides. */
  const ruhen = async (): Promise<void> => {
    if (ziel !== null) {
      sichtbarSeit ??= Date.now();
      if (Date.now() - sichtbarSeit < SICHTBAR_FENSTER_MS) {
        await wecker.warten(sichtbarPause);
        sichtbarPause = Math.min(sichtbarPause * 2, laufzeit.pollMs);
        return;
      }
      ziel = null; // not visible after the window: the safety poll will find it
    }
    sichtbarSeit = null;
    sichtbarPause = SICHTBAR_POLL_MIN_MS;
    while (laufzeit.laeuft() && ziel === null) {
      const faellig = nachziehenAb === null ? options.ruheMs : Math.max(0, nachziehenAb - Date.now());
      if (await wecker.warten(faellig)) return;
      if (nachziehenAb === null) return; // the safety poll is due
      await nachziehen();
    }
  };

  const lauf = (async () => {
    while (laufzeit.laeuft()) {
      await leasesPruefen();
      const dabei = gefuettert();
      if (dabei.length === 0) {
        await wecker.warten(options.ruheMs);
        continue;
      }
      try {
        if (await einmal(dabei)) continue;
      } catch (error) {
        log('error', `Lesen des Ereignisspeichers: ${fehlertext(error)}`);
        prefetched = null;
        await wecker.warten(laufzeit.pollMs);
        continue;
      }
      if (nachziehenAb !== null && Date.now() >= nachziehenAb) await nachziehen();
      await ruhen();
    }
  })();

  return {
    melden: (position) => {
      if (gelesenBis !== null && !vorher(gelesenBis, position)) return; // already read
      if (ziel === null || vorher(ziel, position)) ziel = position;
      // A busy reader checks `ziel` after its batch; waking it would cost a read of what it is reading now.
      if (wecker.schlaeft()) wecker.wecken();
    },
    wecken: () => wecker.wecken(),
    lauf,
  };
};
