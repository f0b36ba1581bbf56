import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { anmelden, onboardingSchliessen } from './support/anmelden';

const zeile = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

const suchen = async (page: Page, text: string) => {
  await page.getByPlaceholder('Suchen').fill(text);
  await expect(page.getByRole('row')).toHaveCount(2); // header and the one hit
};

test('Support sieht die Erzeuger mit ihren Zahlen, findet einen neuen und gibt ihn frei', async ({ page }) => {
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support\/erzeuger/);
  await expect(page).toHaveTitle('Erzeuger - Abfallportal');
  await expect(page.getByRole('tab')).toHaveText([
    'Erzeuger',
    'Entsorger',
    'Verbleibsanlagen',
    'Holding',
    'Angebotszuordnung',
    'Rechnungs-E-Mail-Import',
    'CSV-Import',
    'Händler',
    'QR-Codes',
  ]);

  // Other specs may have added disposers, sites, users or orders before: the figures are the server's of now.
  const filter = encodeURIComponent(JSON.stringify({ q: 'Musterbau' }));
  const [musterbau] = (await (
    await page.request.get(`/api/v1/erzeuger?statistics=true&filter=${filter}`)
  ).json()) as ErzeugerListeEintrag[];
  expect(musterbau?.anzahlAuftraege).toBeGreaterThanOrEqual(10);
  expect(musterbau?.anzahlEntsorger).toBeGreaterThanOrEqual(2); // the demo's two disposers
  expect(musterbau?.anzahlAnfallstellen).toBeGreaterThanOrEqual(3); // and three sites
  expect(musterbau?.anzahlRechnungen).toBeGreaterThanOrEqual(3); // the demo receipts (issue 20)
  await expect(zeile(page, 'Musterbau GmbH').getByRole('cell')).toHaveText([
    'Musterbau GmbH',
    'Erzeuger',
    'Hamburg',
    'Freigegeben',
    String(musterbau!.anzahlEntsorger),
    String(musterbau!.anzahlAnfallstellen),
    String(musterbau!.anzahlBenutzer),
    String(musterbau!.anzahlRechnungen),
    String(musterbau!.anzahlAnfragen),
    String(musterbau!.anzahlAuftraege),
    // One column of icon buttons (issue 19: no action column pushed off-screen at 1366 px).
    '',
  ]);
  const aktionen = zeile(page, 'Musterbau GmbH');
  await expect(aktionen.getByRole('button', { name: 'Als Benutzer von Musterbau GmbH handeln' })).toBeVisible();
  await expect(aktionen.getByRole('link', { name: 'Protokoll der Stellvertretung für Musterbau GmbH' })).toBeVisible();

  await suchen(page, 'gartenbau');
  const gartenbau = zeile(page, 'Gartenbau Grün OHG');
  await expect(gartenbau).toContainText('Nicht freigegeben');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '')).join(', ')}`),
  ).toEqual([]);
  // Support approves it itself (spec § 6: admin and support approve or merge entities).
  await gartenbau.getByRole('button', { name: 'Gartenbau Grün OHG freigeben' }).click();
  await expect(page.getByText('Der Erzeuger „Gartenbau Grün OHG“ ist freigegeben.')).toBeVisible();
  await expect(zeile(page, 'Gartenbau Grün OHG')).not.toContainText('Nicht freigegeben');

  await page.reload();
  await expect(zeile(page, 'Gartenbau Grün OHG')).toContainText('Freigegeben');
  await expect(zeile(page, 'Gartenbau Grün OHG')).not.toContainText('Nicht freigegeben');
});
