import { lazy } from 'react';

/**
 * Evaluations (issue 21): the page, and the parts the dashboard's widgets reuse. The heavy parts are
 * lazy here, so the portal's main chunk (and the shared chunks the login page loads) stay as they were.
 */
export { auswertungFeature } from './feature';
export { auswertungPaths } from './auswertungPaths';
export { auswertungApi, type AuswertungAnfrage } from './auswertungApi';
export { keineMengen } from './keineMengen';
export { useAbfallstrom, useOverview } from './useAuswertung';
export const KpiBoard = lazy(() => import('./KpiBoard').then((m) => ({ default: m.KpiBoard })));
export const BilanzGenerator = lazy(() => import('./BilanzGenerator').then((m) => ({ default: m.BilanzGenerator })));
export const SankeyMitExport = lazy(() => import('./AbfallstromTeile').then((m) => ({ default: m.SankeyMitExport })));
