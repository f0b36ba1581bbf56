import { WrongExpectedRevisionError, type EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { createCommandHandler, type CommandMeta, type CommandResult } from '../platform/decider/commandHandler';
import { versionConflict } from '../platform/http/version';
import type { AbfallmengeState } from './abfallmenge';
import { abfallmengeAggregate, checkAbfallmengeReplay, type AbfallmengeCommand } from './abfallmengeDecide';

export type AbfallmengeBefehleDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; neueId: () => string };

export type AbfallmengeBefehle = (
  id: string,
  command: AbfallmengeCommand,
  meta: CommandMeta,
  /** The stream revision the user's screen showed (If-Match); read after the access check, so a stranger gets 404, not 428. */
  options?: { expectedVersion?: () => number },
) => Promise<CommandResult<AbfallmengeState>>;

/**
 * The waste-quantity command service: the one command handler; an edit appends with the revision the
 * user saw, a stale one is the user's 409 (not a retry on the newer state), like the receipts.
 */
export function createAbfallmengeBefehle(deps: AbfallmengeBefehleDeps): AbfallmengeBefehle {
  const handle = createCommandHandler(deps, abfallmengeAggregate);
  return (id, command, meta, options = {}) => {
    let expected = 0;
    return handle(id, command, meta, {
      prepare: async (c, state) => {
        if (options.expectedVersion) {
          checkAbfallmengeReplay(c, state);
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
