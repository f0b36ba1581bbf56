/** @type {import('jest').Config} */
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', verbatimModuleSyntax: false } }],
};
module.exports = {
  testEnvironment: 'node',
  transform,
  roots: ['<rootDir>/backend/src', '<rootDir>/projections/src', '<rootDir>/common/src', '<rootDir>/frontend/src'],
  testMatch: ['**/*.unit.test.ts', '**/*.int.test.ts', '**/*.unit.test.tsx'],
  globalSetup: '<rootDir>/jest.globalSetup.ts',
  globalTeardown: '<rootDir>/jest.globalTeardown.ts',
  // Hooks that load the demo orders through the real commands (41 orders since issue 28) need room on a busy CI machine.
  testTimeout: 120000,
  maxWorkers: 2,
};
