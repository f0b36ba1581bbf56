import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

test('Support ändert als Inhaber die Firmendaten; das Protokoll nennt beide Benutzer', async ({ page }) => {
  await anmelden(page, 'support@abfallportal.example');
  await page.goto('/support/erzeuger');
  await page.getByRole('button', { name: 'Als Benutzer von Musterbau GmbH handeln' }).click();
  await page
    .getByRole('dialog', { name: 'Als Benutzer von Musterbau GmbH handeln' })
    .getByRole('button', { name: 'Als Max Mustermann handeln' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await onboardingSchliessen(page);

  await page.goto('/firmendaten/firmenhauptsitz');
  await page.getByLabel('Adresszusatz').fill('Tor 3 (vom Support)');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  await page.getByRole('status').filter({ hasText: 'Sie handeln als' }).getByRole('button', { name: 'Zurück zu meinem Konto' }).click();
  await expect(page).toHaveURL(/\/support/);
  await page.getByPlaceholder('Suchen').fill('Musterbau');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Protokoll der Stellvertretung für Musterbau GmbH' }).click();
  await expect(page).toHaveURL(/\/stellvertretung\/protokoll\?/);

  const aenderung = page.getByRole('row').filter({ hasText: '/api/v1/firmendaten/firmenhauptsitz' }).first();
  // Other specs may also have acted on behalf of Musterbau: the newest change is this one.
  await expect(aenderung).toContainText('Max Mustermann');
  await expect(aenderung).toContainText(/Support/);
  await expect(aenderung).toContainText('Als Benutzer');
  await expect(aenderung).toContainText('PUT');
  await expect(aenderung).toContainText('200');
  await expect(page.getByRole('row').filter({ hasText: 'Zurück zum eigenen Konto' }).first()).toContainText('Max Mustermann');
});
