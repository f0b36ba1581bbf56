import type { WorkflowBody } from '@abfallportal/common/auftrag';
import type { AuftragAkteur } from '@abfallportal/common/permissions';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { uuidFromName, type CommandMeta, type CommandResult } from '../platform/decider/commandHandler';
import type { AuftragState } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import { sequenceVorgangsnummern, type AuftragBefehle } from './auftragBefehle';
import { checkFolgeauftrag, type FolgeauftragAktion } from './folgeauftragDecide';
import type { VorgangsnummerPort } from './ports';

export type FolgeauftragDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; vorgangsnummern?: VorgangsnummerPort };

/** An order's state as its stream says now (the command service's fact, never a read model's). */
export const ladeAuftragState = async (eventStore: EventStore, id: string): Promise<AuftragState> => {
  const stored = await eventStore.readStream(auftragAggregate.streamName(id));
  return stored.reduce(
    (state, e) =>
      auftragAggregate.decider.evolve(
        state,
        auftragAggregate.readEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }),
      ),
    auftragAggregate.decider.initialState(),
  );
};

/**
 * The follow-up order's id. A removal's follows from its main order, so only one removal can ever
 * exist per container (the second append finds the stream taken, also in a race); the others
 * follow from the command id, so a repeated request (Idempotency-Key) finds its first order.
 */
export const folgeauftragId = (aktion: FolgeauftragAktion, hauptauftragId: string, commandId: string): string =>
  aktion === 'behaelterabzugBeauftragen' ? uuidFromName(`behaelterabzug/${hauptauftragId}`) : uuidFromName(`folgeauftrag/${commandId}`);

/**
 * Orders a service on a container on site (POST /v1/workflow/<art>Beauftragen/<hauptauftragId>): the
 * command runs on the new order's stream with the main order's state loaded here; the number is
 * drawn only once the decider would accept.
 */
export async function folgeauftragBeauftragen(
  deps: FolgeauftragDeps,
  befehle: AuftragBefehle,
  args: {
    hauptauftragId: string;
    aktion: FolgeauftragAktion;
    body: WorkflowBody;
    akteur: AuftragAkteur;
    bestellerId: number;
    meta: CommandMeta;
  },
): Promise<{ id: string; result: CommandResult<AuftragState> }> {
  const nummern = deps.vorgangsnummern ?? sequenceVorgangsnummern(deps);
  const id = folgeauftragId(args.aktion, args.hauptauftragId, args.meta.commandId);
  const result = await befehle(
    id,
    {
      type: 'FolgeauftragBeauftragen',
      akteur: args.akteur,
      bestellerId: args.bestellerId,
      aktion: args.aktion,
      body: args.body,
      hauptauftragId: args.hauptauftragId,
    },
    args.meta,
    {
      prepare: async (c, state) => {
        if (c.type !== 'FolgeauftragBeauftragen') return { command: c };
        const hauptauftrag = await ladeAuftragState(deps.eventStore, args.hauptauftragId);
        checkFolgeauftrag({ ...c, hauptauftrag }, state, deps.jetzt());
        return { command: { ...c, hauptauftrag, vorgangsnummer: await nummern.next() } };
      },
    },
  );
  return { id, result };
}
