import { expect, test, type Page } from '@playwright/test';
import type { DevMail } from '@abfallportal/common/devMail';
import { anmelden, onboardingSchliessen } from './support/anmelden';

const zeile = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The owner adds a disposer that is not in the portal yet; the search before creating finds nothing. */
const neuerEntsorger = async (page: Page, name: string, kundennummer: string, email: string) => {
  await page.getByRole('link', { name: 'Entsorger hinzufügen' }).click();
  const suche = page.getByRole('combobox', { name: 'Vorhandenen Entsorger suchen (Name oder Ort)' });
  await suche.fill(name.slice(0, 8));
  await expect(page.getByText('Kein Entsorger gefunden.')).toBeVisible();
  await suche.fill('');
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill(kundennummer);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('20457');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
  await page.getByRole('textbox', { name: /^E-Mail/ }).fill(email);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/entsorger$/);
  await expect(zeile(page, name)).toContainText('Nicht freigegeben');
};

test('Der Inhaber von Musterbau legt einen Entsorger an, der Support gibt ihn frei und führt ein Duplikat zusammen', async ({
  page,
  browser,
}) => {
  // Two accounts, a new disposer, approval and a merge: a long journey on a two-core machine.
  test.slow();
  // Two users and many steps: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.getByRole('menuitem', { name: 'Entsorger' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/entsorger$/);
  await expect(page).toHaveTitle('Entsorger - Abfallportal');
  await expect(zeile(page, 'Entsorgung Nord GmbH')).toContainText('KD-100234');

  // The search before creating finds what exists: nobody needs to create Recycling Süd again.
  await page.getByRole('link', { name: 'Entsorger hinzufügen' }).click();
  await page.getByRole('combobox', { name: 'Vorhandenen Entsorger suchen (Name oder Ort)' }).fill('münch');
  await expect(page.getByRole('option', { name: /Recycling Süd AG, 80939 München/ })).toBeVisible();
  await page.goBack();

  await neuerEntsorger(page, 'Abfuhr Hansa GmbH', 'AH-1', 'info@abfuhr-hansa.example');
  await neuerEntsorger(page, 'Hansa Abfuhr GmbH', 'AH-2', 'dispo@hansa-abfuhr.example');

  const abgeschickt = Date.now();
  await zeile(page, 'Abfuhr Hansa GmbH').getByRole('button', { name: 'Datenabfrage an Abfuhr Hansa GmbH senden' }).click();
  await expect(page.getByText('Die Datenabfrage der letzten drei Jahre wurde an Abfuhr Hansa GmbH gesendet.')).toBeVisible();
  await expect(zeile(page, 'Abfuhr Hansa GmbH')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect
    .poll(async () => {
      const mails = (await (
        await page.request.get('/api/dev/mails', { params: { empfaenger: 'info@abfuhr-hansa.example', limit: 5 } })
      ).json()) as DevMail[];
      return mails.some((m) => m.anlass === 'DATENABFRAGE' && new Date(m.erstelltAm).getTime() >= abgeschickt - 2000);
    })
    .toBe(true);

  const support = await (await browser.newContext()).newPage();
  await anmelden(support, 'support@abfallportal.example');
  await onboardingSchliessen(support);
  await support.goto('/support');
  await support.getByRole('tab', { name: 'Entsorger' }).click();
  await expect(support).toHaveURL(/\/support\/entsorger$/);
  await expect(zeile(support, 'Hansa Abfuhr GmbH')).toContainText('Musterbau GmbH');
  await zeile(support, 'Abfuhr Hansa GmbH').getByRole('button', { name: 'Abfuhr Hansa GmbH freigeben' }).click();
  await expect(support.getByText('Der Entsorger „Abfuhr Hansa GmbH“ ist freigegeben.')).toBeVisible();

  await zeile(support, 'Hansa Abfuhr GmbH')
    .getByRole('button', { name: 'Hansa Abfuhr GmbH mit einem vorhandenen Entsorger zusammenführen' })
    .click();
  const dialog = support.getByRole('dialog', { name: '„Hansa Abfuhr GmbH“ zusammenführen' });
  await dialog.getByRole('combobox', { name: 'Entsorger, der bleibt' }).fill('Abfuhr Hansa');
  await support.getByRole('option', { name: /Abfuhr Hansa GmbH/ }).click();
  await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(support.getByText('Die Einträge wurden in „Abfuhr Hansa GmbH“ zusammengeführt.')).toBeVisible();
  await expect(zeile(support, 'Hansa Abfuhr GmbH')).toHaveCount(0);
  // Musterbau knew both: one link stays, with the customer number of the kept disposer.
  await expect(zeile(support, 'Abfuhr Hansa GmbH').getByRole('cell').nth(2)).toHaveText('1');
  // A dealer may be linked beyond the contract's limit once support sets the exception.
  await zeile(support, 'Abfuhr Hansa GmbH')
    .getByRole('button', { name: 'Abfuhr Hansa GmbH als Händler über die Vertragsgrenze hinaus zulassen' })
    .click();
  await expect(zeile(support, 'Abfuhr Hansa GmbH').getByRole('cell').nth(3)).toContainText('Ja');

  await page.reload();
  await expect(zeile(page, 'Hansa Abfuhr GmbH')).toHaveCount(0);
  await expect(zeile(page, 'Abfuhr Hansa GmbH')).toContainText('AH-1');
  await expect(zeile(page, 'Abfuhr Hansa GmbH')).not.toContainText('Nicht freigegeben');

  // The disposer has no orders: the owner may remove it again (later specs count Musterbau's two disposers).
  await zeile(page, 'Abfuhr Hansa GmbH').getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(zeile(page, 'Abfuhr Hansa GmbH')).toHaveCount(0);
  // Entsorgung Nord has orders: removing is refused with the reason, deactivating is the way.
  await zeile(page, 'Entsorgung Nord GmbH').getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(
    page.getByText('Dieser Entsorger kann nicht entfernt werden, weil Aufträge auf ihn verweisen.', { exact: false }),
  ).toBeVisible();
  await expect(zeile(page, 'Entsorgung Nord GmbH')).toHaveCount(1);
});

test('Der Inhaber von Musterbau legt eine Leistungsnummer an; eine doppelte Nummer wird abgelehnt', async ({ page }) => {
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.getByRole('menuitem', { name: 'Leistungsnummern' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/leistungsnummer$/);
  await expect(page).toHaveTitle('Leistungsnummern - Abfallportal');

  const anlegen = async (nummer: string) => {
    await page.getByRole('link', { name: 'Leistungsnummer anlegen' }).click();
    await page.getByRole('textbox', { name: /^Leistungsnummer/ }).fill(nummer);
    await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Bauschutt in der Absetzmulde');
    await page.getByRole('combobox', { name: /^Abfallschlüssel/ }).fill('17 01 07');
    await page.getByRole('option', { name: /^17 01 07 / }).click();
    for (const [feld, wahl] of [
      [/^Auftragsart/, 'Behälterstellung'],
      [/^Behälterkategorie/, 'Absetzmulde'],
      [/^Bundesland/, 'Hamburg'],
    ] as const) {
      await page.getByRole('combobox', { name: feld }).click();
      await page.getByRole('option', { name: wahl, exact: true }).click();
    }
    await page.getByRole('combobox', { name: /^Behälter(?!kategorie)/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Speichern' }).click();
  };

  await anlegen('E2E-100');
  await expect(page).toHaveURL(/\/leistungsnummer$/);
  await expect(zeile(page, 'E2E-100')).toContainText('Behälterstellung');
  await expect(zeile(page, 'E2E-100')).toContainText('Hamburg');

  await anlegen('e2e-100');
  await expect(page.getByText('Diese Leistungsnummer ist bereits vergeben.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/leistungsnummer\/neu$/);
});
