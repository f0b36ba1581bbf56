import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { createVersionierteBefehle, type VersionierteBefehle } from '../platform/decider/versionierteBefehle';
import type { AbfallmengeState } from './abfallmenge';
import { abfallmengeAggregate, checkAbfallmengeReplay, type AbfallmengeCommand } from './abfallmengeDecide';

export type AbfallmengeBefehleDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; neueId: () => string };

export type AbfallmengeBefehle = VersionierteBefehle<AbfallmengeCommand, AbfallmengeState>;

/** The waste-quantity command service: the one command handler, with the version the user saw on every edit. */
export function createAbfallmengeBefehle(deps: AbfallmengeBefehleDeps): AbfallmengeBefehle {
  return createVersionierteBefehle(deps, abfallmengeAggregate, checkAbfallmengeReplay);
}
