import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Leistung } from '@abfallportal/common/leistung';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';

const zeile = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Types a date into the German date picker (its sections take the digits dd MM yyyy in turn). */
const datumEingeben = async (page: Page, label: string, ddmmyyyy: string) => {
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(ddmmyyyy.replaceAll('.', ''));
};

const waehlen = async (page: Page, feld: ReturnType<Page['getByRole']>, option: string) => {
  await feld.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('Die Administration legt beim Entsorger eine Preisvereinbarung mit zwei Preiszeilen an, der Inhaber von Musterbau sieht sie mit dem MwSt.-Hinweis', async ({
  page,
}) => {
  // Two sign-ins, a price agreement with two lines, four screens: a long journey on a two-core machine.
  test.slow();
  await anmelden(page, 'admin@abfallportal.example');
  await onboardingSchliessen(page);
  const filter = encodeURIComponent(JSON.stringify({ q: 'Entsorgung Nord' }));
  const [nord] = (await (await page.request.get(`/api/v1/leistung?filter=${filter}`)).json()) as Leistung[];
  expect(nord?.entsorgerName).toBe('Entsorgung Nord GmbH');

  // The detail opens its customers, with the disposer's details beside them.
  await page.goto(`/support/entsorger/${nord!.entsorgerId}`);
  await expect(page).toHaveURL(new RegExp(`/support/entsorger/${nord!.entsorgerId}/kunden$`));
  await expect(page).toHaveTitle('Kunden - Abfallportal');
  const panel = page.getByRole('complementary', { name: 'Angaben zum Entsorger' });
  await expect(panel.getByRole('heading', { name: 'Entsorgung Nord GmbH' })).toBeVisible();
  await expect(panel).toContainText('Jana Petersen');
  await expect(zeile(page, 'Musterbau GmbH')).toContainText('KD-100234');
  await expect(zeile(page, 'Bäckerei Korn KG')).toContainText('KD-100877');

  await page.getByRole('tab', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/\/preise\/entsorgung$/);
  await expect(page).toHaveTitle('Entsorgung - Abfallportal');
  await expect(page.getByText('Preise verstehen sich zzgl. MwSt. und werden nach tatsächlicher Menge abgerechnet.')).toBeVisible();

  await page.getByRole('link', { name: 'Neue Preisvereinbarung' }).click();
  await waehlen(page, page.getByRole('combobox', { name: 'Kunde' }), 'Musterbau GmbH');
  await page.getByRole('combobox', { name: 'Abfallschlüssel (AVV)' }).fill('17 05 04');
  await page.getByRole('option', { name: /^17 05 04 / }).click();
  await waehlen(page, page.getByRole('combobox', { name: 'Behälterkategorie' }), 'BigBag');
  await datumEingeben(page, 'Gültig von', '01.01.2026');
  await page.getByLabel('Bezeichnung').first().fill('Stellung und Abholung');
  await page.getByLabel('Preis (€)').first().fill('49.5');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByLabel('Bezeichnung')).toHaveCount(2);
  await page.getByLabel('Bezeichnung').nth(1).fill('Entsorgung je t');
  await page.getByLabel('Preis (€)').nth(1).fill('210.123');
  // Einheit of the agreement first, then one per price line.
  await waehlen(page, page.getByRole('combobox', { name: 'Einheit' }).nth(2), 't');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Preis darf höchstens zwei Nachkommastellen haben.')).toBeVisible();
  await page.getByLabel('Preis (€)').nth(1).fill('210');
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/preise\/entsorgung$/);
  const neu = zeile(page, '17 05 04');
  await expect(neu).toContainText('Musterbau GmbH');
  await expect(neu).toContainText('Stellung und Abholung: 49,50 € je Stück');
  await expect(neu).toContainText('Entsorgung je t: 210,00 € je t');
  await expect(neu).toContainText('ab 01.01.2026');

  // Editing replaces the price lines.
  await neu.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/preise\/entsorgung\/\d+$/);
  await expect(page.getByLabel('Bezeichnung')).toHaveCount(2);
  await page.getByLabel('Preis (€)').nth(1).fill('215');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/preise\/entsorgung$/);
  await expect(zeile(page, '17 05 04')).toContainText('Entsorgung je t: 215,00 € je t');
  await page.screenshot({ path: 'test-results/e2e-artifacts/leistungen-entsorger-preise.png', fullPage: true });

  // The same period for the same key again: refused with the agreement in the way named.
  await page.getByRole('link', { name: 'Neue Preisvereinbarung' }).click();
  await waehlen(page, page.getByRole('combobox', { name: 'Kunde' }), 'Musterbau GmbH');
  await page.getByRole('combobox', { name: 'Abfallschlüssel (AVV)' }).fill('17 05 04');
  await page.getByRole('option', { name: /^17 05 04 / }).click();
  await waehlen(page, page.getByRole('combobox', { name: 'Behälterkategorie' }), 'BigBag');
  await datumEingeben(page, 'Gültig von', '01.01.2027');
  await page.getByLabel('Bezeichnung').first().fill('Pauschale');
  await page.getByLabel('Preis (€)').first().fill('10');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText(/Der Zeitraum überschneidet sich mit der Preisvereinbarung Nr\. \d+ \(gültig ab 01\.01\.2026 unbefristet\)/),
  ).toBeVisible();
  // The app bar slides away while the long form is scrolled; the dashboard brings it back.
  await page.goto('/dashboard');
  await abmelden(page);

  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/preise\/entsorgung$/);
  await expect(page).toHaveTitle('Entsorgung - Preise - Abfallportal');
  await expect(page.getByText('Preise verstehen sich zzgl. MwSt. und werden nach tatsächlicher Menge abgerechnet.')).toBeVisible();
  const eigene = zeile(page, '17 05 04');
  await expect(eigene).toContainText('Entsorgung Nord GmbH');
  await expect(eigene).toContainText('Alle Anfallstellen');
  await expect(eigene.getByText('alle Behälter', { exact: true })).toBeVisible();
  await expect(eigene).toContainText('Entsorgung je t: 215,00 € je t');
  await expect(zeile(page, '01.01.2024 – 31.12.2024')).toContainText('abgelaufen');
  await page.screenshot({ path: 'test-results/e2e-artifacts/leistungen-erzeuger-preise.png', fullPage: true });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  // Only Musterbau's own: Bäckerei Korn's cyclic agreement is not listed.
  await page.getByRole('tab', { name: 'Zyklische Umleer- und Speisebehälter' }).click();
  await expect(page.getByText('Keine Preisvereinbarungen vorhanden.')).toBeVisible();
});

test('Ein Entsorger sieht seine Kunden und Preise, aber keine Bearbeitung und keinen anderen Entsorger', async ({ page }) => {
  await anmelden(page, 'dispo@entsorgung-nord.example');
  await onboardingSchliessen(page);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Kunden' }).click();
  await expect(page).toHaveURL(/\/entsorgerbereich\/kunden$/);
  await expect(zeile(page, 'Musterbau GmbH')).toContainText('KD-100234');
  await page.getByRole('tab', { name: 'Preise' }).click();
  await page.getByRole('tab', { name: 'Zyklische Umleer- und Speisebehälter' }).click();
  await expect(zeile(page, 'Bäckerei Korn KG')).toContainText('Leerung je Behälter: 12,80 € je Stück');
  await expect(page.getByRole('link', { name: 'Neue Preisvereinbarung' })).toHaveCount(0);
  // The support route is not theirs.
  await page.goto('/support/entsorger/1/kunden');
  await expect(page).toHaveURL(/\/dashboard$/);
});
