import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import { neuesteMail } from './support/postfach';

const LINK_ABGELAUFEN = 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.';

/** Requests a reset link through the page and returns the link from the developer mailbox. */
const linkAnfordern = async (page: Page, email: string): Promise<string> => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen-anfrage$/);
  const angefordert = new Date();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/haben wir Ihnen einen Link gesendet/)).toBeVisible();
  const mail = await neuesteMail(page.request, email, 'PASSWORT_VERGESSEN', angefordert);
  const link = mail.links[0] ?? '';
  expect(link).toMatch(/\/passwort-zuruecksetzen\/[^/]+$/);
  return link;
};

const neuesPasswortSetzen = async (page: Page, link: string, email: string, passwort: string) => {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await expect(page.getByText(`Für ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(passwort);
  await page.getByLabel('Neues Passwort wiederholen').fill(passwort);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert.', { exact: false })).toBeVisible();
};

test('Passwort vergessen: Link aus dem Postfach, neues Passwort, Anmeldung', async ({ page }) => {
  const email = 'dispo@entsorgung-nord.example';
  const neu = 'Vergessen-Neu-3$';
  const link = await linkAnfordern(page, email);
  await neuesPasswortSetzen(page, link, email, neu);
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await anmelden(page, email, neu);
  await onboardingSchliessen(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('ein benutzter Link zeigt die Meldung der Spezifikation', async ({ page }) => {
  const email = 'inhaber@baeckerei-korn.example';
  const link = await linkAnfordern(page, email);
  await neuesPasswortSetzen(page, link, email, 'Benutzt-Link-4%');
  await page.goto(link);
  await expect(page.getByText(LINK_ABGELAUFEN)).toBeVisible();
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen-anfrage$/);
});

test('ein unbekannter Link zeigt die Meldung der Spezifikation, auch unter /passwort-erstellen', async ({ page }) => {
  await page.goto('/passwort-erstellen/' + 'x'.repeat(43));
  await expect(page.getByText(LINK_ABGELAUFEN)).toBeVisible();
  await page.goto('/passwort-zuruecksetzen/unbekannt');
  await expect(page.getByText(LINK_ABGELAUFEN)).toBeVisible();
});
