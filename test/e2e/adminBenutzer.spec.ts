import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import { neuesteMail } from './support/postfach';

test('Administration legt ein Support-Konto an; es steht in der Liste und erhält die Zugangsdaten', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-support-${Date.now()}@abfallportal.example`;
  await anmelden(page, 'admin@abfallportal.example');
  await onboardingSchliessen(page);
  const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await seitenleiste.getByRole('menuitem', { name: 'Benutzerverwaltung' }).click();
  await expect(page).toHaveURL(/\/admin\/benutzerverwaltung$/);
  await expect(page.getByText('support@abfallportal.example')).toBeVisible();

  await page.getByRole('link', { name: 'Neues Konto' }).click();
  await page.getByLabel('Vorname').fill('Sina');
  await page.getByLabel('Nachname').fill('Service');
  await page.getByLabel('E-Mail').fill('support@abfallportal.example');
  // The support template is preset; the form shows the staff permissions.
  await expect(page.getByRole('checkbox', { name: 'Alle Erzeuger ansehen' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Administrations- und Support-Konten verwalten' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Diese E-Mail-Adresse ist bereits vergeben.', { exact: false }).first()).toBeVisible();

  await page.getByLabel('E-Mail').fill(email);
  const angelegt = new Date();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/admin\/benutzerverwaltung$/);
  await page.getByPlaceholder('Name oder E-Mail').fill('Sina');
  const zeile = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(zeile).toBeVisible();
  // The search has narrowed the list (header and one row) before a row is clicked.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(zeile.getByText('Support', { exact: true })).toBeVisible();
  const mail = await neuesteMail(page.request, email, 'EINLADUNG', angelegt);
  expect(mail.links[0]).toMatch(/\/passwort-erstellen\/[^/]+$/);

  await zeile.getByRole('link', { name: 'Protokoll der Stellvertretung für Sina Service' }).click();
  await expect(page.getByRole('heading', { name: 'Protokoll der Stellvertretung: Sina Service' })).toBeVisible();
  await expect(page.getByText('Keine Änderungen im Namen anderer.')).toBeVisible();

  // The API description (issue 28): its own title, German while it loads, the registry's German summaries.
  await page.goto('/admin/api');
  await expect(page.getByRole('heading', { name: 'API-Beschreibung', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('API-Beschreibung - Abfallportal');
  await expect(page.getByText('Alle Aufrufe des Abfallportals', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Anfallstellen als Liste', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('LOADING', { exact: true })).toHaveCount(0);
});
