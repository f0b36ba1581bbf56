import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect as basisExpect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { erzeugeAbfallRechnung, type AbfallRechnungEingabe } from '../../backend/src/belege/erechnung/erzeugeAbfallRechnung';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import { neuesteMail, type DevMail } from './support/postfach';
import { rechnungEinliefern, rechnungPostfach } from './support/rechnungPostfach';

/**
 * Issue 20, the documentation journey end to end: a disposer's XRechnung arrives in the real IMAP
 * mailbox (dovecot, started by globalSetup); support fetches it at once ("Jetzt abrufen") and releases
 * it; it is assigned to its order by the buyer reference, checked and approved by the producer; a
 * second receipt is rejected as faulty and the disposer's mail carries the explanation; the site's
 * documentation shows the quantity; the PDF export arrives by mail link (pages rendered to PNG under
 * test-results/dokumentationsweg/) and the Excel export read back with exceljs has the right sums.
 */
/** The machine running the e2e set is shared and often busy: this long journey waits up to 30 s per step. */
const expect = basisExpect.configure({ timeout: 30_000 });

const AUSGABE = path.resolve(__dirname, '..', '..', 'test-results', 'dokumentationsweg');
const ENTSORGER_MAIL = 'dispo@entsorgung-nord.example';
const STANDORT = 'Baustelle Hafencity Quartier 4';
/** The demo order "abgeschlossen" at the Hafencity site (backend/src/demo/demoAuftraege.ts). */
const AUFTRAG = 'V-DEMO-009';

const heute = (): string => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

const rechnung = (nummer: string, positionen: AbfallRechnungEingabe['positionen']): AbfallRechnungEingabe => ({
  nummer,
  datum: heute(),
  faelligAm: heute(),
  leistungBeginn: `${heute().slice(0, 8)}01`,
  leistungEnde: heute(),
  auftragsnummer: AUFTRAG,
  entsorger: {
    name: 'Entsorgung Nord GmbH',
    strasse: 'Hafenstraße 100',
    plz: '20359',
    ort: 'Hamburg',
    email: 'rechnung@entsorgung-nord.example',
    ustId: 'DE812345678',
    telefon: '+49 40 1234560',
    iban: 'DE02120300000000202051',
  },
  erzeuger: {
    name: 'Musterbau GmbH',
    strasse: 'Am Sandtorkai 40',
    plz: '20457',
    ort: 'Hamburg',
    email: 'rechnungseingang@musterbau.example',
  },
  positionen,
});

const xsrf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN' || c.name === '__Host-XSRF-TOKEN')?.value ?? '';

/** The first page after sign-in may take a while on a busy machine; then the onboarding dialogs are answered. */
const ankommen = async (page: Page) => {
  await expect(page.getByText(/^Guten Tag, /)).toBeVisible({ timeout: 60_000 });
  await onboardingSchliessen(page);
};

const neueSitzung = async (browser: Browser, email: string): Promise<Page> => {
  const kontext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await kontext.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, email);
  await ankommen(page);
  return page;
};

