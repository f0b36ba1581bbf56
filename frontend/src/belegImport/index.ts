/** Receipts from outside (issue 20): the CSV import tab of the support area and the PDF reading button of the receipt page. */
export { belegImportSupportRoutes } from './feature';
export { belegImportPaths } from './belegImportPaths';
export { PositionenAusPdfButton } from './PositionenAusPdfButton';
