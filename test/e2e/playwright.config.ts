import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(__dirname, '..', '..');

/**
 * End-to-end tests against the real portal, started by globalSetup exactly as `make start` does,
 * on free ports with a fresh data folder. Debian's Chromium only; no browser is ever downloaded.
 */
export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  globalSetup: path.join(__dirname, 'support', 'globalSetup.ts'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(root, 'test-results', 'e2e-artifacts'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'e2e.json') }]],
  use: {
    // Set by globalSetup; workers read the config again and inherit the variable.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
