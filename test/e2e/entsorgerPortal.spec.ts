import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { abmelden, anmelden } from './support/anmelden';
import { keinSeitlichesScrollen } from './support/seitlich';

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

/** Every /api/ answer 403 while the pages load: a widget asked for data its user may not read (issue 28). */
const verboteneAufrufe = (page: Page): string[] => {
  const verboten: string[] = [];
  page.on('response', (antwort) => {
    const url = new URL(antwort.url());
    if (url.pathname.startsWith('/api/') && antwort.status() === 403) verboten.push(`${antwort.request().method()} ${url.pathname}`);
  });
  return verboten;
};
const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);

test('Entsorger und Support landen auf ihrer eigenen Arbeit; der Entsorger gibt ein Angebot im Portal ab (Ausgabe 28)', async ({
  page,
}) => {
  test.slow();
  const verboten = verboteneAufrufe(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'dispo@entsorgung-nord.example');
  await expect(page).toHaveURL(/\/dashboard$/);

  // His work: requests to quote, orders to confirm, services due; no figures of a producer.
  const anfragen = widget(page, 'widget-anfragen');
  const offen = anfragen.getByRole('listitem').filter({ hasText: 'V-DEMO-103' });
  await expect(offen).toBeVisible();
  // V-DEMO-101 he has answered already: it waits for the customer, not for him.
  await expect(anfragen.getByText(/V-DEMO-101/)).toHaveCount(0);
  await expect(offen.getByRole('button', { name: 'Angebot abgeben' })).toBeVisible();
  await expect(offen.getByRole('button', { name: 'Anfrage ablehnen' })).toBeVisible();
  await expect(
    widget(page, 'widget-zu-bestaetigen')
      .getByRole('button', { name: /annehmen$/ })
      .first(),
  ).toBeVisible();
  await expect(
    widget(page, 'widget-faellig')
      .getByText(/heute|morgen|überfällig/)
      .first(),
  ).toBeVisible();
  await expect(page.locator('[data-widget="widget-bilanz"], [data-widget="widget-kpi"]')).toHaveCount(0);
  await keinSeitlichesScrollen(page);
  await page.screenshot({ path: path.join(BILDER, 'entsorger-dashboard-1366.png'), fullPage: true });

  // He opens the request and offers in the portal, with a PDF, instead of through his mail link.
  await offen.getByRole('link', { name: /V-DEMO-103/ }).click();
  await expect(page.getByRole('heading', { name: 'Auftrag V-DEMO-103' })).toBeVisible();
  await page.getByRole('button', { name: 'Angebot abgeben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot abgeben – V-DEMO-103' });
  await dialog.getByRole('textbox', { name: /Preis/ }).fill('1.180,00');
  await dialog.getByRole('textbox', { name: 'Kommentar' }).fill('Inklusive Anfahrt, 14 Tage Miete.');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'angebot-nord.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(dialog.getByText('angebot-nord.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Angebot abgeben' }).click();
  await expect(page.getByText('Ihr Angebot wurde abgegeben.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Answered: neither the offer nor the decline is offered again.
  await expect(page.getByRole('button', { name: 'Anfrage ablehnen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Angebot abgeben' })).toHaveCount(0);

  // Back on his dashboard the request has left his list; on a phone nothing scrolls sideways.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Übersicht' }).click();
  await expect(widget(page, 'widget-zu-bestaetigen')).toBeVisible();
  await expect(anfragen.getByText(/V-DEMO-103/)).toHaveCount(0);
  // A phone loads the page anew (the sidebar of the wide window would open over it as a drawer).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(widget(page, 'widget-faellig').getByRole('listitem').first()).toBeVisible();
  await keinSeitlichesScrollen(page);
  await page.screenshot({ path: path.join(BILDER, 'entsorger-dashboard-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await abmelden(page);

  // Support lands on its work lists, each with its count and a way to the screen of the work.
  await anmelden(page, 'support@abfallportal.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const id of ['widget-offene-auftraege', 'widget-belege', 'widget-rechnungs-mails'])
    await expect(widget(page, id).getByTestId(`${id}-anzahl`)).toBeVisible();
  const offeneAuftraege = widget(page, 'widget-offene-auftraege');
  await expect(offeneAuftraege.getByRole('listitem').first()).toBeVisible();
  const belege = widget(page, 'widget-belege');
  await expect(belege.getByRole('listitem').first().or(belege.getByText('Kein Beleg wartet auf Zuordnung oder Prüfung.'))).toBeVisible();
  for (const art of ['Erzeuger', 'Entsorger', 'Verbleibsanlagen'])
    await expect(widget(page, 'widget-freigaben').getByRole('heading', { name: art, exact: true })).toBeVisible();
  await expect(page.locator('[data-widget="widget-bilanz"]')).toHaveCount(0);
  await keinSeitlichesScrollen(page);
  await page.screenshot({ path: path.join(BILDER, 'support-dashboard-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(offeneAuftraege.getByRole('listitem').first()).toBeVisible();
  await keinSeitlichesScrollen(page);
  await page.screenshot({ path: path.join(BILDER, 'support-dashboard-390.png'), fullPage: true });
  await offeneAuftraege.getByRole('link', { name: 'Zu den offenen Aufträgen' }).click();
  await expect(page).toHaveURL(/\/admin\/auftraege/);

  expect(verboten).toEqual([]);
});
