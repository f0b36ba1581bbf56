import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

/**
 * Every main screen of each role (issue 19), at 1366 px and at 390 px: it shows its content, nothing
 * scrolls sideways, no script error and no failed request is logged. The screenshots land in
 * test-results/hauptbildschirme/ for a person to look at.
 */
const AUSGABE = path.resolve(__dirname, '..', '..', 'test-results', 'hauptbildschirme');

type Bildschirm = { name: string; pfad: (erzeugerId: number) => string; zeigt: RegExp };

const ROLLEN: { rolle: string; email: string; bildschirme: Bildschirm[] }[] = [
  {
    rolle: 'inhaber',
    email: 'inhaber@musterbau.example',
    bildschirme: [
      { name: 'uebersicht', pfad: () => '/dashboard', zeigt: /Guten Tag/ },
      { name: 'auftraege', pfad: (e) => `/erzeuger/${e}/auftraege`, zeigt: /V-(DEMO|\d{4})-/ },
      { name: 'neuer-auftrag', pfad: (e) => `/erzeuger/${e}/auftraege/neu`, zeigt: /Anfallstelle/ },
      { name: 'anfallstellen', pfad: (e) => `/erzeuger/${e}/anfallstellen`, zeigt: /Anfallstellen/ },
      { name: 'entsorger', pfad: (e) => `/erzeuger/${e}/entsorger`, zeigt: /Entsorgung Nord/ },
      { name: 'benutzerverwaltung', pfad: (e) => `/erzeuger/${e}/verwaltung`, zeigt: /Musterfrau/ },
      { name: 'profil', pfad: () => '/profil', zeigt: /Kontaktdaten/ },
      { name: 'belege', pfad: () => '/rechnungen', zeigt: /Belege/ },
    ],
  },
  {
    rolle: 'support',
    email: 'support@abfallportal.example',
    bildschirme: [
      { name: 'support', pfad: () => '/support', zeigt: /Musterbau/ },
      { name: 'offene-auftraege', pfad: () => '/admin/auftraege', zeigt: /V-(DEMO|\d{4})-/ },
      { name: 'auftrag-suchen', pfad: () => '/admin/auftraege/suche', zeigt: /Auftrag suchen/ },
      { name: 'stammdaten', pfad: () => '/stammdaten', zeigt: /Stammdaten/ },
    ],
  },
  {
    rolle: 'admin',
    email: 'admin@abfallportal.example',
    bildschirme: [{ name: 'benutzer', pfad: () => '/admin/benutzerverwaltung', zeigt: /support@abfallportal\.example/ }],
  },
  {
    rolle: 'entsorger',
    email: 'dispo@entsorgung-nord.example',
    bildschirme: [
      { name: 'auftraege', pfad: () => '/entsorgerbereich/auftraege', zeigt: /V-(DEMO|\d{4})-/ },
      { name: 'kunden', pfad: () => '/entsorgerbereich/kunden', zeigt: /Musterbau/ },
      { name: 'preise', pfad: () => '/entsorgerbereich/preise', zeigt: /€/ },
    ],
  },
];

/** Script errors and failed same-origin requests while the page is open. */
const fehlerSammeln = (page: Page): string[] => {
  const fehler: string[] = [];
  page.on('pageerror', (e) => fehler.push(`Skriptfehler: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/api/')) fehler.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return fehler;
};

test.beforeAll(() => fs.mkdirSync(AUSGABE, { recursive: true }));

for (const { rolle, email, bildschirme } of ROLLEN) {
  test(`Hauptbildschirme: ${rolle} bei 1366 und 390 px`, async ({ page }) => {
    test.setTimeout(400_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await anmelden(page, email);
    await onboardingSchliessen(page);
    const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { erzeuger?: { id: number } | null };
    const erzeugerId = info.erzeuger?.id ?? 0;
    const fehler = fehlerSammeln(page);
    for (const breite of [1366, 390]) {
      await page.setViewportSize({ width: breite, height: breite === 390 ? 844 : 900 });
      for (const b of bildschirme) {
        await page.goto(b.pfad(erzeugerId));
        await expect(page.getByText(b.zeigt).first(), `${b.name} bei ${breite} px`).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.MuiLinearProgress-root, [role="progressbar"]')).toHaveCount(0, { timeout: 30_000 });
        const { seite, fenster } = await page.evaluate(() => ({
          seite: document.documentElement.scrollWidth,
          fenster: window.innerWidth,
        }));
        expect(seite, `${b.name} bei ${breite} px scrollt nicht seitwärts`).toBeLessThanOrEqual(fenster);
        await page.screenshot({ path: path.join(AUSGABE, `${rolle}-${b.name}-${breite}.png`), fullPage: true });
      }
    }
    expect(fehler).toEqual([]);
  });
}
