/**
 * The exports feature's public face (issue 20): documentation as PDF and Excel, built in the
 * background (pg-boss) and fetched through a mailed link.
 */
export { exportRoutes } from './exportApi';
export { EXPORT_JOB, EXPORT_SWEEP, erstelleExport, exportAnlegen, exporteNachholen, type ExportDeps } from './exportAuftraege';
export { exportWarteschlange, exportSweepJob } from './exportJobs';
