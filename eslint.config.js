// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

// TEMPORARY (issue 29): files that still break the size rules and wait for their split; each split
// removes its line here. Not a place to add files: a new file keeps to the rules from the start.
const NOCH_ZU_TEILEN = [
  'backend/src/belege/csv/csvApi.ts',
  'backend/src/belege/csv/csvMengen.ts',
  'backend/src/belege/eingang/rechnungEmailApi.ts',
  'backend/src/belege/erechnung/erzeugeAbfallRechnung.ts',
  'backend/src/belege/leistungsuebersicht/belegLeistungsuebersicht.ts',
  'backend/src/belege/pdfText/pdfRechnungLesen.ts',
  'backend/src/erzeuger/erzeugerApi.ts',
  'projections/src/auftraege/auftragTabellen.ts',
  'backend/src/anfallstellen/anfallstelleApi.ts',
  'backend/src/auftraege/angebotApi.ts',
  'backend/src/auftraege/auftragAenderungApi.ts',
  'backend/src/auftraege/publicWorkflowApi.ts',
  'backend/src/auftraege/workflowApi.ts',
  'backend/src/benutzer/benutzerApi.ts',
  'backend/src/benutzerverwaltung/benutzerverwaltungApi.ts',
  'backend/src/demo/demoAbfallmengen.ts',
  'backend/src/demo/demoAngebote.ts',
  'backend/src/demo/demoAuswertung.ts',
  'backend/src/demo/demoBelege.ts',
  'backend/src/entsorger/entsorgerZusammenfuehren.ts',
  'backend/src/eventstore/kurrentEventStore.ts',
  'backend/src/eventstore/postgresEventStore.ts',
  'backend/src/exporte/exportApi.ts',
  'backend/src/exporte/exportAuftraege.ts',
  'backend/src/exporte/exportExcel.ts',
  'backend/src/firmendaten/firmendatenApi.ts',
  'backend/src/leistungen/auftragPreisPort.ts',
  'backend/src/leistungen/leistungVerwaltungApi.ts',
  'backend/src/leistungsnummer/leistungsnummerApi.ts',
  'backend/src/main.ts',
  'backend/src/platform/jobs/jobs.ts',
  'backend/src/stammdaten/stammdatenApi.ts',
  'backend/src/stellvertretung/stellvertretungApi.ts',
  'backend/src/testing/dovecot.ts',
  'backend/src/testing/testApp.ts',
  'backend/src/verbleibsanlagen/verbleibsanlageApi.ts',
  'frontend/src/auftraege/AbfallartDialog.tsx',
  'frontend/src/auftraege/AngebotAnnehmenDialog.tsx',
  'frontend/src/auftraege/AngebotszuordnungPage.tsx',
  'frontend/src/auftraege/AuftragEdit.tsx',
  'frontend/src/auftraege/AuftragNachtragen.tsx',
  'frontend/src/auftraege/AuftragWizard.tsx',
  'frontend/src/auftraege/DetailsSchritt.tsx',
  'frontend/src/auftraege/OffeneAuftraegeList.tsx',
  'frontend/src/auftraege/WertstoffSchritt.tsx',
  'frontend/src/auswertung/AuswertungPage.tsx',
  'frontend/src/auswertung/BilanzGenerator.tsx',
  'frontend/src/auswertung/KpiBoard.tsx',
  'frontend/src/auth/LoginForm.tsx',
  'frontend/src/auth/useAnmeldeFormular.ts',
  'frontend/src/belegImport/CsvImportPage.tsx',
  'frontend/src/belegImport/PositionenAusPdfButton.tsx',
  'frontend/src/benutzerverwaltung/BenutzerAktionen.tsx',
  'frontend/src/charts/DatenTabelle.tsx',
  'frontend/src/entsorger/SupportEntsorgerList.tsx',
  'frontend/src/leistungen/LeistungDatagrid.tsx',
  'frontend/src/profil/KontaktdatenForm.tsx',
  'frontend/src/qrcodes/QrcodesPage.tsx',
  'frontend/src/registrierung/RegistrierungForm.tsx',
  'frontend/src/stellvertretung/AlsBenutzerHandelnButton.tsx',
  'frontend/src/stellvertretung/StellvertretungProtokollPage.tsx',
  'frontend/src/support/ErzeugerFelder.tsx',
  'frontend/src/support/ErzeugerList.tsx',
  'frontend/src/ui/DatumFeld.tsx',
  'migrations/20261120_001_platform.ts',
];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Files that fit in a head (issue 29, CONVENTIONS "Small files"): split at 300 lines, counted as `wc -l`
    // counts them, and extract a named helper from any function over 80 lines. Tests, end-to-end specs and
    // benchmarks read as scenarios and are left out; so are the files in NOCH_ZU_TEILEN until they are split.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'test/e2e/**',
      'test/bench/**',
      // The event-store contract suite: describe blocks every adapter runs, test code by nature, and
      // issue 29 asks for it to pass unchanged.
      'backend/src/eventstore/eventStoreContract.ts',
      'backend/src/eventstore/eventStoreContractReading.ts',
      ...NOCH_ZU_TEILEN,
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
);
