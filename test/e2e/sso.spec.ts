import { expect, test } from '@playwright/test';

// The server sends a failed single sign-on back to /login with a flag (backend/src/sso/ssoRouter.ts, tested there
// against a real OpenID provider); here: the login page says what happened (spec § 8).
const FAELLE = [
  ['fehlgeschlagen', 'Die automatische Anmeldung ist fehlgeschlagen. Bitte melden Sie sich erneut an.'],
  ['keineWeiterleitung', 'Die Single-Sign-on-Anmeldung hat keine Weiterleitung geliefert.'],
  ['unbekannt', 'Zu der E-Mail-Adresse Ihres Anmeldedienstes gibt es kein aktives Konto im Abfallportal.'],
] as const;

for (const [flag, meldung] of FAELLE) {
  test(`Anmeldeseite nach Single Sign-on mit ?sso=${flag}`, async ({ page }) => {
    await page.goto(`/login?sso=${flag}`);
    await expect(page.getByRole('alert')).toContainText(meldung);
    await expect(page.getByLabel('E-Mail oder Benutzername')).toBeVisible();
  });
}

test('Anmeldeseite ohne SSO-Rückmeldung zeigt keine Meldung', async ({ page }) => {
  await page.goto('/login?sso=etwas-anderes');
  await expect(page.getByLabel('E-Mail oder Benutzername')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
