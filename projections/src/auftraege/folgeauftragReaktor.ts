import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { randomUUID } from 'node:crypto';
import { abzugAufHauptauftrag, type SystemDeps } from '@abfallportal/backend/auftraege';
import type { Projection } from '../runtime/projection';

/**
 * Process manager (DESIGN § 7): when a removal follow-up order reaches billing (the disposer
 * marked the removal done), the container has left the site and its main order goes to billing
 * too. The append to the main order happens outside the reactor's transaction, but its command id
 * follows from the follow-up order: a redelivered event (or a retried batch) replays it and
 * appends nothing twice; the decider ignores a main order that is not on site any more.
 */
/** The main order's pick-up is done: its follow-up orders' containers are withdrawn. */
const istAbholung = (e: StoredEvent): boolean => {
  if (e.type !== 'AuftragStatusGeaendert' || !e.streamId.startsWith('auftrag-')) return false;
  const d = e.data as { aktion?: string; nach?: string };
  return d.nach === 'ABRECHNUNG' && d.aktion === 'abholungDurchgefuehrt';
};

export const createFolgeauftragReaktor = (deps: Omit<SystemDeps, 'neueId'> & { neueId?: () => string }): Projection<never> => ({
  name: 'folgeauftrag_abzug',
  eventTypes: ['AuftragStatusGeaendert'],
  relevant: (e) => istAbholung(e),
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (_trx, events) => {
    for (const e of events) {
      if (!istAbholung(e)) continue;
      await abzugAufHauptauftrag({ ...deps, neueId: deps.neueId ?? randomUUID }, e.streamId.slice('auftrag-'.length), e.id);
    }
  },
});
