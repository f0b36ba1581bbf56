import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

/**
 * Receipts (issue 20): the list's name filters and no CSV export, the approved demo invoice at
 * 1366 and 390 px (screenshots in test-results/belege/ for a person to look at), and the order
 * details' section of its receipts for the producer and the disposer.
 */
const AUSGABE = path.resolve(__dirname, '..', '..', 'test-results', 'belege');

const keinSeitwaertsScrollen = async (page: Page, was: string) => {
  const { seite, fenster } = await page.evaluate(() => ({ seite: document.documentElement.scrollWidth, fenster: window.innerWidth }));
  expect(seite, `${was} scrollt nicht seitwärts`).toBeLessThanOrEqual(fenster);
};

test.beforeAll(() => fs.mkdirSync(AUSGABE, { recursive: true }));

test('Belege: Namensfilter, Beleg bei 1366 und 390 px, Belege im Auftrag', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);

  await page.goto('/rechnungen');
  await expect(page.getByText('RE-2026-0815').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Exportieren' })).toHaveCount(0);
  // The disposer filter is a name picker over the receipts' disposers.
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menu').getByText('Entsorger', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Entsorger' }).click();
  await page.getByRole('option', { name: 'Entsorgung Nord GmbH' }).click();
  await expect(page).toHaveURL(/entsorgerId/);
  await expect(page.getByText('RE-2026-0815').first()).toBeVisible();

  // The filtered list may still re-render its rows after the filter's request, and its debounced filter may still
  // write the list's URL after the click: click until the receipt's page is open and stays.
  await expect(async () => {
    if (!/\/rechnungen\/[0-9a-f-]{36}$/.test(page.url())) await page.getByRole('row', { name: /RE-2026-0815/ }).click({ timeout: 3000 });
    await expect(page.getByRole('heading', { name: /Rechnung RE-2026-0815 · Freigegeben/ })).toBeVisible({ timeout: 3000 });
    await expect(page).toHaveURL(/\/rechnungen\/[0-9a-f-]{36}$/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const belegUrl = page.url();
  await expect(page.getByText('Belegnummer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zuordnung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historie' })).toBeVisible();
  await page.screenshot({ path: path.join(AUSGABE, 'beleg-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(belegUrl);
  await expect(page.getByRole('heading', { name: /Rechnung RE-2026-0815/ })).toBeVisible();
  await keinSeitwaertsScrollen(page, 'Beleg bei 390 px');
  await page.screenshot({ path: path.join(AUSGABE, 'beleg-390.png'), fullPage: true });

  // The order the invoice is assigned to lists it and links back to it.
  const belegId = belegUrl.split('/').pop()!;
  const beleg = (await (await page.request.get(`/api/v1/rechnungen/${belegId}`)).json()) as {
    erzeugerId: number;
    auftraege: { id: string }[];
  };
  const auftragId = beleg.auftraege[0]!.id;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/erzeuger/${beleg.erzeugerId}/auftraege/${auftragId}`);
  const abschnitt = page.getByRole('region', { name: 'Rechnungen und Belege' });
  await expect(abschnitt.getByRole('link', { name: 'Rechnung RE-2026-0815' })).toBeVisible({ timeout: 30_000 });
  // The demo invoice and the evaluations' three demo receipts (demoAuswertung.ts) are all approved.
  await expect(abschnitt.getByText('Freigegeben')).toHaveCount(4);
  await abschnitt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(AUSGABE, 'auftrag-belege-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(abschnitt.getByRole('link', { name: 'Rechnung RE-2026-0815' })).toBeVisible({ timeout: 30_000 });
  // The section itself fits a phone (the order page's other sections are not this spec's business).
  const breite = await abschnitt.evaluate((e: HTMLElement) => {
    e.style.width = '358px';
    const b = e.scrollWidth;
    e.style.width = '';
    return b;
  });
  expect(breite, 'Belege des Auftrags bei 390 px').toBeLessThanOrEqual(358);
  await page.screenshot({ path: path.join(AUSGABE, 'auftrag-belege-390.png'), fullPage: true });
  await abschnitt.getByRole('link', { name: 'Rechnung RE-2026-0815' }).click();
  await expect(page).toHaveURL(belegUrl);

  // The disposer that sent it sees it in its view of the order, without a link (no EDIT_RECHNUNGEN).
  const kontext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const entsorger = await kontext.newPage();
  await entsorger.setViewportSize({ width: 1366, height: 900 });
  await anmelden(entsorger, 'dispo@entsorgung-nord.example');
  await onboardingSchliessen(entsorger);
  await entsorger.goto(`/entsorgerbereich/auftraege/${auftragId}`);
  const seinAbschnitt = entsorger.getByRole('region', { name: 'Rechnungen und Belege' });
  await expect(seinAbschnitt.getByText('Rechnung RE-2026-0815')).toBeVisible({ timeout: 30_000 });
  await expect(seinAbschnitt.getByRole('link')).toHaveCount(0);
  await kontext.close();
});
