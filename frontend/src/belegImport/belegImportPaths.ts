/** The support tab "CSV-Import" (spec § 2): a child route of /support. */
export const belegImportPaths = {
  route: 'csv-import',
  csvImport: '/support/csv-import',
  /** The template file (GET, staff only). */
  vorlage: '/api/v1/rechnungen/csv-import/vorlage',
  /** A captured receipt (belegPaths.show of the receipts feature; not imported, which imports this folder's button). */
  beleg: (id: string) => `/rechnungen/${encodeURIComponent(id)}`,
} as const;
