import { auditProjection } from './audit';
import type { SystemDeps } from '@abfallportal/backend/auftraege';
import {
  auftragProjection,
  createAngebotsanfrageMailReactor,
  createBestellungMailReactor,
  createFolgeauftragReaktor,
  createFreigabeMailReactor,
  createLeistungMailReactor,
  createProblemMailReactor,
} from './auftraege';
import { belegProjection, createBelegFehlerMailReactor } from './belege';
import { dokumentationProjection } from './dokumentation';
import { auswertungProjection } from './auswertung';
import type { Projection } from './runtime/projection';

/** Every read model: the projector runs them, the replay CLI rebuilds them. */
export const PROJECTIONS: readonly Projection[] = [
  auditProjection,
  auftragProjection,
  belegProjection,
  dokumentationProjection,
  auswertungProjection,
];

/**
 * Reactors run on the same runtime but cause effects (mail) instead of tables; the replay CLI
 * never rebuilds them, and their effects carry ids derived from the event, so a redelivery does nothing.
 */
export const createReactors = (options: ReactorOptions): readonly Projection[] => {
  // The mail reactors read an order's facts from its stream (mailKontext.ts), the process manager sends commands.
  const mail = { ...options, eventStore: options.system.eventStore };
  return [
    createBestellungMailReactor(mail),
    createAngebotsanfrageMailReactor(mail),
    createFreigabeMailReactor(mail),
    createLeistungMailReactor(mail),
    createProblemMailReactor(mail),
    createBelegFehlerMailReactor(options),
    createFolgeauftragReaktor(options.system),
  ];
};

/** `system`: the process's event store and clock; the process manager sends commands with them, the mail reactors read streams. */
export type ReactorOptions = {
  publicUrl: string;
  supportEmail?: string;
  system: Omit<SystemDeps, 'neueId'> & { neueId?: () => string };
};

/** What a projector process runs: every read model and every reactor. */
export const projectorWork = (options: ReactorOptions): readonly Projection[] => [...PROJECTIONS, ...createReactors(options)];

export { applyBatch, type BatchOutcome } from './runtime/applyBatch';
export { ensureProjection, CHECKPOINT_TABLE } from './runtime/checkpoints';
export type { Projection, TableNames, ProjectorLog } from './runtime/projection';
export { projectionLag, type ProjectionLag } from './runtime/projectionLag';
export { rebuildProjection, type RebuildReport, type RebuildProgress } from './runtime/rebuildProjection';
export { startProjector, type Projector, type StartProjectorOptions } from './runtime/startProjector';
export { waitForProjections, DEFAULT_READ_YOUR_WRITES_MS } from './runtime/waitForProjections';
