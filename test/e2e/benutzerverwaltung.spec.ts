import { expect, test } from '@playwright/test';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';
import { neuesteMail } from './support/postfach';

test('Inhaber legt einen Benutzer mit 500 € Grenze und wenigen Rechten an und lädt ihn ein', async ({ page }) => {
  test.slow();
  const email = `e2e-${Date.now()}@musterbau.example`;
  const passwort = 'Eingeladen-Neu-7!';
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await seitenleiste.getByRole('menuitem', { name: 'Benutzerverwaltung' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/verwaltung$/);
  await expect(page.getByText('nutzer@musterbau.example')).toBeVisible();
  await expect(page.getByText('1.000,00 €')).toBeVisible();

  await page.getByRole('link', { name: 'Anlegen' }).click();
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByLabel('E-Mail').fill('keine-adresse');
  await page.getByLabel('Bestellwertgrenze').fill('500');
  await page.getByRole('checkbox', { name: 'Aufträge ansehen' }).uncheck();
  await page.getByRole('checkbox', { name: 'Aufträge erteilen' }).uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Keine gültige E-Mailadresse')).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/verwaltung\/\d+$/);
  await expect(page.getByText('Zugangsdaten gesendet am: –')).toBeVisible();

  const eingeladen = new Date();
  await page.getByRole('button', { name: 'Zugangsdaten senden' }).click();
  await expect(page.getByText(`Die Zugangsdaten wurden an ${email} gesendet.`)).toBeVisible();
  await expect(page.getByText(/Zugangsdaten gesendet am: \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  // Switching the account off and on raises its version twice; the permissions below still save without a conflict.
  await page.getByRole('button', { name: 'Deaktivieren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(page.getByText('Der Benutzer wurde deaktiviert und abgemeldet.')).toBeVisible();
  await page.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(page.getByText('Der Benutzer wurde aktiviert.')).toBeVisible();
  const auftraegeAnsehen = page.getByRole('checkbox', { name: 'Aufträge ansehen' });
  await auftraegeAnsehen.check();
  await page.getByRole('button', { name: 'Berechtigungen speichern' }).click();
  await expect(page.getByText('Gespeichert.', { exact: true })).toBeVisible();
  await expect(page.getByText('Der Datensatz wurde inzwischen geändert', { exact: false })).toHaveCount(0);
  await auftraegeAnsehen.uncheck();
  await page.getByRole('button', { name: 'Berechtigungen speichern' }).click();
  await expect(page.getByText('Gespeichert.', { exact: true }).first()).toBeVisible();
  await expect(auftraegeAnsehen).not.toBeChecked();
  const mail = await neuesteMail(page.request, email, 'EINLADUNG', eingeladen);
  const link = mail.links[0] ?? '';
  expect(link).toMatch(/\/passwort-erstellen\/[^/]+$/);
  // The app bar hides while the page is scrolled down to the permissions; back at the top it shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await abmelden(page);

  await page.goto(link);
  await expect(page.getByText(`Für ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(passwort);
  await page.getByLabel('Neues Passwort wiederholen').fill(passwort);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert.', { exact: false })).toBeVisible();

  await anmelden(page, email, passwort);
  await onboardingSchliessen(page);
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { bestellwertGrenze: number; rolle: string };
  expect(info).toMatchObject({ bestellwertGrenze: 500, rolle: 'BENUTZER' });
  // The user template's rights without the two order rights: overview, sites, documentation and evaluations.
  await expect(seitenleiste.getByRole('menuitem')).toHaveText([
    'Übersicht',
    'Anfallstellen',
    'Dokumentation',
    'Auswertungen',
    'Anleitung',
    'Kontakt',
    'Impressum',
    'FAQ',
  ]);
  await page.goto('/erzeuger/verwaltung');
  await expect(page).toHaveURL(/\/dashboard$/);
});
