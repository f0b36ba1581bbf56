import { auditProjection } from './audit/auditProjection';
import type { Projection } from './runtime/projection';

/** Every projection the projector runs and the replay CLI knows; order projections join here. */
export const PROJECTIONS: readonly Projection[] = [auditProjection];

export { applyBatch, type BatchOutcome } from './runtime/applyBatch';
export { ensureProjection, CHECKPOINT_TABLE } from './runtime/checkpoints';
export type { Projection, TableNames, ProjectorLog } from './runtime/projection';
export { projectionLag, type ProjectionLag } from './runtime/projectionLag';
export { rebuildProjection, type RebuildReport, type RebuildProgress } from './runtime/rebuildProjection';
export { startProjector, type Projector, type StartProjectorOptions } from './runtime/startProjector';
export { waitForProjections, DEFAULT_READ_YOUR_WRITES_MS } from './runtime/waitForProjections';
