import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { anleitungBilderErstellen, MAX_BYTES } from './support/anleitungBilder';
import { anmelden, onboardingSchliessen } from './support/anmelden';

/**
 * Not a test: makes the instructions' pictures (frontend/public/anleitung) from the portal with the demo data.
 * Run `make anleitung-bilder`; its own config (anleitungBilder.config.ts) is the only one that picks this file up.
 */
test('Bilder der Anleitung erstellen', async ({ page, browser }) => {
  test.setTimeout(500_000);
  await anmelden(page, 'inhaber@musterbau.example');
  await expect(page.getByText(/^Guten Tag, /)).toBeVisible({ timeout: 60_000 });
  await onboardingSchliessen(page);
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { erzeuger: { id: number } };
  for (const datei of await anleitungBilderErstellen(page, browser, info.erzeuger.id)) {
    expect(fs.statSync(datei).size, path.basename(datei)).toBeLessThan(MAX_BYTES);
  }
});
