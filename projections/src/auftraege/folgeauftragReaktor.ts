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
export const createFolgeauftragReaktor = (deps: Omit<SystemDeps, 'neueId'> & { neueId?: () => string }): Projection<never> => ({
  name: 'folgeauftrag_abzug',
  eventTypes: ['AuftragStatusGeaendert'],
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (_trx, events) => {
    for (const e of events) {
      if (e.type !== 'AuftragStatusGeaendert' || !e.streamId.startsWith('auftrag-')) continue;
      const d = e.data as { aktion?: string; nach?: string };
      if (d.nach !== 'ABRECHNUNG' || d.aktion !== 'abholungDurchgefuehrt') continue;
      await abzugAufHauptauftrag({ ...deps, neueId: deps.neueId ?? randomUUID }, e.streamId.slice('auftrag-'.length), e.id);
    }
  },
});
