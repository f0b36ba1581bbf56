import { expect, test, type Locator, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import { netzBeobachten } from './support/netzRuhe';

/**
 * Issue 28: opening an order from a list crashed ("Etwas ist schiefgelaufen", reading 'nummer' of undefined):
 * react-admin had put the list rows into its getOne cache, and the details page rendered a row, which has no
 * site object, until its own answer came. For each role every screen of the sidebar, and each of its tabs, is
 * opened, and several of its rows (or the links in its rows and lists) are opened right after it has loaded,
 * while the cache holds the rows; no screen may end on the error page or with a script error.
 */
const FEHLERSEITE = 'Etwas ist schiefgelaufen';
const ZEILEN_JE_LISTE = 2;
const LINKS_JE_ART = 2;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const geoeffnetAus = (liste: string, pfad: string) => new RegExp(`^${liste} → ${pfad}$`);
const auftragAus = (liste: string) => geoeffnetAus(liste, `/erzeuger/\\d+/auftraege/${UUID}`);

/** Per role, what the walk must have opened from which list: a walk that clicks nothing cannot pass. */
const ROLLEN: { rolle: string; email: string; mussOeffnen: RegExp[] }[] = [
  {
    rolle: 'Inhaber',
    email: 'inhaber@musterbau.example',
    mussOeffnen: [
      geoeffnetAus('Übersicht', `/erzeuger/auftraege/${UUID}`),
      auftragAus('Aufträge'),
      auftragAus('Archiv › Abgeschlossene und stornierte Aufträge'),
      geoeffnetAus('Anfallstellen', '/erzeuger/\\d+/anfallstellen/\\d+'),
      geoeffnetAus('Entsorger', '/erzeuger/\\d+/entsorger/\\d+'),
      geoeffnetAus('Belege', `/rechnungen/${UUID}`),
      geoeffnetAus('Benutzerverwaltung', '/erzeuger/\\d+/verwaltung/\\d+'),
    ],
  },
  {
    rolle: 'Nutzer',
    email: 'nutzer@musterbau.example',
    mussOeffnen: [auftragAus('Aufträge'), geoeffnetAus('Übersicht', `/erzeuger/auftraege/${UUID}`)],
  },
  {
    rolle: 'Entsorger',
    email: 'dispo@entsorgung-nord.example',
    mussOeffnen: [
      geoeffnetAus('Aufträge', `/entsorgerbereich/auftraege/${UUID}`),
      geoeffnetAus('Übersicht', `/entsorgerbereich/auftraege/${UUID}`),
    ],
  },
  {
    rolle: 'Admin',
    email: 'admin@abfallportal.example',
    mussOeffnen: [
      auftragAus('Offene Aufträge'),
      auftragAus('Auftrag suchen'),
      geoeffnetAus('Support › Erzeuger', '/support/erzeuger/\\d+'),
      geoeffnetAus('Stammdaten › Branchen', '/stammdaten/branchen/\\d+'),
      geoeffnetAus('Benutzerverwaltung', '/admin/benutzerverwaltung/\\d+'),
    ],
  },
  {
    rolle: 'Support',
    email: 'support@abfallportal.example',
    mussOeffnen: [
      auftragAus('Offene Aufträge'),
      auftragAus('Auftrag suchen'),
      geoeffnetAus('Support › Verbleibsanlagen', '/support/verbleibsanlagen/\\d+'),
    ],
  },
];

/** The screen's own content, without the sidebar. */
const inhalt = (page: Page) => page.locator('#main-content');

/** Screens whose list shows only after an input: the order search finds the demo producer's orders. */
const vorbereiten = async (page: Page) => {
  if (new URL(page.url()).pathname !== '/admin/auftraege/suche') return;
  await page.getByRole('searchbox').fill('Musterbau');
  await page.getByRole('searchbox').press('Enter');
};

/** A link's target without its ids and query: two links to the same kind of page are one kind. */
const zielArt = (href: string) => (href.split('?')[0] ?? href).replace(new RegExp(UUID, 'g'), ':id').replace(/\d+/g, ':n');

/**
 * What opens a record on this screen: its first clickable rows (clicked in a cell without a control), or, where
 * rows open nothing, the in-app links in its rows and lists, a few of each kind.
 */
const ziele = async (page: Page): Promise<Locator[]> => {
  const zeilen = inhalt(page).locator('.RaDatagrid-clickableRow');
  const anzahl = Math.min(await zeilen.count(), ZEILEN_JE_LISTE);
  if (anzahl > 0) return Array.from({ length: anzahl }, (_, i) => zeilen.nth(i).locator('td:not(:has(button, input, a))').first());
  const links = inhalt(page).locator('tbody a[href^="/"]:not([download]), ul a[href^="/"]:not([download])');
  const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).filter((h) => !h.startsWith('/api/'));
  const jeArt = new Map<string, string[]>();
  for (const href of hrefs) {
    const art = jeArt.get(zielArt(href)) ?? [];
    if (art.length < LINKS_JE_ART && !art.includes(href)) art.push(href);
    jeArt.set(zielArt(href), art);
  }
  return [...jeArt.values()].flat().map((href) =>
    inhalt(page)
      .locator(`a[href=${JSON.stringify(href)}]`)
      .first(),
  );
};

