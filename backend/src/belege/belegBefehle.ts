import { WrongExpectedRevisionError, type EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { createCommandHandler, type CommandMeta, type CommandResult } from '../platform/decider/commandHandler';
import { versionConflict } from '../platform/http/version';
import type { BelegState } from './beleg';
import { belegAggregate, checkBelegReplay, type BelegCommand } from './belegDecide';

export type BelegBefehleDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; neueId: () => string };

export type BelegBefehle = (
  id: string,
  command: BelegCommand,
  meta: CommandMeta,
  /** The stream revision the user's screen showed (If-Match); read after the access check, so a stranger gets 404, not 428. */
  options?: { expectedVersion?: () => number },
) => Promise<CommandResult<BelegState>>;

/**
 * The receipt command service: the one command handler; an edit appends with the revision the
 * user saw, a stale one is the user's 409 (not a retry on the newer state), like the orders.
 */
export function createBelegBefehle(deps: BelegBefehleDeps): BelegBefehle {
  const handle = createCommandHandler(deps, belegAggregate);
  return (id, command, meta, options = {}) => {
    let expected = 0;
    return handle(id, command, meta, {
      prepare: async (c, state) => {
        if (options.expectedVersion) {
          checkBelegReplay(c, state);
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
