import { expect, test } from '@playwright/test';

test('die Anmeldeseite wird ausgeliefert und ist deutsch', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Anmelden - Abfallportal');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail oder Benutzername')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Passwort', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Ich akzeptiere die AGB und die Datenschutzerklärung/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
  // Single sign-on is off in the embedded default (GET /api/v1/config).
  await expect(page.getByRole('button', { name: 'Mit Single Sign-on fortfahren' })).toHaveCount(0);
});

test('AGB, Datenschutz und App-Hinweise stehen im Dialog der Anmeldeseite', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Als App nutzen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechtliche Hinweise' });
  await expect(dialog.getByRole('heading', { name: 'Als App nutzen' })).toBeVisible();
  await expect(dialog.getByText(/Zum Home-Bildschirm/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Allgemeine Geschäftsbedingungen/ })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Datenschutzerklärung/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('die Wurzel führt ohne Anmeldung über /logout zur Anmeldung', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});
