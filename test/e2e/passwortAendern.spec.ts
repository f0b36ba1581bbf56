import { expect, test } from '@playwright/test';
import { abmelden, anmelden, DEMO_PASSWORT, formularAbsenden, onboardingSchliessen } from './support/anmelden';

const NUTZER = 'nutzer@musterbau.example';
const NEU = 'Neues-Passwort-2!';

const passwortAendern = async (page: import('@playwright/test').Page, alt: string, neu: string) => {
  await page.goto('/profil/passwort');
  await page.getByLabel('Aktuelles Passwort').fill(alt);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(neu);
  await page.getByLabel('Neues Passwort wiederholen').fill(neu);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
};

test('eigenes Passwort ändern und mit dem neuen anmelden', async ({ page }) => {
  await anmelden(page, NUTZER);
  await onboardingSchliessen(page);

  await page.goto('/profil');
  await expect(page).toHaveURL(/\/profil\/kontaktdaten$/);
  await page.getByRole('tab', { name: 'Passwort' }).click();
  await expect(page).toHaveURL(/\/profil\/passwort$/);
  await expect(page).toHaveTitle('Passwort - Profil - Abfallportal');

  // The rules of spec § 5 are checked before anything is sent.
  await page.getByLabel('Aktuelles Passwort').fill(DEMO_PASSWORT);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('kurz');
  await page.getByLabel('Neues Passwort wiederholen').fill('anders');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();

  // A wrong current password is refused by the server.
  await page.getByLabel('Aktuelles Passwort').fill('Falsch-Passwort-1');
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(NEU);
  await page.getByLabel('Neues Passwort wiederholen').fill(NEU);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText(/Speichern fehlgeschlagen/)).toBeVisible();

  await passwortAendern(page, DEMO_PASSWORT, NEU);
  await abmelden(page);

  await formularAbsenden(page, NUTZER, DEMO_PASSWORT);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await anmelden(page, NUTZER, NEU, '/login?redirect=%2Fprofil%2Fpasswort');
  await expect(page).toHaveURL(/\/profil\/passwort$/);

  // Leave the demo account as it was.
  await passwortAendern(page, NEU, DEMO_PASSWORT);
});