/** Opens a receipt from the list by its number (the list may re-render while it loads). */
const belegOeffnen = async (page: Page, nummer: string): Promise<string> => {
  await page.goto(`/rechnungen?filter=${encodeURIComponent(JSON.stringify({ q: nummer }))}`);
  await expect(async () => {
    await page.getByRole('row', { name: new RegExp(nummer) }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/rechnungen\/[0-9a-f-]{36}$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return page.url().split('/').pop()!;
};

type Beleg = { version: number; positionen: Record<string, unknown>[]; [feld: string]: unknown };

test.beforeAll(() => fs.mkdirSync(AUSGABE, { recursive: true }));

test('Dokumentationsweg: E-Rechnung per IMAP bis zur Dokumentation, PDF- und Excel-Export', async ({ page, browser }) => {
  const postfach = rechnungPostfach();
  // .ci/run installs Debian's dovecot-imapd: without it this journey cannot run, and that is a failure, not a skip.
  expect(postfach, '/usr/sbin/dovecot fehlt (Debian-Paket dovecot-imapd): kein IMAP-Postfach für diesen Weg').not.toBeNull();
  if (postfach === null) return;
  test.setTimeout(300_000);
  const stempel = String(Date.now()).slice(-6);
  const nummerA = `RE-E2E-${stempel}-1`;
  const nummerB = `RE-E2E-${stempel}-2`;

  // 1. The disposer's mails arrive in the invoice mailbox: two XRechnungen (UBL) for the Hafencity order.
  const a = await erzeugeAbfallRechnung(
    rechnung(nummerA, [
      { bezeichnung: 'Eisen und Stahl, Absetzmulde 7 m³', avv: '17 04 05', menge: 1.234, einheitCode: 'TNE', preis: 95 },
      { bezeichnung: 'Containermiete Absetzmulde', menge: 7, einheitCode: 'DAY', preis: 2.5 },
    ]),
  );
  const b = await erzeugeAbfallRechnung(
    rechnung(nummerB, [
      { bezeichnung: 'Beton (Bauschutt), Absetzmulde 7 m³', avv: '17 01 01', menge: 2.5, einheitCode: 'TNE', preis: 28.5 },
    ]),
  );
  for (const [nummer, r] of [
    [nummerA, a],
    [nummerB, b],
  ] as const)
    await rechnungEinliefern(postfach!, {
      von: 'Buchhaltung Entsorgung Nord <rechnung@entsorgung-nord.example>',
      betreff: `Rechnung ${nummer}`,
      text: 'Anbei unsere Rechnung als XRechnung.',
      messageId: `<${nummer}@entsorgung-nord.example>`,
      anhaenge: [{ filename: `${nummer}.xml`, content: r.ubl, contentType: 'application/xml' }],
    });

  // 2. Support fetches the mailbox now and releases both attachments; the order was recognised.
  const support = await neueSitzung(browser, 'support@abfallportal.example');
  await support.goto('/support');
  await support.getByRole('tab', { name: 'Rechnungs-E-Mail-Import' }).click();
  await expect(support).toHaveURL(/\/rechnungen\/emails$/);
  await support.getByRole('button', { name: 'Jetzt abrufen' }).click();
  await expect(
    support.getByText('Das Rechnungs-Postfach wird jetzt abgerufen; neue Anlagen erscheinen gleich in der Liste.'),
  ).toBeVisible();
  for (const nummer of [nummerA, nummerB])
    await expect(support.getByRole('link', { name: `${nummer}.xml`, exact: true })).toBeVisible({ timeout: 30_000 });
  const zeileA = support.getByRole('row').filter({ hasText: `${nummerA}.xml` });
  await expect(zeileA).toContainText(`E-Rechnung ${nummerA}`);
  await expect(zeileA).toContainText(`Auftrag ${AUFTRAG} · Musterbau GmbH · Entsorgung Nord GmbH`);
  await support.screenshot({ path: path.join(AUSGABE, 'email-import.png'), fullPage: true });
  for (const nummer of [nummerA, nummerB]) {
    await support.getByRole('button', { name: `Freigeben: ${nummer}.xml` }).click();
    const dialog = support.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Erzeuger' })).toContainText('Musterbau GmbH');
    await dialog.getByRole('button', { name: 'Freigeben' }).click();
    await expect(support.getByText('Die Rechnung wurde freigegeben und als Beleg erfasst.').last()).toBeVisible();
    await expect(support.getByRole('link', { name: `${nummer}.xml`, exact: true })).toHaveCount(0);
  }
  await support.context().close();

  // 3. The producer finds receipt A assigned to its order; the check names what the e-invoice lacks.
  await page.setViewportSize({ width: 1366, height: 900 });
  await anmelden(page, 'inhaber@musterbau.example');
  await ankommen(page);
  const belegA = await belegOeffnen(page, nummerA);
  await expect(page.getByRole('heading', { name: new RegExp(`Rechnung ${nummerA} · Zugeordnet`) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Auftrag ${AUFTRAG}`, exact: true })).toBeChecked();
  await expect(page.getByText('Bitte die Behälterkategorie angeben.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Rechnung ${nummerA} · Zugeordnet`) })).toBeVisible();

  // The positions' container, R/D method and plant are completed through the receipt's edit call (PUT /rechnungen/:id,
  // If-Match), the call behind the dialog "Positionen bearbeiten" (its own journey: belegPositionen.spec.ts).
  const anlagen = (await (await page.request.get('/api/v1/ablageort', { params: { range: '[0,499]' } })).json()) as {
    id: number;
    name: string;
  }[];
  const anlage = anlagen.find((x) => x.name === 'Recyclingzentrum Nord Billwerder');
  expect(anlage, 'Verbleibsanlage der Demo').toBeDefined();
  const geladen = (await (await page.request.get(`/api/v1/rechnungen/${belegA}`)).json()) as Beleg;
  const felder = {
    typ: geladen.typ,
    name: geladen.name ?? null,
    nummer: geladen.nummer,
    datum: geladen.datum,
    empfaenger: geladen.empfaenger,
    absender: geladen.absender,
    anfallstelleId: geladen.anfallstelleId,
    leistungVon: geladen.leistungVon,
    leistungBis: geladen.leistungBis,
    summe: geladen.summe,
    bestellReferenz: geladen.bestellReferenz,
    storniertBelegId: null,
    positionen: geladen.positionen
      .filter((p) => p.abfallschluessel)
      .map((p) => ({
        ...p,
        behaelterkategorie: 'Absetzmulde',
        behaelter: 'Absetzmulde 7 m3',
        behaelterAnzahl: 1,
        rhythmus: 'ENTSORGUNG',
        entsorgungsverfahren: 'R4',
        verbleibsanlageId: anlage!.id,
      })),
  };
  const geaendert = await page.request.put(`/api/v1/rechnungen/${belegA}`, {
    headers: { 'X-XSRF-TOKEN': await xsrf(page), 'If-Match': `"${geladen.version}"` },
    data: felder,
  });
  expect(geaendert.status(), await geaendert.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('Bitte die Behälterkategorie angeben.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByText('Der Beleg ist geprüft.')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`Rechnung ${nummerA} · Geprüft`) })).toBeVisible();
  await page.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Rechnung ${nummerA} · Freigegeben`) })).toBeVisible();
  await page.screenshot({ path: path.join(AUSGABE, 'beleg-freigegeben.png'), fullPage: true });

  // 4. Receipt B is rejected as faulty; the disposer's mail carries the explanation.
  await belegOeffnen(page, nummerB);
  const begruendung = `Die Rechnung ${nummerB} nennt keine Verbleibsanlage; bitte mit Entsorgungsnachweis neu senden.`;
  const abgelehnt = new Date();
  await page.getByRole('button', { name: 'Als fehlerhaft ablehnen' }).click();
  const ablehnen = page.getByRole('dialog', { name: 'Beleg als fehlerhaft ablehnen' });
  await ablehnen.getByLabel('Begründung').fill(begruendung);
  await ablehnen.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(page.getByText('Der Beleg ist als fehlerhaft abgelehnt; der Entsorger bekommt Ihre Begründung per E-Mail.')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`Rechnung ${nummerB} · Fehlerhaft`) })).toBeVisible();
  let fehlerMail: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await page.request.get('/api/dev/mails', { params: { empfaenger: ENTSORGER_MAIL, limit: 20 } })
        ).json()) as DevMail[];
        fehlerMail = mails.find((m) => m.anlass === 'BELEG_FEHLERHAFT' && m.betreff.includes(nummerB));
        return fehlerMail !== undefined && new Date(fehlerMail.erstelltAm).getTime() >= abgelehnt.getTime() - 2000;
      },
      { message: `Mail BELEG_FEHLERHAFT an ${ENTSORGER_MAIL}`, timeout: 15_000 },
    )
    .toBe(true);
  expect(fehlerMail!.betreff).toBe(`Rechnung ${nummerB} wurde als fehlerhaft abgelehnt`);
  expect(fehlerMail!.text).toContain(begruendung);
  expect(fehlerMail!.text).toContain('Musterbau GmbH');

  // 5. The site's documentation shows the approved quantity in its list and its balance.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Dokumentation' }).click();
  await expect(page).toHaveURL(/\/dokumentation\/standorte/);
  await page.getByText(STANDORT).click();
  await expect(page.getByRole('heading', { name: STANDORT, exact: true })).toBeVisible();
  const mengen = page.getByRole('heading', { name: 'Abfallmengen', exact: true }).locator('..');
  const mengenZeile = mengen.getByRole('row').filter({ hasText: nummerA });
  await expect(mengenZeile).toContainText('17 04 05');
  await expect(mengenZeile).toContainText('1,234');
  const bilanz = page.getByRole('heading', { name: 'Mengenbilanz je Abfallschlüssel und Entsorgungsweg' }).locator('..');
  const bilanzZeile = bilanz.getByRole('row').filter({ hasText: '17 04 05' });
  await expect(bilanzZeile).toContainText('R4');
  await expect(bilanzZeile).toContainText('1,234');
  await page.screenshot({ path: path.join(AUSGABE, 'dokumentation-hafencity.png'), fullPage: true });

  // 6. The site's PDF export arrives by mail link; its pages are rendered to PNG for a person to look at.
  const angefordert = new Date();
  await page.getByRole('button', { name: 'PDF exportieren' }).click();
  const exportDialog = page.getByRole('dialog');
  await exportDialog.getByRole('button', { name: 'Export erstellen' }).click();
  await expect(exportDialog.getByRole('button', { name: 'Herunterladen' })).toBeVisible({ timeout: 60_000 });
  await exportDialog.getByRole('button', { name: 'Schließen' }).click();
  const exportMail = await neuesteMail(page.request, 'inhaber@musterbau.example', 'EXPORT_FERTIG', angefordert);
  expect(exportMail.text).toContain(STANDORT);
  const link = exportMail.links[0] ?? '';
  expect(link).toContain('/statetransition/transition-abgeschlossen?downloadUrl=');
  const pdfDownload = page.waitForEvent('download');
  await page.goto(link);
  const pdfDatei = path.join(AUSGABE, 'export-hafencity.pdf');
  await (await pdfDownload).saveAs(pdfDatei);
  expect(fs.readFileSync(pdfDatei).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  for (const alt of fs.readdirSync(AUSGABE).filter((f) => /^export-hafencity-\d+\.png$/.test(f))) fs.rmSync(path.join(AUSGABE, alt));
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', pdfDatei, path.join(AUSGABE, 'export-hafencity')]);
  const seiten = fs.readdirSync(AUSGABE).filter((f) => /^export-hafencity-\d+\.png$/.test(f));
  expect(seiten.length).toBeGreaterThan(0);
  if (fs.existsSync('/usr/bin/pdftotext')) {
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdfDatei, '-']).toString();
    expect(text).toContain(STANDORT);
    expect(text).toContain(nummerA);
    expect(text).toContain('17 04 05');
  }

  // 7. The producer's Excel export, downloaded and read back: per AVV code the sums match the positions.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Dokumentation' }).click();
  await expect(page.getByRole('heading', { name: 'Dokumentation · Anfallstellen' })).toBeVisible();
  await page.getByRole('button', { name: 'Excel exportieren' }).click();
  const excelDialog = page.getByRole('dialog');
  await excelDialog.getByRole('button', { name: 'Export erstellen' }).click();
  await expect(excelDialog.getByRole('button', { name: 'Herunterladen' })).toBeVisible({ timeout: 60_000 });
  const xlsxDownload = page.waitForEvent('download');
  await excelDialog.getByRole('button', { name: 'Herunterladen' }).click();
  const xlsxDatei = path.join(AUSGABE, 'export-musterbau.xlsx');
  await (await xlsxDownload).saveAs(xlsxDatei);
  const mappe = new ExcelJS.Workbook();
  await mappe.xlsx.readFile(xlsxDatei);
  const uebersicht = mappe.getWorksheet('Übersicht')!;
  expect(uebersicht).toBeDefined();
  const blatt = mappe.getWorksheet(STANDORT.slice(0, 28))!;
  expect(blatt, `Blatt ${STANDORT}`).toBeDefined();
  const kopf = (blatt.getRow(1).values as unknown[]).map(String);
  const spalte = (name: string) => kopf.indexOf(name);
  // The positions of approved receipts, summed per AVV code and unit, as the sheet's sum rows must say.
  const erwartet = new Map<string, number>();
  const summen = new Map<string, number>();
  let inSummen = false;
  let unsereZeile = false;
  // After the receipts' sums the sheet has its own section of all quantities (hand-entered too): not part of this sum.
  let mengenAbschnitt = false;
  blatt.eachRow((row, nr) => {
    if (nr === 1 || mengenAbschnitt) return;
    if ((row.values as unknown[]).some((w) => typeof w === 'string' && w.startsWith('Abfallmengen im Zeitraum'))) {
      mengenAbschnitt = true;
      return;
    }
    const v = (name: string) => row.getCell(spalte(name)).value;
    if (v('Bezeichnung') === 'Summe je Abfallschlüssel (freigegebene Belege)') {
      inSummen = true;
      return;
    }
    const einheit = String(v('Einheit') ?? '');
    // The balance counts positions with quantity and unit; one without an AVV code under "–".
    if (!einheit || v('Menge') === null || v('Menge') === undefined) return;
    const avv = String(v('AVV') || '–');
    const schluessel = `${avv}|${einheit}`;
    const menge = Number(v('Menge'));
    if (inSummen) summen.set(schluessel, menge);
    else if (v('Status') === 'Freigegeben') {
      erwartet.set(schluessel, (erwartet.get(schluessel) ?? 0) + menge);
      if (v('Beleg') === nummerA && avv === '17 04 05') unsereZeile = true;
    }
  });
  expect(unsereZeile, `Position von ${nummerA} im Blatt ${STANDORT}`).toBe(true);
  expect(summen.size).toBeGreaterThan(0);
  expect([...summen.keys()].sort()).toEqual([...erwartet.keys()].sort());
  for (const [schluessel, summe] of summen) expect(summe, schluessel).toBeCloseTo(erwartet.get(schluessel)!, 3);
  expect(summen.get('17 04 05|t')).toBeCloseTo(1.234, 3);
  // The overview repeats each site's sums.
  const uebersichtKopf = (uebersicht.getRow(1).values as unknown[]).map(String);
  const ue = (row: ExcelJS.Row, name: string) => row.getCell(uebersichtKopf.indexOf(name)).value;
  const ueSummen = new Map<string, number>();
  uebersicht.eachRow((row, nr) => {
    if (nr > 1 && ue(row, 'Anfallstelle') === STANDORT)
      ueSummen.set(`${String(ue(row, 'AVV'))}|${String(ue(row, 'Einheit'))}`, Number(ue(row, 'Menge')));
  });
  expect([...ueSummen.keys()].sort()).toEqual([...summen.keys()].sort());
  for (const [schluessel, summe] of summen) expect(ueSummen.get(schluessel), schluessel).toBeCloseTo(summe, 3);
});
