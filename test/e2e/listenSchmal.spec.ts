import path from 'node:path';
import { expect as basisExpect, test, type Page } from '@playwright/test';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';

const BILDER = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

// The machine is shared with other workers: pages may take longer than the default ten seconds to show.
const expect = basisExpect.configure({ timeout: 30_000 });

const xsrf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN' || c.name === '__Host-XSRF-TOKEN')?.value ?? '';

/** On a phone: no table, the cards are there, nothing scrolls sideways; a screenshot to look at. */
const alsKarten = async (page: Page, name: string) => {
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(BILDER, `${name}-390.png`), fullPage: true });
};

test('Auf dem Telefon zeigt der Support Stammdaten, Verträge mit Preisen und offene Aufträge als Karten', async ({ page }) => {
  test.slow();
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/stammdaten/vertraege');
  // The price per month reads as money, not as a bare number.
  await expect(page.getByText(/Preis pro Monat.*: \d{1,3}(\.\d{3})*,\d{2}\s€/).first()).toBeVisible();
  await alsKarten(page, 'stammdaten-vertraege');

  await page.goto('/stammdaten/abfallbehaelter');
  await expect(page.getByText(/m³/).first()).toBeVisible();
  await alsKarten(page, 'stammdaten-abfallbehaelter');

  await page.goto('/admin/auftraege');
  await expect(page.getByRole('link', { name: /V-/ }).first()).toBeVisible();
  await alsKarten(page, 'offene-auftraege');
  // A card opens the order.
  await page.getByRole('link', { name: /V-/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Auftrag / })).toBeVisible();
});

test('Auf dem Telefon zeigt das Protokoll der Stellvertretung Karten', async ({ page }) => {
  test.slow();
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/support/erzeuger');
  await page.getByRole('button', { name: 'Als Benutzer von Musterbau GmbH handeln' }).click();
  await page
    .getByRole('dialog', { name: 'Als Benutzer von Musterbau GmbH handeln' })
    .getByRole('button', { name: 'Als Max Mustermann handeln' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { erzeuger: { id: number } };
  await page.getByRole('status').filter({ hasText: 'Sie handeln als' }).getByRole('button', { name: 'Zurück zu meinem Konto' }).click();
  await expect(page).toHaveURL(/\/support/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stellvertretung/protokoll?erzeugerId=${info.erzeuger.id}&name=Musterbau%20GmbH`);
  await expect(page.getByText('Als Benutzer gehandelt').first()).toBeVisible();
  await alsKarten(page, 'stellvertretung-protokoll');
});

test('Auf dem Telefon zeigt der Inhaber Adressen, Leistungsnummern und Preise als Karten; das Anlegen sagt, was fehlt', async ({
  page,
}) => {
  test.slow();
  const stempel = Date.now();
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // The create form's save toolbar names the missing required fields, as the edit forms do.
  await page.goto('/firmendaten/firmenadressen/neu');
  await expect(page.getByText(/Bitte füllen Sie die Pflichtfelder aus: .*Firmenname/)).toBeVisible();
  await page.getByLabel(/^Firmenname/).fill(`Lager Süd ${stempel}`);
  await page.getByLabel(/^Straße und Hausnummer/).fill('Am Hafen 1');
  await page.getByLabel(/^Postleitzahl/).fill('20457');
  await page.getByLabel(/^Ort/).fill('Hamburg');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/firmendaten\/firmenadressen$/);
  await expect(page.getByText(`Lager Süd ${stempel}`)).toBeVisible();
  await alsKarten(page, 'firmenadressen');
  // Deleting from a card asks first and names the address.
  await page.getByRole('button', { name: `Löschen: Lager Süd ${stempel}` }).click();
  await expect(page.getByRole('dialog', { name: `»Lager Süd ${stempel}« löschen?` })).toBeVisible();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  // Both address lists can be added to on a phone: two text buttons, no floating buttons on top of each other.
  await expect(page.getByRole('link', { name: 'Neuer Firmenstandort' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neue Rechnungsadresse' })).toBeVisible();

  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { erzeuger: { id: number } };
  const optionen = (await (await page.request.get('/api/v1/custom/bela/leistungsnummer/optionen')).json()) as {
    behaelterkategorien: { id: number; name: string }[];
    behaeltertypen: { id: number; name: string; kategorie: string }[];
  };
  const kategorie = optionen.behaelterkategorien.find((k) => k.name === 'Absetzmulde')!;
  const typ = optionen.behaeltertypen.find((b) => b.kategorie === 'Absetzmulde')!;
  const angelegt = await page.request.post('/api/v1/custom/bela/leistungsnummer', {
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
    data: {
      erzeugerId: info.erzeuger.id,
      nummer: `LN-${stempel}`,
      beschreibung: 'Bauschutt in der Absetzmulde',
      abfallschluessel: '17 01 07',
      auftragsart: 'BEHAELTERSTELLUNG',
      behaelterkategorieId: kategorie.id,
      behaeltertypId: typ.id,
      ausnahmeBehaeltertypId: null,
      bundesland: 'Hamburg',
    },
  });
  expect(angelegt.status()).toBe(201);
  await page.goto('/erzeuger/leistungsnummer');
  await expect(page.getByRole('link', { name: new RegExp(`LN-${stempel}`) })).toBeVisible();
  await alsKarten(page, 'leistungsnummern');
  // Containers read m³, never m3.
  await expect(page.getByText(/\bm3\b/)).toHaveCount(0);

  await page.goto('/erzeuger/preise/entsorgung');
  await expect(page.getByText(/Entsorgung Nord GmbH/).first()).toBeVisible();
  await alsKarten(page, 'preise');
  await abmelden(page);
});
