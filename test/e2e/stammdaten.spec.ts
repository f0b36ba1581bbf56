import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

const zeile = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const suchen = async (page: Page, text: string) => {
  await page.getByPlaceholder('Suchen').fill(text);
  await expect(page.getByRole('row')).toHaveCount(2); // header and the one hit
};

const jsonDatei = (name: string, zeilen: object[]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(zeilen)) });

test('Die Administration ändert die Dichte einer Fraktion und importiert eine Behälterliste', async ({ page }) => {
  await anmelden(page, 'admin@abfallportal.example');
  await onboardingSchliessen(page);
  await page.getByRole('menuitem', { name: 'Stammdaten' }).click();
  await expect(page).toHaveURL(/\/stammdaten\/branchen$/);
  await expect(page).toHaveTitle('Branchen - Stammdaten - Abfallportal');
  await expect(page.getByRole('tab', { name: 'Branchen' })).toHaveAttribute('aria-selected', 'true');

  // A fraction's density: edit, save, and the list shows the new value.
  await page.getByRole('tab', { name: 'Fraktionen' }).click();
  await expect(page).toHaveURL(/\/stammdaten\/fraktionen$/);
  await suchen(page, 'boden und');
  await zeile(page, 'Boden und Steine').getByText('Boden und Steine').click();
  const dichte = page.getByLabel('Dichte (t/m³)', { exact: true });
  await expect(dichte).toHaveValue('1.6');
  await dichte.fill('1.72');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/stammdaten\/fraktionen$/);
  await suchen(page, 'boden und');
  await expect(zeile(page, 'Boden und Steine')).toContainText('1,72');

  // A container list: a file with a bad row is refused as a whole, with the row named.
  await page.getByRole('tab', { name: 'Abfallbehälter' }).click();
  await expect(page).toHaveURL(/\/stammdaten\/abfallbehaelter$/);
  // The container list itself must be on screen: right after the tab click the fractions' list (and its import
  // button) can still be mounted, and a file given to that button is a fractions import.
  await expect(page).toHaveTitle('Abfallbehälter - Stammdaten - Abfallportal');
  await expect(page.getByRole('columnheader', { name: /Volumen/ })).toBeVisible();
  const mulde = { bezeichnung: 'E2E-Mulde 9 m3', typ: 'Absetzmulde', volumenM3: 9, maxFuellgewichtT: 12, zyklisch: false, sortierung: 99 };
  const tonne = { bezeichnung: 'E2E-Umleertonne 1100 l', typ: 'MGB', volumenM3: 1.1, zyklisch: true, sortierung: 98 };
  await page.locator('input[name="import"]').setInputFiles(jsonDatei('behaelter.json', [mulde, { ...tonne, volumenM3: 'groß' }]));
  const abgelehnt = page.getByRole('dialog', { name: 'Nichts wurde importiert: 1 Zeile ist fehlerhaft.' });
  await expect(abgelehnt.getByRole('listitem')).toHaveText(['Zeile 2: volumenM3: Bitte geben Sie eine Zahl ein.']);
  await abgelehnt.getByRole('button', { name: 'Schließen' }).click();
  await page.getByPlaceholder('Suchen').fill('E2E-Umleertonne');
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();

  await page.locator('input[name="import"]').setInputFiles(jsonDatei('behaelter.json', [mulde, tonne]));
  await expect(page.getByText('Import abgeschlossen: 2 neu angelegt, 0 aktualisiert.')).toBeVisible();
  await suchen(page, 'E2E-Mulde');
  // Stored as typed, shown as people read it (m³, issue 19).
  await expect(zeile(page, 'E2E-Mulde 9 m³').getByRole('cell')).toContainText(['E2E-Mulde 9 m³', 'Absetzmulde', '9', '12']);
  await suchen(page, 'E2E-Umleertonne');
  await expect(zeile(page, 'E2E-Umleertonne 1100 l')).toContainText('1,1');

  // A category that containers and prices use cannot be deleted; the reason is shown.
  await page.getByRole('tab', { name: 'Behälterkategorien' }).click();
  await zeile(page, 'Absetzmulde').getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog', { name: 'Eintrag löschen' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(
    page.getByText(/„Absetzmulde“ wird noch verwendet \(Abfallbehälter: \d+, Preisvereinbarungen: \d+\) und kann nicht gelöscht werden\./),
  ).toBeVisible();
  await expect(zeile(page, 'Absetzmulde')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportieren (JSON)' })).toHaveAttribute(
    'href',
    '/api/v1/stammdaten/behaelterkategorien/export',
  );
});
