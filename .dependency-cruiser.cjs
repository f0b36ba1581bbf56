// The layers of DESIGN § 3, bottom to top: common → platform and the event-store port → projector
// runtime → features (write and read side) → composition roots. No module imports a layer above it.
// Tests are not layers: they may wire whatever they exercise.
const TEST = '(\\.test\\.tsx?$|/testing/|^test/)';
const COMPOSITION =
  '^(backend/src/(main|app)\\.ts$|backend/src/testing/|backend/src/platform/jobs/workerMain\\.ts$|projections/src/(main|replayCli|replayReport|skipCli|cliDatabase)\\.ts$|projections/src/index\\.ts$)';
const PLATFORM = '^backend/src/(platform|eventstore)/';
const FEATURES = '^backend/src/(?!platform/|eventstore/|testing/|main\\.ts|app\\.ts|appDeps\\.ts)';
// Feature boundaries (issue 17, item 3). A feature is one folder name under backend/src (write side) and,
// where it has read models, the same name under projections/src (read side); both halves are one feature.
// From outside, a feature is reached only through its index.ts; tests may also use its testing/ folder.
const FEATURE_DIR = '^(?:backend|projections)/src/(?!platform/|eventstore/|testing/|runtime/)([^/]+)/';
const FEATURE_INTERNAL = '^(backend|projections)/src/(?!platform/|eventstore/|testing/|runtime/)[^/]+/(?!index\\.ts$)';
const ROOTS =
  '^(backend/src/(main|app|routes|appDeps)\\.ts$|backend/src/testing/|backend/src/platform/jobs/workerMain\\.ts$|projections/src/(main|replayCli|replayReport|skipCli|cliDatabase|index)\\.ts$)';
// The browser: shared folders know no feature; every other folder under frontend/src is a feature,
// which App.tsx composes through its index.ts (DESIGN § 3, docs/architecture.md).
const FRONTEND_SHARED = '(?:layout|providers|navigation|session|ui|theme|config|i18n|format)';
const FRONTEND_FEATURE = `(?!${FRONTEND_SHARED}/)[^/]+`;

module.exports = {
  forbidden: [
    {
      name: 'common-is-the-bottom',
      comment: 'common/ is shared with the browser: it imports nothing of ours.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(backend|projections|frontend)/' },
    },
    {
      name: 'platform-below-features',
      comment: 'The platform and the event-store port know no feature, no projection and no composition root.',
      severity: 'error',
      // workerMain.ts lives under platform/jobs but is a composition root (it wires the features' scheduled jobs).
      from: { path: PLATFORM, pathNot: `${TEST}|^backend/src/platform/jobs/workerMain\\.ts$` },
      to: { path: `${FEATURES}|^projections/|${COMPOSITION}` },
    },
    {
      name: 'runtime-below-read-models',
      comment: 'The projector runtime knows no read model and no feature.',
      severity: 'error',
      from: { path: '^projections/src/runtime/', pathNot: TEST },
      to: { path: `^projections/src/(?!runtime/)|${FEATURES}|${COMPOSITION}` },
    },
    {
      name: 'features-below-composition',
      comment: 'Features receive their dependencies; they never import a composition root or the projector runtime.',
      severity: 'error',
      from: { path: `${FEATURES}|^projections/src/(?!runtime/|main|replayCli|replayReport|skipCli|cliDatabase|index)`, pathNot: TEST },
      to: { path: `${COMPOSITION}|^projections/src/runtime/(startProjector|rebuildProjection|waitForProjections)` },
    },
    {
      name: 'backend-features-do-not-import-projections',
      comment: 'Read-your-writes and lag reach the backend through AppDeps, wired in main.ts.',
      severity: 'error',
      from: { path: FEATURES, pathNot: TEST },
      to: { path: '^projections/' },
    },
    {
      name: 'frontend-only-common',
      comment: 'The browser shares only common/ with the server.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(backend|projections|migrations)/' },
    },
    {
      name: 'feature-through-its-index',
      comment: "A feature imports another feature only through that feature's index.ts (its public face), never a file inside it.",
      severity: 'error',
      from: { path: FEATURE_DIR, pathNot: TEST },
      to: { path: FEATURE_INTERNAL, pathNot: '^(backend|projections)/src/$1/' },
    },
    {
      name: 'feature-tests-through-index',
      comment: "Tests may open their own feature's files; another feature they reach through its index.ts or its testing/ folder.",
      severity: 'error',
      from: { path: `${FEATURE_DIR}.*${TEST}` },
      to: { path: FEATURE_INTERNAL, pathNot: '^(backend|projections)/src/$1/|^(backend|projections)/src/[^/]+/testing/' },
    },
    {
      name: 'roots-through-feature-index',
      comment: "Composition roots wire features through their index.ts; a feature's internals are its own business.",
      severity: 'error',
      from: { path: ROOTS, pathNot: '^backend/src/testing/' },
      to: { path: FEATURE_INTERNAL },
    },
    {
      name: 'test-roots-through-feature-index-or-testing',
      comment:
        "The tests' composition root wires features through their index.ts; it may also gather what a feature's testing/ folder offers (each feature's route examples).",
      severity: 'error',
      from: { path: '^backend/src/testing/' },
      to: { path: FEATURE_INTERNAL, pathNot: '^backend/src/[^/]+/testing/' },
    },
    {
      name: 'platform-tests-through-feature-index',
      comment: 'Tests of the platform and the projector runtime reach a feature through its index.ts or its testing/ folder.',
      severity: 'error',
      from: { path: `^(backend/src/(platform|eventstore)/|projections/src/runtime/).*${TEST}` },
      to: { path: FEATURE_INTERNAL, pathNot: '^(backend|projections)/src/[^/]+/testing/' },
    },
    {
      name: 'projections-reach-backend-through-its-package',
      comment:
        'projections/ depends on @abfallportal/backend and imports it by package name (the exports of backend/package.json: platform, event-store port, feature index.ts files), never by a relative path into backend/src.',
      severity: 'error',
      from: { path: '^projections/' },
      to: { path: '^backend/', dependencyTypes: ['local'] },
    },
    {
      name: 'frontend-feature-only-through-index',
      comment: 'A feature reaches another feature only through its index.ts (what it exports is its public face).',
      severity: 'error',
      from: { path: `^frontend/src/(${FRONTEND_FEATURE})/`, pathNot: TEST },
      // A feature's path helper (<feature>Paths.ts, plain constants) may be imported directly: the login page links
      // to registration without loading the registration feature (issue 19, login JS).
      to: { path: `^frontend/src/${FRONTEND_FEATURE}/(?!index\\.tsx?$)`, pathNot: '^frontend/src/$1/|/[a-zA-Z]+Paths\\.ts$' },
    },
    {
      name: 'frontend-shared-knows-no-feature',
      comment: 'layout, providers, navigation, session, ui, theme, config, i18n and format know no feature: features register with them.',
      severity: 'error',
      from: { path: `^frontend/src/${FRONTEND_SHARED}/`, pathNot: TEST },
      to: { path: `^frontend/src/${FRONTEND_FEATURE}/` },
    },
    {
      name: 'frontend-no-folder-cycle',
      comment: 'No import cycle between the folders of frontend/src (a module-level cycle is no-circular).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^frontend/src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: TEST },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
