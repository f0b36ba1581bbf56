import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';

/**
 * Issue 21: the dashboard's six widgets and /erzeuger/auswertung with Musterbau's demo data; the
 * Sankey as PNG (Plotly's own export) and as PDF (the server's); the KPI board kept across sign-out;
 * Bäckerei Korn sees none of Musterbau's figures. Screenshots at 1366 and 390 px (test-results/).
 */

const MUSTERBAU = 'inhaber@musterbau.example';
const KORN = 'inhaber@baeckerei-korn.example';
const MUSTERBAU_STANDORTE = ['Baustelle Hafencity Quartier 4', 'Betriebshof Billbrook'];

const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);

const zumDashboard = async (page: Page, email: string) => {
  // A script error in a widget (the error page) shows in the report.
  page.on('pageerror', (fehler) => console.log(`Seitenfehler: ${fehler.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`Konsole: ${m.text().slice(0, 300)}`);
  });
  await anmelden(page, email);
  await onboardingSchliessen(page);
  await expect(page).toHaveURL(/\/dashboard$/);
};

test('Der Inhaber von Musterbau sieht alle Widgets mit den Demodaten', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await zumDashboard(page, MUSTERBAU);

  // (a) orders: the button, the latest orders, the tasks link.
  const auftraege = widget(page, 'widget-auftraege');
  await expect(auftraege.getByRole('link', { name: 'Neuer Auftrag' })).toBeVisible();
  await expect(auftraege.getByRole('list', { name: 'Neueste Aufträge' }).getByRole('link')).toHaveCount(5);
  await expect(auftraege.getByTestId('meine-aufgaben')).toBeVisible();
  // (b) the waste-stream bars, drawn by plotly, with their table.
  const balken = widget(page, 'widget-abfallstrom');
  await expect(balken.locator('[data-testid="diagramm-balken"] .main-svg').first()).toBeVisible({ timeout: 30_000 });
  await expect(balken.getByRole('table', { name: 'Abfallmengen je Abfallstrom' })).toContainText(' t');
  // (c) the Sankey with its exports.
  const sankey = widget(page, 'widget-sankey');
  await expect(sankey.locator('[data-testid="diagramm-sankey"] .sankey')).toBeVisible({ timeout: 30_000 });
  await expect(sankey.getByRole('button', { name: 'Als PNG herunterladen', exact: true })).toBeEnabled();
  await expect(sankey.getByRole('button', { name: 'Als PDF herunterladen' })).toBeVisible();
  // (d) the sites with tonnes and open orders.
  const standorte = widget(page, 'widget-standorte');
  for (const name of MUSTERBAU_STANDORTE) await expect(standorte.getByText(name, { exact: true })).toBeVisible();
  await expect(standorte.getByText(/offene? Auftr/).first()).toBeVisible();
  // (e) the material-flow balance, for the current year like every other widget (issue 28).
  const bilanz = widget(page, 'widget-bilanz');
  await expect(bilanz.getByLabel('Zeitraum')).toContainText(String(new Date().getFullYear()));
  await bilanz.getByRole('button', { name: 'Bilanz erstellen' }).click();
  await expect(bilanz.getByRole('table').or(bilanz.getByRole('alert')).or(bilanz.locator('.MuiAlert-standardInfo'))).toBeVisible();
  await expect(bilanz.getByRole('table')).toBeVisible();
  await expect(bilanz.getByRole('button', { name: /Excel/ })).toBeVisible();
  // (f) the KPI tiles.
  await expect(widget(page, 'widget-kpi').locator('[data-kachel]').first()).toBeVisible();
  await expect(widget(page, 'widget-kpi').locator('[data-kachel]')).toHaveCount(10);
  await page.screenshot({ path: 'test-results/dashboard-1366.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sankey.locator('.sankey')).toBeVisible();
  // One column: every widget as wide as the page, none beside another.
  const breite = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(breite).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/dashboard-390.png', fullPage: true });

  // /erzeuger/auswertung: from the sidebar, filters in the URL, bars, Sankey, tables with downloads.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Auswertungen' }).click();
  await expect(page.getByRole('heading', { name: 'Auswertungen', level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="diagramm-balken"] .main-svg').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-testid="diagramm-sankey"] .sankey')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Abfallströme Tabelle' })).toBeVisible();
  await page.getByLabel('Anfallstellen').first().click();
  await page.getByRole('option', { name: 'Betriebshof Billbrook' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/standorte=\d+/);
  await page.reload();
  // After a reload the portal loads anew (slow on a busy machine); the chosen site comes back from the URL.
  await expect(page.getByRole('heading', { name: 'Auswertungen', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Betriebshof Billbrook' })).toBeVisible({ timeout: 30_000 });
  const csv = page.waitForEvent('download');
  await page.locator('[data-widget="auswertung-balken"]').getByRole('button', { name: 'CSV herunterladen' }).click();
  expect(fs.readFileSync(await (await csv).path()).toString('utf8')).toMatch(/^\uFEFFMonat;/);
  // Von/Bis are the German date field (issue 28): TT.MM.JJJJ, not the browser's mm/dd/yyyy. A "Bis"
  // before "Von" is named on "Bis" and not applied; a valid one is.
  const jahr = new Date().getFullYear();
  await expect(page.getByTestId('auswertung-von')).toHaveValue(`01.01.${jahr}`);
  await expect(page.getByTestId('auswertung-bis')).toHaveValue(`31.12.${jahr}`);
  const bisTag = page.getByRole('group', { name: 'Bis', exact: true }).getByRole('spinbutton', { name: /Tag/ });
  await bisTag.click();
  await page.keyboard.type(`3112${jahr - 1}`);
  await expect(page.getByTestId('auswertung-bis')).toHaveValue(`31.12.${jahr - 1}`);
  await expect(page.getByText('Das Ende des Zeitraums liegt vor seinem Beginn.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`bis=${jahr}-12-31`));
  await bisTag.click();
  await page.keyboard.type(`3006${jahr}`);
  await expect(page).toHaveURL(new RegExp(`bis=${jahr}-06-30`));
  await expect(page.getByText('Das Ende des Zeitraums liegt vor seinem Beginn.')).toBeHidden();
  // The month × fraction table fits the width (issue 28): the page does not scroll sideways, the sum column is in view.
  const monate = page.getByRole('table', { name: 'Abfallmengen je Monat und Fraktion' });
  // The period's new figures have replaced the table (January to June: head, six months, sum) before it is measured.
  await expect(monate.getByRole('row')).toHaveCount(8, { timeout: 30_000 });
  await monate.scrollIntoViewIfNeeded();
  await expect(monate.getByRole('columnheader', { name: 'Summe (t)' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await page.screenshot({ path: 'test-results/auswertung-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The window made phone-narrow shows the open sidebar as a drawer; Escape closes it and the page takes clicks again (issue 28).
  const menue = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menue).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menue).toBeHidden();
  await expect(page.locator('[data-testid="diagramm-sankey"] .sankey')).toBeVisible();
  // On a phone the filters wait behind one button that says how many are set; the sum stays pinned in view.
  await expect(page.getByLabel('Anfallstellen').first()).toBeHidden();
  await monate.scrollIntoViewIfNeeded();
  await expect(monate.getByRole('columnheader', { name: 'Summe (t)' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/auswertung-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Filter anzeigen (1 aktiv)' }).click();
  await expect(page.getByRole('button', { name: 'Betriebshof Billbrook' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter ausblenden' }).click();
  await expect(page.getByLabel('Anfallstellen').first()).toBeHidden();

  // Accepting an offer proposes the request's wish date instead of asking again (issue 28): the
  // demo's request V-DEMO-101 has Entsorgung Nord's offer. The dialog is only opened, not confirmed.
  await page.setViewportSize({ width: 1366, height: 900 });
  const liste = await page.request.get('/api/v1/auftrag', { params: { filter: JSON.stringify({ q: 'V-DEMO-101' }) } });
  const [anfrage] = (await liste.json()) as { id: string; erzeugerId: number; wunschLiefertermin: string }[];
  expect(anfrage).toBeDefined();
  await page.goto(`/erzeuger/${anfrage!.erzeugerId}/auftraege/${anfrage!.id}`);
  const nordZeile = page.getByRole('region', { name: 'Angebote' }).getByRole('row').filter({ hasText: 'Entsorgung Nord GmbH' });
  await nordZeile.getByRole('button', { name: 'Annehmen' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('angebot-wunschdatum')).toHaveValue(anfrage!.wunschLiefertermin.split('-').reverse().join('.'));
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
});

test('Der Inhaber exportiert das Sankey-Diagramm als PNG', async ({ page }) => {
  // Sign-in and the first charts take long on the shared machine.
  test.slow();
  await zumDashboard(page, MUSTERBAU);
  const sankey = widget(page, 'widget-sankey');
  await expect(sankey.locator('.sankey')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await sankey.getByRole('button', { name: 'Als PNG herunterladen', exact: true }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toBe('Abfallstroeme.png');
  const inhalt = fs.readFileSync(await datei.path());
  expect([...inhalt.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await datei.saveAs('test-results/sankey-export.png');
});

// Needs the lead's route GET /v1/auswertung/abfallstrom/sankey.pdf (h-auswpdf's renderer): fails with 404 until it is merged.
test('Der Inhaber exportiert das Sankey-Diagramm als PDF (Route sankey.pdf des Leads)', async ({ page }) => {
  // Sign-in and the first charts take long on the shared machine.
  test.slow();
  await zumDashboard(page, MUSTERBAU);
  const sankey = widget(page, 'widget-sankey');
  await expect(sankey.locator('.sankey')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await sankey.getByRole('button', { name: 'Als PDF herunterladen' }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync(await datei.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('Der Inhaber wählt Kennzahlen und findet sie nach dem Abmelden wieder', async ({ page }) => {
  // Sign-in and the first charts take long on the shared machine.
  test.slow();
  await zumDashboard(page, MUSTERBAU);
  const kpi = widget(page, 'widget-kpi');
  await expect(kpi.locator('[data-kachel]').first()).toBeVisible();
  // The charts below draw late and move the page; click once they stand.
  await expect(widget(page, 'widget-sankey').locator('.sankey')).toBeVisible({ timeout: 30_000 });
  await kpi.getByRole('button', { name: 'Kacheln anpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kennzahlen auswählen' });
  for (const titel of ['Getrenntsammlungsquote', 'Verwertungsquote', 'Offene Aufträge', 'Durchlaufzeit', 'Belege zu prüfen']) {
    await dialog.getByRole('checkbox', { name: titel }).uncheck();
  }
  await dialog.getByLabel('Zeitraum').click();
  await page.getByRole('option', { name: 'Vorjahr' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const erwartet = ['GESAMTMENGE', 'KOSTEN', 'KOSTEN_JE_TONNE', 'GEFAEHRLICHE_ABFAELLE', 'ABGESCHLOSSENE_AUFTRAEGE'];
  const kacheln = kpi.locator('[data-kachel]');
  await expect(kacheln).toHaveCount(erwartet.length);
  expect(await kacheln.evaluateAll((els) => els.map((e) => e.getAttribute('data-kachel')))).toEqual(erwartet);
  await expect(kpi.getByTestId('kpi-zeitraum')).toContainText('Vorjahr');

  await abmelden(page);
  await zumDashboard(page, MUSTERBAU);
  await expect(kacheln).toHaveCount(erwartet.length);
  expect(await kacheln.evaluateAll((els) => els.map((e) => e.getAttribute('data-kachel')))).toEqual(erwartet);
  await expect(kpi.getByTestId('kpi-zeitraum')).toContainText('Vorjahr');
});

test('Die Inhaberin der Bäckerei Korn sieht keine Zahlen von Musterbau', async ({ page }) => {
  // Sign-in and the first charts take long on the shared machine.
  test.slow();
  await zumDashboard(page, MUSTERBAU);
  const musterbau = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { erzeuger: { id: number } };
  await abmelden(page);

  await zumDashboard(page, KORN);
  await expect(widget(page, 'widget-standorte')).toBeVisible();
  await expect(widget(page, 'widget-kpi').locator('[data-kachel]').first()).toBeVisible();
  for (const name of MUSTERBAU_STANDORTE) await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText('Musterbau')).toHaveCount(0);
  // Asking for Musterbau's figures directly is refused.
  for (const pfad of ['/api/v1/overview', '/api/v1/auswertung/abfallstrom', '/api/v1/auswertung/kpi']) {
    const antwort = await page.request.get(`${pfad}?erzeugerId=${musterbau.erzeuger.id}`);
    expect(antwort.status(), pfad).toBe(403);
  }
  await page.goto(`/erzeuger/auswertung?erzeuger=${musterbau.erzeuger.id}`);
  await expect(page.getByRole('alert').first()).toBeVisible();
  for (const name of MUSTERBAU_STANDORTE) await expect(page.getByText(name)).toHaveCount(0);
});