for (const { rolle, email, mussOeffnen } of ROLLEN) {
  test(`Zeilen aller Listen öffnen: ${rolle}`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const skriptfehler: string[] = [];
    page.on('pageerror', (e) => skriptfehler.push(`${page.url()}: ${e.message}`));
    // A details answer of another shape than its contract is refused before it renders (providers/detailsPruefung.ts).
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Vertrag der Details')) skriptfehler.push(`${page.url()}: ${m.text()}`);
    });
    await anmelden(page, email);
    await onboardingSchliessen(page);
    const netz = await netzBeobachten(page);
    const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const eintraege = await seitenleiste
      .getByRole('menuitem')
      .evaluateAll((as) => as.map((a) => ({ name: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href') ?? '' })));
    const geoeffnet: string[] = [];
    const keineFehlerseite = async (wo: string) => expect.soft(await page.getByText(FEHLERSEITE).count(), wo).toBe(0);

    /** How many records the screen offers, once the count holds still (a long list renders after its answer). */
    const zieleZaehlen = async () => {
      for (let anzahl = (await ziele(page)).length; ;) {
        await page.waitForTimeout(300);
        await netz.ruhig();
        const jetzt = (await ziele(page)).length;
        if (jetzt === anzahl) return anzahl;
        anzahl = jetzt;
      }
    };

    /** Opens the records of the screen on show, each right after the list has loaded, and comes back. */
    const zeilenOeffnen = async (liste: string) => {
      await vorbereiten(page);
      await netz.ruhig();
      const listenUrl = page.url();
      const anzahl = await zieleZaehlen();
      for (let i = 0; i < anzahl; i++) {
        const ziel = (await ziele(page))[i];
        if (ziel === undefined) throw new Error(`${liste}: Ziel ${i + 1} von ${anzahl} fehlt nach der Rückkehr`);
        // The very element clicked: the screen it opens may have rows of its own.
        const geklickt = await ziel.elementHandle();
        // The pointer leaves the last target, so its tooltip does not cover the next one.
        await page.mouse.move(0, 0);
        await ziel.click({ timeout: 15_000 });
        await expect(page, `${liste}: ein Klick öffnet etwas`).not.toHaveURL(listenUrl);
        await geklickt?.waitForElementState('hidden');
        await netz.ruhig();
        geoeffnet.push(`${liste} → ${new URL(page.url()).pathname}`);
        await keineFehlerseite(`${liste} → ${page.url()}`);
        await page.goBack();
        await expect(page).toHaveURL(listenUrl);
        await vorbereiten(page);
        await netz.ruhig();
      }
    };

    for (const { name: eintrag, href } of eintraege) {
      // Through the sidebar, as a person goes; the help pages show none, there by address.
      const oeffnen = async () => {
        const link = seitenleiste.locator(`a[href=${JSON.stringify(href)}]`);
        if (await link.isVisible()) await link.click();
        else await page.goto(href);
        await netz.ruhig();
      };
      await oeffnen();
      await keineFehlerseite(`${eintrag} → ${page.url()}`);
      const reiter = await inhalt(page).getByRole('tab').allInnerTexts();
      if (reiter.length === 0) await zeilenOeffnen(eintrag);
      for (const name of reiter) {
        const tab = inhalt(page).getByRole('tab', { name, exact: true });
        // Some tabs show their screen without the tab bar; the sidebar entry brings it back.
        if (!(await tab.isVisible())) await oeffnen();
        await tab.click();
        await netz.ruhig();
        await zeilenOeffnen(`${eintrag} › ${name}`);
      }
    }

    expect(skriptfehler).toEqual([]);
    for (const muster of mussOeffnen)
      expect(
        geoeffnet.some((g) => muster.test(g)),
        `${muster} unter:\n${geoeffnet.join('\n')}`,
      ).toBe(true);
  });
}
