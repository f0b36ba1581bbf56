import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { lesen } from './einzelLauf';
import type { Laufzeit, Teilnehmer } from './teilnehmer';
import type { Wecker } from './wecker';

/** A stored checkpoint trails its projection's position at most about this long (bulk move, one statement). */
export const NACHZIEHEN_MS = 250;

export type LeserOptions = {
  laufzeit: Laufzeit;
  teilnehmer: readonly Teilnehmer[];
  /** Pause of a caught-up reader between safety polls (long when appends are announced). */
  ruheMs: number;
  /** Hands a projection back to a loop of its own (failure, lost lease, checkpoint moved from outside). */
  einzeln(t: Teilnehmer, einzelnBis: string | null): void;
};

/** What the one reader keeps from batch to batch. */
export type LeserZustand = {
  readonly options: LeserOptions;
  readonly wecker: Wecker;
  prefetched: ReturnType<typeof lesen> | null;
  /** The highest checkpoint read; an announcement up to it costs nothing. */
  gelesenBis: string | null;
  /** The newest announced position not yet read, or null. */
  ziel: string | null;
  /** When the trailing checkpoints are due to be moved, or null when none trails. */
  nachziehenAb: number | null;
  sichtbarSeit: number | null;
  sichtbarPause: number;
};

export const gefuettert = (z: LeserZustand): Teilnehmer[] => z.options.teilnehmer.filter((t) => t.modus === 'gemeinsam');

export const vorher = (store: Pick<EventStore, 'comparePositions'>, a: string, b: string): boolean => store.comparePositions(a, b) < 0;

export const fehlertext = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));
