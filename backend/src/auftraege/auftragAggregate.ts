import type { Aggregate } from '../platform/decider/commandHandler';
import {
  AUFTRAG_SCHEMA_VERSION,
  evolveAuftrag,
  initialAuftragState,
  readAuftragEvent,
  type AuftragEvent,
  type AuftragState,
} from './auftrag';
import { checkAuftragReplay, decideAuftrag, type AuftragCommand } from './auftragDecide';

/** The order aggregate for the command handler: one stream per order, `auftrag-<uuid>` (DESIGN § 4). */
export const auftragAggregate: Aggregate<AuftragCommand, AuftragEvent, AuftragState> = {
  decider: { initialState: initialAuftragState, evolve: evolveAuftrag, decide: decideAuftrag },
  readEvent: readAuftragEvent,
  streamName: (id) => `auftrag-${id}`,
  schemaVersion: AUFTRAG_SCHEMA_VERSION,
  checkReplay: checkAuftragReplay,
};
