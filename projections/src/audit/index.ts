/** The audit read model's public face: composition roots and other features import only this module. */
export { auditProjection } from './auditProjection';
