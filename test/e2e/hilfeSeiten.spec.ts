import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DevMail } from '@abfallportal/common/devMail';
import { MAX_BYTES } from './support/anleitungBilder';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import { keinSeitlichesScrollen } from './support/seitlich';

/**
 * The help screens of issue 21: the public imprint, the instructions with their screenshots, the
 * contact form (its mail arrives in the developer mailbox), the sidebar's quick links and the FAQ.
 * Screenshots of every new screen at 1366 px and 390 px land in test-results/hilfeSeiten/.
 */
const AUSGABE = path.resolve(__dirname, '..', '..', 'test-results', 'hilfeSeiten');
const SUPPORT = 'support@abfallportal.example';
const seitenleiste = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

const kontaktMails = async (request: APIRequestContext): Promise<DevMail[]> => {
  const response = await request.get('/api/dev/mails', { params: { empfaenger: SUPPORT, limit: 50 } });
  return ((await response.json()) as DevMail[]).filter((m) => m.anlass === 'KUNDENSERVICE');
};

/** Signs in and answers the onboarding; the first paint of the whole portal may take long on a busy machine. */
const alsInhaber = async (page: Page) => {
  await anmelden(page, 'inhaber@musterbau.example');
  await expect(page.getByText(/^Guten Tag, /)).toBeVisible({ timeout: 60_000 });
  await onboardingSchliessen(page);
};

test.beforeAll(() => fs.mkdirSync(AUSGABE, { recursive: true }));
// Several page loads and two widths per test; a busy machine needs more than the default minute.
test.beforeEach(() => test.setTimeout(300_000));

test('Impressum: öffentlich, vom Login aus erreichbar, mit den Angaben des Betreibers', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Angaben gemäß § 5 DDG')).toBeVisible();
  await expect(page.getByText('Abfallportal GmbH').first()).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expect(page).toHaveTitle('Impressum - Abfallportal');
  for (const breite of [1366, 390]) {
    await page.setViewportSize({ width: breite, height: breite === 390 ? 844 : 900 });
    await keinSeitlichesScrollen(page);
    await page.screenshot({ path: path.join(AUSGABE, `impressum-${breite}.png`), fullPage: true });
  }
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Schnellzugriff und FAQ in der Seitenleiste; Anleitung mit Bildern des Portals', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await alsInhaber(page);
  const leiste = seitenleiste(page);
  await expect(leiste.getByText('Schnellzugriff')).toBeVisible();
  for (const name of ['Neuer Auftrag', 'Anleitung', 'Kontakt', 'Impressum', 'FAQ'])
    await expect(leiste.getByRole('menuitem', { name })).toBeVisible();

  await leiste.getByRole('menuitem', { name: 'Neuer Auftrag' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/auftraege\/neu$/);

  await leiste.getByRole('menuitem', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Warum wartet mein Auftrag auf Freigabe?' }).click();
  await expect(page.getByText(/Jede Person hat eine Bestellwertgrenze/)).toBeVisible();

  await leiste.getByRole('menuitem', { name: 'Anleitung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anleitung' })).toBeVisible();
  for (const titel of ['1. Einen Auftrag aufgeben', '2. Wie Entsorger antworten', '3. Dokumentieren: Belege, Mengen und Exporte']) {
    await expect(page.getByRole('heading', { level: 2, name: titel })).toBeVisible();
  }
  const bilder = page.locator('main figure img');
  await expect(bilder).toHaveCount(6);
  for (const bild of await bilder.all()) {
    await bild.scrollIntoViewIfNeeded();
    await expect.poll(() => bild.evaluate((b: HTMLImageElement) => b.complete && b.naturalWidth)).toBe(1366);
  }
  for (const datei of fs.readdirSync(path.resolve(__dirname, '..', '..', 'frontend', 'public', 'anleitung'))) {
    expect(fs.statSync(path.resolve(__dirname, '..', '..', 'frontend', 'public', 'anleitung', datei)).size).toBeLessThan(MAX_BYTES);
  }

  for (const breite of [1366, 390]) {
    await page.setViewportSize({ width: breite, height: breite === 390 ? 844 : 900 });
    for (const [name, pfad] of [
      ['anleitung', '/anleitung'],
      ['faq', '/faq'],
    ] as const) {
      await page.goto(pfad);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await keinSeitlichesScrollen(page);
      await page.screenshot({ path: path.join(AUSGABE, `${name}-${breite}.png`), fullPage: breite === 1366 });
    }
  }
});

