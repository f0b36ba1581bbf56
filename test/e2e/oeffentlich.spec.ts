import { expect, test } from '@playwright/test';

/**
 * Issue 19: the public pages ask for the session with a call that answers 200 when nobody is signed in, so
 * loading them leaves no 401 in the browser console (a token link with an unknown token may still answer 404).
 */
const SEITEN = [
  '/registrierung',
  '/registrierung-abgeschlossen',
  '/passwort-vergessen-anfrage',
  '/passwort-zuruecksetzen/kein-gueltiges-token',
  '/statetransition/bestellungAnnehmen/kein-gueltiges-token',
  '/statetransition/transition-abgeschlossen',
  '/login',
];

for (const pfad of SEITEN) {
  test(`${pfad} lädt ohne 401 in der Konsole`, async ({ page }) => {
    const fehler: string[] = [];
    const antworten401: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') fehler.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() === 401) antworten401.push(r.url());
    });
    await page.goto(pfad, { waitUntil: 'networkidle' });
    await expect(page.locator('main').first()).toBeVisible();
    expect(antworten401).toEqual([]);
    expect(fehler.filter((text) => text.includes('401'))).toEqual([]);
  });
}
