import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { DevMail } from '@abfallportal/common/devMail';
import { ROOT } from './startPortal';

/** Where the instructions' pictures live; the page loads them as /anleitung/<name>.png. */
export const ANLEITUNG_BILDER = path.join(ROOT, 'frontend', 'public', 'anleitung');
/** The brief's ceiling per picture, so the instructions stay quick to load. */
export const MAX_BYTES = 120 * 1024;
/** A whole page load on a busy machine (2 cores shared with other test runs) may take long. */
const LANGE = { timeout: 60_000 };

const aufnehmen = async (page: Page, name: string) => {
  const datei = path.join(ANLEITUNG_BILDER, `${name}.png`);
  await page.waitForLoadState('networkidle');
  const bild = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  // A palette PNG (as pngquant would make it): screens are flat colours, so 128 colours look the same at a third of the size.
  await sharp(bild).png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 }).toFile(datei);
  return datei;
};

/**
 * The screenshots of the instructions (frontend/src/hilfe/anleitungInhalt.ts), taken from the portal
 * with the demo data at 1366 × 800 px as Musterbau's owner: order list, new-order wizard, an order
 * with offers, a disposer's answer page (a link from the developer mailbox), receipts and
 * documentation. `page` must be signed in as inhaber@musterbau.example.
 */
export async function anleitungBilderErstellen(page: Page, browser: Browser, erzeugerId: number): Promise<string[]> {
  fs.mkdirSync(ANLEITUNG_BILDER, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  const dateien: string[] = [];

  await page.goto(`/erzeuger/${erzeugerId}/auftraege`);
  await expect(page.getByText(/V-DEMO-/).first()).toBeVisible(LANGE);
  dateien.push(await aufnehmen(page, 'auftraege'));

  await page.goto(`/erzeuger/${erzeugerId}/auftraege/neu`);
  await expect(page.getByText('Zeit und Ort').first()).toBeVisible(LANGE);
  dateien.push(await aufnehmen(page, 'neuer-auftrag'));

  const liste = await page.request.get('/api/v1/auftrag', { params: { filter: JSON.stringify({ q: 'V-DEMO-101' }) } });
  const [anfrage] = (await liste.json()) as { id: string }[];
  expect(anfrage).toBeDefined();
  await page.goto(`/erzeuger/${erzeugerId}/auftraege/${anfrage!.id}`);
  const angebote = page.getByRole('region', { name: 'Angebote' });
  await expect(angebote.getByText(/455,00/)).toBeVisible(LANGE);
  await angebote.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  dateien.push(await aufnehmen(page, 'angebote'));

  // A disposer's answer page, opened from the link in its order mail, without an account.
  const mails = (await (await page.request.get('/api/dev/mails', { params: { limit: 200 } })).json()) as DevMail[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes('/statetransition/bestellungAnnehmenAenderungLiefertermin/'));
  expect(link).toBeDefined();
  const entsorger = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1366, height: 800 } });
  const seite = await entsorger.newPage();
  await seite.goto(link!);
  await expect(seite.getByRole('button', { name: /annehmen/i })).toBeVisible(LANGE);
  dateien.push(await aufnehmen(seite, 'entsorger-link'));
  await entsorger.close();

  await page.goto('/rechnungen');
  await expect(page.getByRole('heading', { name: 'Belege' }).first()).toBeVisible(LANGE);
  await expect(page.getByRole('row').nth(1)).toBeVisible(LANGE);
  dateien.push(await aufnehmen(page, 'belege'));

  await page.goto(`/erzeuger/${erzeugerId}/dokumentation`);
  await expect(page.getByText('Dokumentationsstand').first()).toBeVisible(LANGE);
  dateien.push(await aufnehmen(page, 'dokumentation'));
  return dateien;
}
