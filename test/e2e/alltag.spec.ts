import path from 'node:path';
import { expect as basisExpect, test, type Page } from '@playwright/test';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';

const BILDER = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

// The machine is shared with other workers: pages may take longer than the default ten seconds to show.
const expect = basisExpect.configure({ timeout: 30_000 });

const nichtsSeitwaerts = async (page: Page, breite: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breite);

test('Ein Erzeuger-Benutzer verschiebt die Einrichtung mit „Später“; sie fragt nicht wieder, bis er sie im Benutzermenü öffnet', async ({
  page,
}) => {
  test.slow();
  const stammdaten = page.getByRole('dialog', { name: 'Stammdaten vervollständigen' });
  await anmelden(page, 'inhaber@baeckerei-korn.example');
  await expect(stammdaten).toBeVisible();
  await stammdaten.getByRole('button', { name: 'Später' }).click();
  await expect(stammdaten).toBeHidden();

  await abmelden(page);
  await anmelden(page, 'inhaber@baeckerei-korn.example');
  await expect(page.getByText(/^Guten Tag, /)).toBeVisible();
  // Asked once: the answer is saved for the user, not for the browser tab.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Einrichtung fortsetzen' }).click();
  await expect(stammdaten).toBeVisible();
  await stammdaten.getByRole('button', { name: 'Später' }).click();
  await expect(stammdaten).toBeHidden();
});

test('Der Support findet einen Auftrag über seine Nummer mit zwei Klicks, ohne als Kunde zu handeln', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'support@abfallportal.example');
  // Click 1: the sidebar's order search.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Auftrag suchen' }).click();
  await expect(page).toHaveURL(/\/admin\/auftraege\/suche$/);
  await page.getByLabel('Vorgangsnummer oder Erzeuger').fill('V-DEMO-001');
  await page.keyboard.press('Enter');
  // Click 2: the hit.
  await page.getByRole('link', { name: /V-DEMO-001/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auftrag V-DEMO-001' })).toBeVisible();
  // Still himself: no acting-on-behalf banner, the session is the support's own.
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { email: string; isAlias: boolean };
  expect(info).toMatchObject({ email: 'support@abfallportal.example', isAlias: false });
  await page.screenshot({ path: path.join(BILDER, 'support-auftrag-gefunden-1366.png'), fullPage: true });
});

test('Auf dem Telefon zeigen die Listen Karten und nichts scrollt seitwärts', async ({ page }) => {
  test.slow();
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/erzeuger/auftraege');
  await expect(page.getByText('V-DEMO-001').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The filters sit behind one button.
  await expect(page.getByRole('button', { name: 'Filter hinzufügen' })).toBeVisible();
  // Issue 19: the filter button and both actions are whole on screen, none cut off at an edge.
  for (const knopf of [
    page.getByRole('button', { name: 'Filter hinzufügen' }),
    page.getByRole('link', { name: 'Behälter nachtragen' }),
    page.getByRole('link', { name: 'Neuer Auftrag' }),
  ]) {
    const box = await knopf.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await nichtsSeitwaerts(page, 390);
  await page.screenshot({ path: path.join(BILDER, 'auftraege-390.png'), fullPage: true });
  // A card opens the order.
  await page.getByRole('link', { name: /V-DEMO-001/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auftrag V-DEMO-001' })).toBeVisible();
  // The order details fit the phone too (issue 20: tables and the note field used to widen the page to 494 px).
  // Measured once the price table (the widest part) has loaded.
  await expect(page.getByText('Summe netto', { exact: true })).toBeVisible();
  await nichtsSeitwaerts(page, 390);
  await page.screenshot({ path: path.join(BILDER, 'auftrag-details-390.png'), fullPage: true });

  await page.goto('/erzeuger/entsorger');
  await expect(page.getByText('Entsorgung Nord GmbH').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Datenabfrage an Entsorgung Nord GmbH senden' })).toBeVisible();
  await nichtsSeitwaerts(page, 390);
  await page.screenshot({ path: path.join(BILDER, 'entsorger-390.png'), fullPage: true });
  // Removing asks first and names the disposer and what happens; cancelling keeps it.
  await page.getByRole('button', { name: 'Entsorger Entsorgung Nord GmbH entfernen' }).click();
  const frage = page.getByRole('dialog', { name: 'Entsorger »Entsorgung Nord GmbH« entfernen?' });
  await expect(frage).toContainText('Sie können ihm dann keine Aufträge mehr senden.');
  await page.screenshot({ path: path.join(BILDER, 'entsorger-entfernen-390.png') });
  await frage.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(frage).toBeHidden();

  await page.goto('/erzeuger/verwaltung');
  await expect(page.getByText('Erika Musterfrau')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await nichtsSeitwaerts(page, 390);
  await page.screenshot({ path: path.join(BILDER, 'benutzer-390.png'), fullPage: true });

  // The user page: every action is reachable from one menu, nothing is an unnamed icon.
  await page.getByText('Erika Musterfrau').click();
  await expect(page).toHaveURL(/\/verwaltung\/\d+$/);
  await expect(page.getByText('Es gibt noch keine Änderungen zum Speichern.')).toBeVisible();
  await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
  const menue = page.getByRole('menu');
  for (const aktion of ['Zugangsdaten senden', 'Inhaber übertragen', 'Deaktivieren', 'Löschen'])
    await expect(menue.getByRole('menuitem', { name: aktion })).toBeVisible();
  await page.screenshot({ path: path.join(BILDER, 'benutzer-bearbeiten-menue-390.png'), fullPage: true });
  await menue.getByRole('menuitem', { name: 'Löschen' }).click();
  const loeschen = page.getByRole('dialog', { name: 'Benutzer »Erika Musterfrau« löschen?' });
  await expect(loeschen).toContainText('Erika Musterfrau kann sich danach nicht mehr anmelden.');
  await loeschen.getByRole('button', { name: 'Abbrechen' }).click();
  await nichtsSeitwaerts(page, 390);
  await page.screenshot({ path: path.join(BILDER, 'benutzer-bearbeiten-390.png'), fullPage: true });
});

// Issue 19: at 1366 px the admin's producer list keeps its actions (one compact icon column) on screen.
test('Bei 1366 px bleiben die Aktionen der Erzeugerliste des Supports auf dem Bildschirm', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'admin@abfallportal.example');
  await page.goto('/support/erzeuger');
  const zeile = page.getByRole('row').filter({ hasText: 'Musterbau GmbH' }).first();
  await expect(zeile).toBeVisible();
  await nichtsSeitwaerts(page, 1366);
  const bearbeiten = zeile.getByRole('link', { name: 'Musterbau GmbH bearbeiten' });
  await expect(bearbeiten).toBeInViewport();
  const rechts = await bearbeiten.evaluate((el) => el.getBoundingClientRect().right);
  expect(rechts).toBeLessThanOrEqual(1366);
  await page.screenshot({ path: path.join(BILDER, 'support-erzeuger-1366.png'), fullPage: true });
});
