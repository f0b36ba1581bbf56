import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('Inhaber pflegt den Firmenhauptsitz, lädt die Vollmacht-Vorlage und die unterschriebene Vollmacht', async ({ page }) => {
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Firmendaten' }).click();
  await expect(page).toHaveURL(/\/firmendaten\/firmenhauptsitz$/);
  await expect(page).toHaveTitle('Firmenhauptsitz - Firmendaten - Abfallportal');
  await expect(page.getByLabel('Umsatzsteuer-ID')).toHaveValue('DE811234567');

  await page.getByLabel('Postleitzahl').fill('123');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Keine valide Postleitzahl')).toBeVisible();
  await page.getByLabel('Postleitzahl').fill('20097');
  await page.getByLabel('Adresszusatz').fill('Tor 2');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Adresszusatz')).toHaveValue('Tor 2');

  await page.locator('input[name=logo]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const logo = page.getByRole('img', { name: 'Logo von Musterbau GmbH' });
  await expect(logo).toBeVisible();
  // Loaded, not a broken picture: the re-encoded 1×1 PNG came back from the server.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('tab', { name: 'Vollmacht' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Vorlage herunterladen (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('Vollmacht-Musterbau GmbH.pdf');

  await page.locator('input[type=file]').setInputFiles({ name: 'Vollmacht-unterschrieben.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('vollmacht-status')).toContainText(/Hochgeladen am \d\d\.\d\d\.\d{4}/);
  await expect(page.getByRole('link', { name: 'Vollmacht-unterschrieben.pdf' })).toBeVisible();

  await page.getByRole('tab', { name: 'Weitere Firmenstandorte' }).click();
  await page.getByRole('link', { name: 'Neuer Firmenstandort' }).click();
  await page.getByLabel('Firmenname').fill('Lager Harburg');
  await page.getByLabel('Straße und Hausnummer').fill('Hafenstraße 1');
  await page.getByLabel('Postleitzahl').fill('2107');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Hamburg');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Keine valide Postleitzahl')).toBeVisible();
  await page.getByLabel('Postleitzahl').fill('21073');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/firmendaten\/firmenadressen$/);
  await expect(page.getByRole('cell', { name: 'Lager Harburg' })).toBeVisible();
});
