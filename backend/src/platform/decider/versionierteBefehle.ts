import { WrongExpectedRevisionError, type EventStore } from '../../eventstore/eventStore';
import { versionConflict } from '../http/version';
import { createCommandHandler, type Aggregate, type CommandMeta, type CommandResult } from './commandHandler';
import type { Command, DomainEvent } from './decider';

export type VersionierteBefehleDeps = { eventStore: EventStore; jetzt: () => Date; neueId: () => string };

/** A feature's command service: the command, who sent it, and the stream revision the user's screen showed (If-Match). */
export type VersionierteBefehle<C extends Command, S> = (
  id: string,
  command: C,
  meta: CommandMeta,
  /** Read after the access check, so a stranger gets 404, not 428. */
  options?: { expectedVersion?: () => number },
) => Promise<CommandResult<S>>;

/**
 * The command service of an event-sourced feature whose edits carry the version the user saw
 * (receipts, waste quantities): the one command handler, and with a version the append expects
 * exactly that revision, so a stale edit is the user's 409 (not a retry on the newer state).
 * `checkReplay` refuses a repeated command id whose first result was a different command.
 */
export function createVersionierteBefehle<C extends Command, E extends DomainEvent, S>(
  deps: VersionierteBefehleDeps,
  aggregate: Aggregate<C, E, S>,
  checkReplay: (command: C, state: S) => void,
): VersionierteBefehle<C, S> {
  const handle = createCommandHandler(deps, aggregate);
  return (id, command, meta, options = {}) => {
    let expected = 0;
    return handle(id, command, meta, {
      prepare: async (c, state) => {
        if (options.expectedVersion) {
          checkReplay(c, state);
          expected = options.expectedVersion();
        }
        return { command: c };
      },
      append:
        options.expectedVersion === undefined
          ? undefined
          : async (stream, events) => {
              try {
                return await deps.eventStore.appendToStream(stream, events, { expectedRevision: expected });
              } catch (error) {
                if (error instanceof WrongExpectedRevisionError) throw versionConflict();
                throw error;
              }
            },
    });
  };
}
