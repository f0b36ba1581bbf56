import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';

const SCREENSHOTS = 'test-results/anfallstellen';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The signed-in page's anti-forgery token, as the front end sends it. */
const xsrf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN' || c.name === '__Host-XSRF-TOKEN')?.value ?? '';

/** Serious and critical findings of axe-core (WCAG 2.1 A/AA rules), as in barrierefreiheit.spec.ts. */
const ernsteVerstoesse = async (page: Page) => {
  const ergebnis = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return ergebnis.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

/** A small site photo: a sky over a building-site fence. */
const foto = async (): Promise<Buffer> =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#8fb8de' } })
    .composite([
      {
        input: await sharp({ create: { width: 160, height: 50, channels: 3, background: '#c47a2c' } })
          .png()
          .toBuffer(),
        top: 70,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

test('Der Inhaber von Musterbau legt eine Anfallstelle mit Foto an und sieht sie in der Liste', async ({ page }) => {
  const stempel = Date.now();
  const name = `Baustelle Altona ${stempel}`;
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.getByRole('menuitem', { name: 'Anfallstellen' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/anfallstellen$/);
  await expect(page).toHaveTitle('Anfallstellen - Abfallportal');
  await expect(page.getByText('Baustelle Hafencity Quartier 4')).toBeVisible();

  await page.getByRole('link', { name: 'Neue Anfallstelle' }).click();
  await page.getByLabel('Name *').fill(name);
  await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill('BS-077');
  await page.getByLabel('Kostenstellennummer').fill('KST-4711');
  await page.getByRole('radio', { name: 'Baustelle' }).check();
  await page.getByLabel('Straße und Hausnummer *').fill('Große Elbstraße 145');
  await page.getByLabel('PLZ *').fill('2276');
  await page.getByLabel('Ort *').fill('Hamburg');
  await page.getByLabel('Hinweis für den Lieferanten').fill('Zufahrt über Tor 3');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'baustelle.png', mimeType: 'image/png', buffer: await foto() });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Keine valide Postleitzahl')).toBeVisible();
  await page.getByLabel('PLZ *').fill('22767');
  await page.screenshot({ path: `${SCREENSHOTS}/formular.png`, fullPage: true });
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/erzeuger\/\d+\/anfallstellen$/);
  const zeile = page.getByRole('row').filter({ hasText: name });
  await expect(zeile).toContainText('Große Elbstraße 145, 22767 Hamburg');
  await expect(zeile).toContainText('Aktiv');
  // The photo came back from the server, re-encoded, not a broken picture.
  const bild = zeile.locator('img');
  await expect.poll(() => bild.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await page.screenshot({ path: `${SCREENSHOTS}/liste.png`, fullPage: true });
  expect(await ernsteVerstoesse(page)).toEqual([]);

  // A site with orders cannot be deleted; the dialog offers to deactivate it instead.
  await zeile.getByRole('button', { name: `Deaktivieren: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(zeile).toContainText('Inaktiv');
  await page.getByText('Betriebshof Billbrook').click();
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('dialog')).toContainText('stattdessen deaktivieren');
  // One clear answer in the dialog, no second error toast over it.
  await expect(page.getByText(/fehlgeschlagen/)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/loeschen-in-verwendung.png` });
  await page.getByRole('button', { name: 'Abbrechen' }).click();
});

test('Der Support sieht abgelaufene Zertifikate, gibt eine Verbleibsanlage frei und führt ein Duplikat zusammen', async ({ page }) => {
  const stempel = Date.now();
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  const ergaenzt = await page.request.post('/api/v1/ablageort', {
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
    data: { name: `Bauschuttdeponie Musterbau ${stempel}`, ort: 'Hamburg' },
  });
  expect(ergaenzt.status()).toBe(201);
  await abmelden(page);

  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.goto('/support/verbleibsanlagen');
  await page.getByRole('link', { name: 'Neue Verbleibsanlage' }).click();
  await page.getByLabel('Name *').fill(`Kompostwerk Altland ${stempel}`);
  await page.getByLabel('PLZ').fill('21129');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
  await page.getByLabel('Zertifikat gültig bis').fill('2025-01-31');
  await page.locator('input[type=file]').setInputFiles({ name: 'zertifikat.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/support\/verbleibsanlagen$/);
  await expect(page.getByRole('tab', { name: 'Verbleibsanlagen' })).toHaveAttribute('aria-selected', 'true');

  const abgelaufen = page.getByRole('row').filter({ hasText: `Kompostwerk Altland ${stempel}` });
  await expect(abgelaufen).toContainText('gültig bis 31.01.2025');
  await expect(abgelaufen).toContainText('Zertifikat abgelaufen');
  await expect(abgelaufen.getByRole('link', { name: 'PDF' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Recyclingzentrum Nord Billwerder' })).not.toContainText('Zertifikat abgelaufen');
  await page.screenshot({ path: `${SCREENSHOTS}/verbleibsanlagen.png`, fullPage: true });
  expect(await ernsteVerstoesse(page)).toEqual([]);

  await page.getByRole('button', { name: `Bauschuttdeponie Musterbau ${stempel} freigeben` }).click();
  await expect(page.getByRole('row').filter({ hasText: `Bauschuttdeponie Musterbau ${stempel}` })).toContainText('Freigegeben');

  await page.getByRole('button', { name: `„Kompostwerk Altland ${stempel}“ zusammenführen` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bestehen bleibt').fill('Recyclingzentrum');
  await page.getByRole('option', { name: /Recyclingzentrum Nord Billwerder/ }).click();
  await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Kompostwerk Altland ${stempel}` })).toHaveCount(0);
});
