import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { createVersionierteBefehle, type VersionierteBefehle } from '../platform/decider/versionierteBefehle';
import type { BelegState } from './beleg';
import { belegAggregate, checkBelegReplay, type BelegCommand } from './belegDecide';

export type BelegBefehleDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; neueId: () => string };

export type BelegBefehle = VersionierteBefehle<BelegCommand, BelegState>;

/** The receipt command service: the one command handler, with the version the user saw on every edit. */
export function createBelegBefehle(deps: BelegBefehleDeps): BelegBefehle {
  return createVersionierteBefehle(deps, belegAggregate, checkBelegReplay);
}
