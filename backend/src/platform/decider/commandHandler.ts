import { createHash } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type StoredEvent } from '../../eventstore/eventStore';
import { DomainError } from '../domainError';
import type { Command, Decider, DomainEvent, EventReader } from './decider';

/** Who sent the command and why; becomes the metadata of every event it causes (DESIGN § 4). */
export type CommandMeta = {
  actorId: string | null;
  /** The real user when acting as somebody else, else null. */
  actingAsId: string | null;
  tenantId: string | null;
  /** Idempotency key: the same id twice yields one set of events and the same answer. */
  commandId: string;
  correlationId: string;
  causationId: string | null;
};

export type Aggregate<C extends Command, E extends DomainEvent, S> = {
  decider: Decider<C, E, S>;
  readEvent: EventReader<E>;
  streamName: (id: string) => string;
  /** Written into every new event; readEvent upcasts older ones. */
  schemaVersion: number;
  /**
   * Throws (a DomainError) when the command's sender may not see the state: checked before a
   * replay answers, because a replay skips `decide` and with it the decider's own access check.
   */
  checkReplay?: (command: C, state: S) => void;
};

export type CommandResult<S> = {
  state: S;
  /** Position of the last event this command wrote (null when it caused none), for read-your-writes. */
  position: string | null;
  /** True when the command id had been handled before and nothing was appended now. */
  wiederholt: boolean;
};

export const KONFLIKT_MELDUNG = 'Die Daten wurden inzwischen von jemand anderem geändert. Bitte laden Sie neu und versuchen Sie es erneut.';

/** A uuid derived from a name: the same command id always yields the same event ids and new aggregate ids. */
export const uuidFromName = (name: string): string => {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const MAX_VERSUCHE = 5;

/**
 * The one command handler: read the stream, fold, decide, append with the expected revision.
 * When another writer got there first it reads again and decides again, so the loser of a race
 * gets the decider's answer for the new state (usually "not possible any more"), never a lost update.
 */
export const createCommandHandler =
  <C extends Command, E extends DomainEvent, S>(
    deps: { eventStore: EventStore; jetzt: () => Date; neueId: () => string },
    aggregate: Aggregate<C, E, S>,
  ) =>
  async (id: string, command: C, meta: CommandMeta): Promise<CommandResult<S>> => {
    const stream = aggregate.streamName(id);
    const fold = (stored: StoredEvent[]) =>
      stored.reduce(
        (state, e) =>
          aggregate.decider.evolve(state, aggregate.readEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion })),
        aggregate.decider.initialState(),
      );
    for (let versuch = 0; versuch < MAX_VERSUCHE; versuch++) {
      const stored = await deps.eventStore.readStream(stream);
      const frueher = stored.filter((e) => e.metadata.commandId === meta.commandId);
      const state = fold(stored);
      if (frueher.length > 0) {
        aggregate.checkReplay?.(command, state);
        return { state, position: frueher[frueher.length - 1]!.position, wiederholt: true };
      }
      const jetzt = deps.jetzt();
      const events = aggregate.decider.decide(command, state, { jetzt, neueId: deps.neueId });
      if (events.length === 0) return { state, position: null, wiederholt: false };
      // Fresh event ids: a second copy of the command must collide on the expected revision and then find
      // its twin by command id, not be swallowed as an already-stored event with its own (different) answer.
      const neu: NewEvent[] = events.map((e) => ({
        id: deps.neueId(),
        type: e.type,
        data: e.data,
        metadata: { ...meta, occurredAt: jetzt.toISOString(), schemaVersion: aggregate.schemaVersion },
      }));
      try {
        const last = stored[stored.length - 1];
        const result = await deps.eventStore.appendToStream(stream, neu, {
          expectedRevision: last ? last.streamRevision : 'no_stream',
        });
        return { state: events.reduce(aggregate.decider.evolve, state), position: result.position, wiederholt: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new DomainError('konflikt', KONFLIKT_MELDUNG);
  };
