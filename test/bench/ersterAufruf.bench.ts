/**
 * First paint (issue 19): the JavaScript the login page loads (gzip bytes), a cold load of the
 * order list, and a click on "Aufträge" in the sidebar until the rows show. Starts the portal as
 * `make start` does (frontend/dist must be built) and drives Debian's Chromium.
 *
 *   npx tsx test/bench/ersterAufruf.bench.ts [runden]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from '../e2e/support/anmelden';
import { ROOT, startPortal } from '../e2e/support/startPortal';
import { percentile } from './benchSupport';

const RUNDEN = Number(process.argv[2] ?? 5);
const ASSETS = path.join(ROOT, 'frontend', 'dist', 'assets');
const ERSTE_ZEILE = 'table tbody tr, .RaSimpleList-root li';

/** Gzip size of a built asset: its pre-compressed twin, else compressed here. */
const gzipBytes = (name: string): number => {
  const gz = path.join(ASSETS, `${name}.gz`);
  if (fs.existsSync(gz)) return fs.statSync(gz).size;
  return gzipSync(fs.readFileSync(path.join(ASSETS, name)), { level: 9 }).length;
};

const skripte = (page: Page): string[] => {
  const namen: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) namen.push(path.basename(url.pathname));
  });
  return namen;
};

const main = async (): Promise<void> => {
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.baseUrl;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    // 1. The login page alone.
    const login = await browser.newPage({ baseURL: portal.baseUrl });
    const geladen = skripte(login);
    await login.goto('/login', { waitUntil: 'networkidle' });
    const loginBytes = [...new Set(geladen)].reduce((summe, name) => summe + gzipBytes(name), 0);
    await login.close();

    // Sign in once (the device cookie spares the verification code afterwards).
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await anmelden(page, 'inhaber@musterbau.example');
    await onboardingSchliessen(page);

    const kalt: number[] = [];
    const klick: number[] = [];
    const antwort: number[] = [];
    const chunks: number[] = [];
    const allein: number[] = [];
    for (let i = 0; i < RUNDEN; i++) {
      // 2. Cold: a new page with an empty cache opens the order list by URL.
      const kaltPage = await context.newPage();
      const cdp = await context.newCDPSession(kaltPage);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const start = Date.now();
      await kaltPage.goto('/erzeuger/auftraege');
      await kaltPage.locator(ERSTE_ZEILE).first().waitFor();
      kalt.push(Date.now() - start);
      await kaltPage.close();

      // 3. Warm portal on the dashboard, click "Aufträge" in the sidebar.
      await page.goto('/dashboard');
      await page.getByText(/^Guten Tag, /).waitFor();
      await page.waitForTimeout(500);
      // Where the time goes: the list's API answer and the scripts loaded after the click.
      let listeFertig = 0;
      let skripteFertig = 0;
      let listeUrl = '';
      const beiAntwort = (r: import('@playwright/test').Response): void => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/v1/auftrag') && r.request().method() === 'GET') {
          listeFertig = Date.now();
          listeUrl = r.url();
        }
        if (r.request().resourceType() === 'script') skripteFertig = Date.now();
      };
      page.on('response', beiAntwort);
      const t0 = Date.now();
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Aufträge' }).click();
      await page.locator(ERSTE_ZEILE).first().waitFor();
      klick.push(Date.now() - t0);
      page.off('response', beiAntwort);
      antwort.push(listeFertig ? listeFertig - t0 : 0);
      chunks.push(skripteFertig ? skripteFertig - t0 : 0);
      // The machine's floor for the same data: the list request alone, from the signed-in browser context.
      if (listeUrl) {
        const a0 = Date.now();
        await page.request.get(listeUrl);
        allein.push(Date.now() - a0);
      }
    }
    const ms = (werte: number[]) =>
      `Median ${percentile(
        [...werte].sort((a, b) => a - b),
        0.5,
      )} ms, max ${Math.max(...werte)} ms`;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
    console.log(`Maschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unbekannt'}, Last 1/5/15 min: ${load}`);
    console.log(`Login-Seite: ${new Set(geladen).size} Skripte, ${(loginBytes / 1024).toFixed(1)} kB gzip (Ziel ≤ 150 kB)`);
    console.log(`Auftragsliste kalt (neue Seite, leerer Cache, bis zur ersten Zeile), ${RUNDEN} Runden: ${ms(kalt)}`);
    console.log(`Klick auf „Aufträge“ bis zur ersten Zeile, ${RUNDEN} Runden: ${ms(klick)} (Ziel ≤ 200 ms)`);
    console.log(`  davon Antwort der Liste nach dem Klick: ${ms(antwort)}; letztes Skript geladen: ${ms(chunks)}`);
    console.log(`  dieselbe Listenabfrage allein (Boden der Maschine): ${ms(allein)}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
