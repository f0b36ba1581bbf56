import type { Page, Request } from '@playwright/test';

const BEOBACHTET = new Set(['document', 'fetch', 'script', 'xhr']);
const RUHE_MS = 250;
const HOECHSTENS_MS = 20_000;

type Fenster = { __letzteAenderung?: number };

/** In the page: notes the time of the last change to the DOM. */
const aenderungenMerken = () => {
  const fenster = window as unknown as Fenster;
  if (fenster.__letzteAenderung !== undefined) return;
  fenster.__letzteAenderung = performance.now();
  new MutationObserver(() => {
    fenster.__letzteAenderung = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

/**
 * Waits until the page has asked for nothing (API call, lazy screen chunk) and changed nothing on screen for a
 * moment: the screen then shows what its answers hold. Generic on purpose, for walking screens whose content a
 * spec does not know. A request still open after 20 s fails; a screen that keeps changing is taken as it is.
 */
export const netzBeobachten = async (page: Page) => {
  const offen = new Set<Request>();
  page.on('request', (r) => {
    if (BEOBACHTET.has(r.resourceType())) offen.add(r);
  });
  const fertig = (r: Request) => offen.delete(r);
  page.on('requestfinished', fertig);
  page.on('requestfailed', fertig);
  await page.addInitScript(aenderungenMerken);
  await page.evaluate(aenderungenMerken);
  const seitAenderung = () =>
    page.evaluate(() => {
      const zuletzt = (window as unknown as Fenster).__letzteAenderung;
      return zuletzt === undefined ? 0 : performance.now() - zuletzt;
    });
  return {
    ruhig: async () => {
      const ende = Date.now() + HOECHSTENS_MS;
      let netzRuhigSeit = Date.now();
      for (;;) {
        if (offen.size > 0) netzRuhigSeit = Date.now();
        const netzRuhig = Date.now() - netzRuhigSeit >= RUHE_MS;
        if (netzRuhig && (await seitAenderung()) >= RUHE_MS) return;
        if (Date.now() > ende) {
          if (!netzRuhig) throw new Error(`Anfragen laufen noch: ${[...offen].map((r) => r.url()).join(', ')}`);
          return;
        }
        await page.waitForTimeout(50);
      }
    },
  };
};
