import { expect, test } from '@playwright/test';
import { abmelden, anmelden, DEMO_PASSWORT, formularAbsenden, onboardingSchliessen } from './support/anmelden';
import { codeAus, neuesteMail } from './support/postfach';

const INHABER = 'inhaber@musterbau.example';

test('Anmeldung mit Bestätigungscode, Übersicht, Neuladen, Abmelden', async ({ page }) => {
  await page.goto('/login');
  const abgeschickt = new Date();
  await formularAbsenden(page, INHABER, DEMO_PASSWORT);

  // An unknown browser: the server asks for the code it just mailed.
  const codeFeld = page.getByLabel('Sicherheitsschlüssel / Bestätigungscode');
  await expect(codeFeld).toBeVisible();
  const ersterCode = codeAus(await neuesteMail(page.request, INHABER, 'VERIFIZIERUNGSCODE', abgeschickt));
  const erneut = new Date();
  await page.getByRole('button', { name: 'Code erneut senden' }).click();
  await expect(page.getByText('Ein neuer Bestätigungscode wurde an Ihre E-Mail-Adresse gesendet.')).toBeVisible();
  const mail = await neuesteMail(page.request, INHABER, 'VERIFIZIERUNGSCODE', erneut);
  expect(codeAus(mail)).not.toBe(ersterCode);
  await codeFeld.fill(codeAus(mail));
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // The onboarding modals ask once: an earlier spec may already have answered "Später" for this user
  // (saved per user, issue 19; backend/src/benutzer/onboarding.int.test.ts), so they may or may not show.
  await onboardingSchliessen(page);
  await expect(page.getByRole('heading', { name: /^Guten Tag, \S+ \S+/ })).toBeVisible();
  await expect(page).toHaveTitle('Übersicht - Abfallportal');
  const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(seitenleiste.getByRole('menuitem', { name: 'Übersicht' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Guten Tag, / })).toBeVisible();

  await abmelden(page);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // The session is gone on the server, too.
  expect((await page.request.get('/api/v1/benutzer/info')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('falsches Passwort: die Meldung des Servers erscheint', async ({ page }) => {
  await page.goto('/login');
  await formularAbsenden(page, INHABER, 'Falsches-Passwort-9');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('nach der Anmeldung geht es zum Ziel aus redirect', async ({ page }) => {
  await page.goto('/profil/passwort');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofil%2Fpasswort$/);
  const abgeschickt = new Date();
  await formularAbsenden(page, INHABER, DEMO_PASSWORT);
  const codeFeld = page.getByLabel('Sicherheitsschlüssel / Bestätigungscode');
  await expect(codeFeld.or(page.getByLabel('Aktuelles Passwort'))).toBeVisible();
  if (await codeFeld.isVisible()) {
    await codeFeld.fill(codeAus(await neuesteMail(page.request, INHABER, 'VERIFIZIERUNGSCODE', abgeschickt)));
    await page.getByRole('button', { name: 'Anmelden' }).click();
  }
  await expect(page).toHaveURL(/\/profil\/passwort$/);
  await expect(page.getByLabel('Aktuelles Passwort')).toBeVisible();
});

test('endet die Sitzung, führt der nächste Aufruf über /logout zur Anmeldung', async ({ page, context }) => {
  await anmelden(page, INHABER);
  await onboardingSchliessen(page);
  // The server forgets the session: drop the httpOnly session cookie, keep the device and XSRF cookies.
  const cookies = await context.cookies();
  const rest = cookies.filter((c) => !c.httpOnly || c.name === 'abfallportal.geraet');
  expect(rest.length).toBeLessThan(cookies.length);
  await context.clearCookies();
  await context.addCookies(rest);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofil%2Fkontaktdaten$/);
});