test('Kontaktformular: deutsche Feldfehler ohne Versand, dann die Mail an den Support mit Benutzer und Erzeuger', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await alsInhaber(page);
  await seitenleiste(page).getByRole('menuitem', { name: 'Kontakt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByText(/Musterbau/).first()).toBeVisible();
  const vorher = (await kontaktMails(page.request)).length;

  const formular = page.getByRole('form', { name: 'Kontakt' });
  await formular.getByLabel('Ihre Nachricht').fill('zu kurz');
  await formular.getByLabel('Rückruf unter (optional)').fill('abc');
  await formular.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(formular.getByText('Bitte wählen Sie ein Thema.')).toBeVisible();
  await expect(formular.getByText('Dieses Feld ist ein Pflichtfeld.')).toBeVisible();
  await expect(formular.getByText('Bitte schreiben Sie mindestens 10 Zeichen.')).toBeVisible();
  await expect(formular.getByText('Keine gültige Telefonnummer')).toBeVisible();
  for (const breite of [1366, 390]) {
    await page.setViewportSize({ width: breite, height: breite === 390 ? 844 : 900 });
    await keinSeitlichesScrollen(page);
    await page.screenshot({ path: path.join(AUSGABE, `kontakt-${breite}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  expect((await kontaktMails(page.request)).length).toBe(vorher);

  await formular.getByRole('combobox', { name: 'Thema' }).click();
  await page.getByRole('option', { name: 'Dokumentation und Belege' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(formular.getByRole('combobox', { name: 'Thema' })).toHaveText('Dokumentation und Belege');
  await formular.getByLabel('Betreff').fill('Wiegeschein fehlt');
  await formular.getByLabel('Ihre Nachricht').fill('Zum Auftrag V-DEMO-001 fehlt uns der Wiegeschein. Können Sie helfen?');
  await formular.getByLabel('Rückruf unter (optional)').fill('030 1234567');
  await formular.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Ihre Nachricht wurde gesendet.')).toBeVisible();
  await expect(formular.getByLabel('Betreff')).toHaveValue('');

  await expect.poll(async () => (await kontaktMails(page.request)).length, { timeout: 15_000 }).toBe(vorher + 1);
  const [mail] = await kontaktMails(page.request);
  expect(mail!.betreff).toBe('Kontaktformular: Dokumentation und Belege – Wiegeschein fehlt');
  expect(mail!.text).toContain('Zum Auftrag V-DEMO-001 fehlt uns der Wiegeschein.');
  expect(mail!.text).toContain('E-Mail: inhaber@musterbau.example');
  expect(mail!.text).toContain('Bittet um Rückruf unter: 030 1234567');
  expect(mail!.text).toMatch(/Erzeuger: Musterbau.* \(Nr\. \d+\)/);
});

test('Entsorger sehen FAQ und Kontakt, aber keinen „Neuer Auftrag“', async ({ page }) => {
  await anmelden(page, 'dispo@entsorgung-nord.example');
  const leiste = seitenleiste(page);
  await expect(leiste.getByRole('menuitem', { name: 'FAQ' })).toBeVisible();
  await expect(leiste.getByRole('menuitem', { name: 'Kontakt' })).toBeVisible();
  await expect(leiste.getByRole('menuitem', { name: 'Neuer Auftrag' })).toHaveCount(0);
});
