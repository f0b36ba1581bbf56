// The layers of DESIGN § 3, bottom to top: common → platform and the event-store port → projector
// runtime → features (write and read side) → composition roots. No module imports a layer above it.
// Tests are not layers: they may wire whatever they exercise.
const TEST = '(\\.test\\.tsx?$|/testing/|^test/)';
const COMPOSITION =
  '^(backend/src/(main|app)\\.ts$|backend/src/testing/|backend/src/platform/jobs/workerMain\\.ts$|projections/src/(main|replayCli|replayReport|cliDatabase)\\.ts$|projections/src/index\\.ts$)';
const PLATFORM = '^backend/src/(platform|eventstore)/';
const FEATURES = '^backend/src/(?!platform/|eventstore/|testing/|main\\.ts|app\\.ts|appDeps\\.ts)';

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
      from: { path: PLATFORM, pathNot: TEST },
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
      from: { path: `${FEATURES}|^projections/src/(?!runtime/|main|replayCli|replayReport|cliDatabase|index)`, pathNot: TEST },
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
