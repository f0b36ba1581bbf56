import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

/** Every Content-Security-Policy violation the page reports, from the console and the DOM event. */
const verstoesseSammeln = async (page: Page): Promise<string[]> => {
  const verstoesse: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) verstoesse.push(m.text());
  });
  await page.exposeFunction('cspVerstoss', (text: string) => verstoesse.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { cspVerstoss: (t: string) => void }).cspVerstoss(`${e.violatedDirective}: ${e.blockedURI}`);
    });
  });
  return verstoesse;
};

test('die App läuft unter der Content-Security-Policy ohne einen Verstoß', async ({ page }) => {
  const verstoesse = await verstoesseSammeln(page);
  const antwort = await page.goto('/login');
  const csp = antwort?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");

  await page.goto('/passwort-vergessen-anfrage');
  await page.goto('/dev/postfach');
  await page.waitForLoadState('networkidle');
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  for (const pfad of ['/dashboard', '/profil', '/profil/kontaktdaten', '/profil/passwort', '/auftraege']) {
    await page.goto(pfad);
    await page.waitForLoadState('networkidle');
  }
  expect(verstoesse).toEqual([]);
});
