import path from 'node:path';
import { expect, test } from '@playwright/test';
import { anmelden } from './support/anmelden';

const BILDER = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

test('Der Entsorger meldet sich an und nimmt eine Bestellung auf seiner Portal-Startseite an', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'dispo@entsorgung-nord.example');

  // His home: greeted as a disposer, no onboarding, orders, customers and prices in the sidebar.
  await expect(page.getByText('Ihre Rolle: Entsorger')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(seitenleiste.getByRole('menuitem')).toHaveText([
    'Übersicht',
    'Aufträge',
    'Kunden',
    'Preise',
    'Anleitung',
    'Kontakt',
    'Impressum',
    'FAQ',
  ]);

  await seitenleiste.getByRole('menuitem', { name: 'Aufträge' }).click();
  await expect(page).toHaveURL(/\/entsorgerbereich\/auftraege/);
  await expect(page).toHaveTitle('Aufträge und Anfragen - Abfallportal');
  // Everything sent to him is Musterbau's and Bäckerei Korn's; filter to what waits for his answer.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Bestellt', exact: true }).click();
  await page.keyboard.press('Escape');
  const zeile = page.getByRole('row').filter({ hasText: 'Bestellt' }).filter({ hasText: 'Musterbau GmbH' }).first();
  await expect(zeile).toBeVisible();
  await page.screenshot({ path: path.join(BILDER, 'entsorger-auftraege-1366.png'), fullPage: true });
  const vorgangsnummer = (await zeile.getByRole('cell').first().innerText()).trim();
  await zeile.click();

  await expect(page.getByRole('heading', { name: `Auftrag ${vorgangsnummer}` })).toBeVisible();
  // Exactly the answers of his mail links, from the server.
  await expect(page.getByRole('button', { name: 'Mit anderem Liefertermin annehmen' })).toBeVisible();
  await page.getByRole('button', { name: 'Bestellung annehmen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('„Bestellung annehmen“ wurde ausgeführt.')).toBeVisible();
  await expect(page.getByText('Bestellung bestätigt').first()).toBeVisible();
  // The next answer the server offers him replaces the ones he has given.
  await expect(page.getByRole('button', { name: 'Anlieferung starten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestellung annehmen' })).toHaveCount(0);
  await page.screenshot({ path: path.join(BILDER, 'entsorger-auftrag-1366.png'), fullPage: true });

  // On a phone: cards instead of a table, the filters behind one button, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  // The list keeps the status filter he chose; without it, his accepted order is there as a card.
  await page.goto(`/entsorgerbereich/auftraege?filter=${encodeURIComponent('{}')}`);
  await expect(page.getByText(vorgangsnummer).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const breite = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(breite).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(BILDER, 'entsorger-auftraege-390.png'), fullPage: true });
  await page.goto('/dashboard');
  await expect(page.getByText('Ihre Rolle: Entsorger')).toBeVisible();
  await page.screenshot({ path: path.join(BILDER, 'entsorger-start-390.png'), fullPage: true });

  // A path no feature knows shows the portal's not-found page with a way back.
  await page.goto('/erzeuger/archiv-gibt-es-noch-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
