import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type StoredEvent,
} from '../../eventstore/eventStore';
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

/**
 * What one aggregate's command service adds to a run (issue 17, item 4): `prepare` completes the
 * command from the folded state and the feature's ports before each decision (so the decider
 * decides on facts loaded in its own run, never on what the edge computed), `append` writes the
 * events instead of the store's appendToStream (e.g. in one transaction with a relational row).
 */
export type HandleOptions<C, S> = {
  /** Runs after the stream is read and folded, before decide; again on every retry. `revision`: the stream's, null when new. */
  prepare?: (command: C, state: S, revision: number | null) => Promise<{ command: C; meta?: Partial<CommandMeta> }>;
  append?: (stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }) => Promise<AppendResult>;
};

export const KONFLIKT_MELDUNG = 'Die Daten wurden inzwischen von jemand anderem geändert. Bitte laden Sie neu und versuchen Sie es erneut.';

// Re-exported for the command senders of the write side; reactors import it from platform/uuidFromName.
export { uuidFromName } from '../uuidFromName';

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
  async (id: string, command: C, meta: CommandMeta, options: HandleOptions<C, S> = {}): Promise<CommandResult<S>> => {
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
      const last = stored[stored.length - 1];
      const prepared = options.prepare ? await options.prepare(command, state, last ? last.streamRevision : null) : null;
      const jetzt = deps.jetzt();
      const events = aggregate.decider.decide(prepared?.command ?? command, state, { jetzt, neueId: deps.neueId });
      if (events.length === 0) return { state, position: null, wiederholt: false };
      // Fresh event ids: a second copy of the command must collide on the expected revision and then find
      // its twin by command id, not be swallowed as an already-stored event with its own (different) answer.
      const neu: NewEvent[] = events.map((e) => ({
        id: deps.neueId(),
        type: e.type,
        data: e.data,
        metadata: { ...meta, ...prepared?.meta, occurredAt: jetzt.toISOString(), schemaVersion: aggregate.schemaVersion },
      }));
      try {
        const append = options.append ?? deps.eventStore.appendToStream.bind(deps.eventStore);
        const result = await append(stream, neu, {
          expectedRevision: last ? last.streamRevision : 'no_stream',
        });
        return { state: events.reduce(aggregate.decider.evolve, state), position: result.position, wiederholt: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new DomainError('konflikt', KONFLIKT_MELDUNG);
  };
