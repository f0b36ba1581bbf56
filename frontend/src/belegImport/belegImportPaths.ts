/** The support tab "CSV-Import" (spec § 2): a child route of /support. */
export const belegImportPaths = {
  route: 'csv-import',
  csvImport: '/support/csv-import',
  /** The template file (GET, staff only). */
  vorlage: '/api/v1/rechnungen/csv-import/vorlage',
} as const;
