import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

test('Kontaktdaten ändern; ein zu großes Bild wird schon im Browser abgelehnt', async ({ page }) => {
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profil\/kontaktdaten$/);
  await expect(page).toHaveTitle('Kontaktdaten - Profil - Abfallportal');

  await page.locator('input[type=file]').setInputFiles({
    name: 'gross.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Die Datei ist zu groß (höchstens 20 MB).')).toBeVisible();

  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname').fill('Sabine');
  await page.getByLabel('Telefon').fill('+49 40 9876543');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Vorname')).toHaveValue('Sabine');
  await expect(page.getByLabel('Telefon')).toHaveValue('+49 40 9876543');
  await expect(page.getByRole('radio', { name: 'Frau' })).toBeChecked();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Guten Tag, Sabine / })).toBeVisible();
});
