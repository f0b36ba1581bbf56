import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { TimeAndPlaceOptionen } from '@abfallportal/common/auftragWire';
import type { ErzeugerAuswahl } from '@abfallportal/common/erzeugerWire';
import type { QrcodeUebersicht } from '@abfallportal/common/qrcodes';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import { keinSeitlichesScrollen } from './support/seitlich';

/**
 * The support tabs of issue 21: "Händler" (disposers a producer may add beyond its contract limit) and
 * "QR-Codes" (a sheet of labels whose QR code opens the order wizard for a site and container).
 * Screenshots at 1366 px and 390 px, the label sheet as PNG: test-results/supportTabs/.
 */
const AUSGABE = path.resolve(__dirname, '..', '..', 'test-results', 'supportTabs');
const HAENDLER = 'Recycling Süd AG';

const bilder = async (page: Page, name: string) => {
  for (const breite of [1366, 390]) {
    await page.setViewportSize({ width: breite, height: breite === 390 ? 844 : 900 });
    await keinSeitlichesScrollen(page);
    await page.screenshot({ path: path.join(AUSGABE, `${name}-${breite}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

const alsSupport = async (page: Page) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
};

test.beforeAll(() => fs.mkdirSync(AUSGABE, { recursive: true }));
test.beforeEach(() => test.setTimeout(300_000));

test('Händler: Support markiert einen Entsorger als Händler und nimmt die Markierung wieder zurück', async ({ page }) => {
  await alsSupport(page);
  await page.goto('/support/haendler');
  await expect(page.getByRole('tab', { name: 'Händler', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Händler - Abfallportal');
  await expect(page.getByText(/Sie zählen nicht zur Vertragsgrenze/)).toBeVisible();

  const setzen = page.getByRole('button', { name: `${HAENDLER} als Händler über die Vertragsgrenze hinaus zulassen` });
  const entfernen = page.getByRole('button', { name: `Händler-Ausnahme von ${HAENDLER} entfernen` });
  // Another spec may have marked it before: start from "not a dealer".
  if (await entfernen.isVisible()) {
    await entfernen.click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();
  }
  await page.getByPlaceholder('Suchen').fill('Recycling Süd');
  await setzen.click();
  await expect(page.getByText('Gespeichert.').first()).toBeVisible();
  const haendlerListe = page.getByRole('heading', { name: 'Händler', exact: true });
  await expect(haendlerListe).toBeVisible();
  await expect(entfernen).toBeVisible();
  await expect(page.getByText('Es ist noch kein Entsorger als Händler markiert.')).toHaveCount(0);
  await bilder(page, 'haendler');

  // The server knows it: the disposer now carries the dealer flag.
  const eintrag = (await (
    await page.request.get('/api/v1/entsorger/approved', { params: { filter: JSON.stringify({ haendlerAusnahme: true, q: HAENDLER }) } })
  ).json()) as { name: string; haendlerAusnahme: boolean }[];
  expect(eintrag.map((e) => e.name)).toContain(HAENDLER);

  await entfernen.click();
  await expect(setzen).toBeVisible();
});

test('QR-Codes: Support lädt den Etikettenbogen von Musterbau, ein Etikett öffnet den Bestellassistenten mit Anfallstelle und Behälter', async ({
  page,
  browser,
}) => {
  // A site whose name is one long compound word: on a phone it must wrap, not push the page sideways.
  const eigentuemer = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' })).newPage();
  await anmelden(eigentuemer, 'inhaber@musterbau.example');
  const xsrf = (await eigentuemer.context().cookies()).find((c) => c.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const [musterbau] = (await (await eigentuemer.request.get('/api/v1/erzeuger/forBenutzer')).json()) as ErzeugerAuswahl[];
  const langerName = `Wertstoffsammelplatzerweiterungsfläche${Date.now()}`;
  const angelegt = await eigentuemer.request.post('/api/v1/anfallstelle', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    multipart: {
      customContextDto: JSON.stringify({
        erzeugerId: musterbau!.id,
        name: langerName,
        art: 'GEWERBEBETRIEB',
        strasse: 'Sachsenkamp 1',
        plz: '20097',
        ort: 'Hamburg',
      }),
    },
  });
  expect(angelegt.status(), await angelegt.text()).toBe(201);
  await eigentuemer.context().close();

  await alsSupport(page);
  await page.goto('/support/qrcodes');
  await expect(page.getByRole('tab', { name: 'QR-Codes', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('QR-Codes - Abfallportal');
  await page.getByRole('combobox', { name: 'Erzeuger' }).fill('Musterbau');
  await page.getByRole('option', { name: 'Musterbau GmbH' }).click();

  const erzeuger = ((await (await page.request.get('/api/v1/erzeuger/forBenutzer')).json()) as ErzeugerAuswahl[]).find(
    (e) => e.name === 'Musterbau GmbH',
  )!;
  const uebersicht = (await (await page.request.get(`/api/v1/support/qrcodes/${erzeuger.id}`)).json()) as QrcodeUebersicht;
  const liste = page.getByRole('list', { name: 'Anfallstellen' });
  for (const a of uebersicht.anfallstellen) await expect(liste.getByText(a.name, { exact: true })).toBeVisible();
  const aktive = uebersicht.anfallstellen.filter((a) => a.aktiv);
  const anzahl = aktive.reduce((n, a) => n + a.etiketten.length, 0);
  await expect(page.getByText(`${anzahl} Etiketten`)).toBeVisible();
  await bilder(page, 'qrcodes');

  // Only the first site: fewer labels, and the PDF holds exactly those.
  const [erste, ...andere] = aktive;
  // Site names from earlier specs may hold regex characters ("… (umbenannt)"): matched literally.
  const woertlich = (t: string) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  for (const a of andere) await liste.getByRole('checkbox', { name: woertlich(a.name) }).uncheck();
  await expect(page.getByText(new RegExp(`^${erste!.etiketten.length} Etikett(en)?$`))).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Etiketten als PDF herunterladen' }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toBe(`qr-codes-erzeuger-${erzeuger.id}.pdf`);
  const pdf = path.join(AUSGABE, 'etiketten.pdf');
  await datei.saveAs(pdf);
  expect(fs.readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text.match(/Scannen und Auftrag erfassen/g)).toHaveLength(erste!.etiketten.length);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, path.join(AUSGABE, 'etiketten')]);

  // A container label, scanned by the producer's owner: the wizard starts with its site, fraction and container.
  const etikett = aktive.flatMap((a) => a.etiketten.filter((e) => e.behaelterId !== null).map((e) => ({ a, e })))[0]!;
  expect(etikett, 'Musterbau hat Aufträge mit Behältern').toBeDefined();
  const inhaber = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' })).newPage();
  await inhaber.setViewportSize({ width: 1366, height: 900 });
  await anmelden(inhaber, 'inhaber@musterbau.example');
  await onboardingSchliessen(inhaber);
  const url = new URL(etikett.e.url);
  await inhaber.goto(`${url.pathname}${url.search}`);
  await expect(inhaber.getByRole('combobox', { name: /Anfallstelle/ })).toContainText(etikett.a.name, { timeout: 30_000 });
  const optionen = (await (
    await inhaber.request.get('/api/v1/auftrag/timeAndPlace', { params: { erzeugerId: erzeuger.id } })
  ).json()) as TimeAndPlaceOptionen;
  const [jahr, monat, tag] = optionen.fruehesterLiefertermin.split('-');
  await inhaber.getByRole('group', { name: /Wunschliefertermin/ }).click();
  await inhaber.keyboard.type(`${tag}${monat}${jahr}`);
  await inhaber.getByRole('button', { name: 'Weiter' }).click();
  await expect(inhaber.getByRole('combobox', { name: /Fraktion/ })).toContainText(etikett.e.fraktion!);
  await expect(inhaber.getByRole('combobox', { name: /Behälter/ })).toContainText(etikett.e.behaelter!.replace(/\s+/g, ' ').slice(0, 10));
  await inhaber.screenshot({ path: path.join(AUSGABE, 'wizard-aus-qrcode-1366.png'), fullPage: true });
});

test('Auf dem Telefon zeigt die Tab-Leiste den offenen Tab, auch den letzten', async ({ page }) => {
  await alsSupport(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const imBild = async (name: string) => {
    const tab = page.getByRole('tab', { name, selected: true });
    await expect(tab).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(
        async () => {
          const box = await tab.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 390;
        },
        { message: `Tab ${name} liegt ganz im Bild`, timeout: 5_000 },
      )
      .toBe(true);
  };
  // Opened directly, the last tab scrolls into view …
  await page.goto('/support/qrcodes');
  await imBild('QR-Codes');
  await keinSeitlichesScrollen(page);
  // … and the first one is in view again when the page is opened anew.
  await page.goto('/support/erzeuger');
  await imBild('Erzeuger');
  await page.screenshot({ path: path.join(AUSGABE, 'tabs-390.png') });
});
