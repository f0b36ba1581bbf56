import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TimeAndPlaceOptionen } from '@abfallportal/common/auftragWire';
import { tageSpaeter } from '@abfallportal/common/kalendertag';
import { anmelden, onboardingSchliessen } from './support/anmelden';
import type { DevMail } from './support/postfach';

const ENTSORGER_MAIL = 'dispo@entsorgung-nord.example';

const anzeige = (iso: string) => iso.split('-').reverse().join('.');

/** Types a date into the German date picker (its sections take the digits dd MM yyyy in turn). */
const datumEingeben = async (page: Page, label: RegExp, iso: string) => {
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(anzeige(iso).replaceAll('.', ''));
};

/** The order mails to the disposer about one order, from the developer mailbox. */
const bestellMails = async (request: APIRequestContext, vorgangsnummer: string): Promise<DevMail[]> => {
  const response = await request.get('/api/dev/mails', { params: { empfaenger: ENTSORGER_MAIL, limit: 50 } });
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as DevMail[];
  return mails.filter((m) => m.anlass === 'BESTELLUNG' && m.betreff.includes(vorgangsnummer));
};

test('Bestellung über den Assistenten, Annahme mit anderem Liefertermin per E-Mail-Link, Verlauf', async ({ page, browser }) => {
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { erzeuger: { id: number } };
  const optionen = (await (
    await page.request.get('/api/v1/auftrag/timeAndPlace', { params: { erzeugerId: info.erzeuger.id } })
  ).json()) as TimeAndPlaceOptionen;
  const wunsch = optionen.fruehesterLiefertermin;
  const neuerTermin = tageSpaeter(wunsch, 3);

  // The list, then the wizard.
  await page.getByRole('menuitem', { name: 'Aufträge' }).click();
  await expect(page).toHaveURL(new RegExp(`/erzeuger/${info.erzeuger.id}/auftraege`));
  await expect(page).toHaveTitle('Aufträge - Abfallportal');
  await page.getByRole('link', { name: 'Neuer Auftrag' }).click();

  // Step 1: nothing chosen yet, so 'Weiter' names what is missing.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte eine Anfallstelle wählen.')).toBeVisible();
  await page.getByRole('combobox', { name: /Anfallstelle/ }).click();
  await page.getByRole('option', { name: /Baustelle Hafencity Quartier 4/ }).click();
  await datumEingeben(page, /Wunschliefertermin/, wunsch);
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 2: mixed construction waste needs a reason.
  await page.getByRole('combobox', { name: /Fraktion/ }).click();
  await page.getByRole('option', { name: 'Baumischabfall', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /Abfallschlüssel/ })).toContainText('17 09 04');
  await page.getByRole('combobox', { name: /Behälter/ }).click();
  await page.getByRole('option', { name: 'Absetzmulde 7 m³' }).click();
  await page.getByLabel('Anzahl').fill('2');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Gemischte Abfälle brauchen eine Begründung.')).toBeVisible();
  await page.getByLabel(/Begründung für gemischte Abfälle/).fill('Kein Platz für getrennte Behälter.');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 3: the disposer with its price, excluding VAT.
  await page.getByRole('radio', { name: /Entsorgung Nord GmbH/ }).check();
  await expect(page.getByText('Preise zzgl. MwSt., Abrechnung nach tatsächlicher Menge')).toBeVisible();
  await expect(page.getByText(/Geschätzte Summe für 2 Behälter \(netto\)/)).toBeVisible();
  await page.getByLabel('Kommentar').fill('Zufahrt über Tor 2.');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 4: the review of everything before the order is sent; 'Ändern' leads back to a step.
  const pruefen = page.getByRole('region', { name: 'Wertstoff und Menge' });
  await expect(pruefen).toContainText('Absetzmulde 7 m³ × 2');
  await expect(pruefen).toContainText('17 09 04');
  await expect(page.getByRole('region', { name: 'Zeit und Ort' })).toContainText(anzeige(wunsch));
  const pruefDetails = page.getByRole('region', { name: 'Details' });
  await expect(pruefDetails).toContainText('Entsorgung Nord GmbH');
  await expect(pruefDetails).toContainText(/Geschätzte Summe für 2 Behälter \(netto\)/);
  await page.getByRole('button', { name: 'Details ändern' }).click();
  await expect(page.getByLabel('Kommentar')).toHaveValue('Zufahrt über Tor 2.');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(pruefDetails).toContainText('Zufahrt über Tor 2.');
  // The review at desktop and phone width, looked at before this step was called done.
  for (const [breite, hoehe] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: breite, height: hoehe });
    await page.screenshot({ path: `/tmp/shots/wizard-pruefen-${breite}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  // A double click places one order: the button locks and the idempotency key repeats.
  await page.getByRole('button', { name: 'Bestellen' }).dblclick();

  // Details of the new order.
  await expect(page).toHaveURL(/\/auftraege\/[0-9a-f-]{36}$/);
  const ueberschrift = page.getByRole('heading', { level: 1, name: /^Auftrag V-/ });
  await expect(ueberschrift).toBeVisible();
  const vorgangsnummer = ((await ueberschrift.textContent()) ?? '').replace('Auftrag ', '').trim();
  const details = page.url();
  const verlauf = page.getByRole('region', { name: 'Verlauf' });
  await expect(verlauf.getByRole('row')).toHaveCount(2);
  await expect(verlauf.getByText(`Bestellung aufgegeben: 2 × Absetzmulde 7 m³ zum ${anzeige(wunsch)}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Allgemein' }).getByText('Bestellt', { exact: true })).toBeVisible();

  // The list shows the order as ordered.
  await page.getByRole('link', { name: 'Aufträge' }).first().click();
  const zeile = page.getByRole('row').filter({ hasText: vorgangsnummer });
  await expect(zeile).toContainText('Bestellt');
  await expect(zeile).toContainText('Absetzmulde 7 m³ × 2');

  // The disposer got one order mail with its three answer links.
  await expect.poll(async () => (await bestellMails(page.request, vorgangsnummer)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await bestellMails(page.request, vorgangsnummer);
  const link = mail?.links.find((l) => l.includes('/statetransition/bestellungAnnehmenAenderungLiefertermin/')) ?? '';
  expect(link).not.toBe('');

  // The disposer answers without an account, in a browser of its own.
  const entsorger = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const seite = await entsorger.newPage();
  await seite.goto(link);
  await expect(seite.getByText(vorgangsnummer)).toBeVisible();
  await expect(seite.getByText('Musterbau GmbH')).toBeVisible();
  await expect(seite.getByText('Absetzmulde 7 m³ × 2')).toBeVisible();
  const annehmen = seite.getByRole('button', { name: /annehmen/i });
  await annehmen.click();
  await expect(seite.getByText('Bitte ein Datum wählen.')).toBeVisible();
  await datumEingeben(seite, /Neuer Liefertermin/, neuerTermin);
  await annehmen.click();
  await expect(seite).toHaveURL(/\/statetransition\/transition-abgeschlossen$/);
  await expect(seite.getByText('Vielen Dank, Ihre Antwort wurde gespeichert.')).toBeVisible();

  // The same link again: used, no form; the page says what was answered (issue 19).
  await seite.goto(link);
  await expect(seite.getByRole('alert')).toHaveText(
    new RegExp(
      `^Dieser Link wurde bereits verwendet: Am \\d{2}\\.\\d{2}\\.\\d{4} um \\d{2}:\\d{2} Uhr wurde die Bestellung mit dem neuen Liefertermin ${anzeige(neuerTermin).replace(/\./g, '\\.')} angenommen\\.$`,
    ),
  );
  await expect(seite.getByRole('button')).toHaveCount(0);
  await entsorger.close();

  // The producer sees the confirmed date in the list, the details and the history.
  await page.reload();
  await expect(zeile).toContainText('Bestätigt mit geändertem Liefertermin');
  await expect(zeile).toContainText(anzeige(neuerTermin));
  // From the list, as a user goes: the row opens the whole record, not the list's summary of it.
  await zeile.click();
  await expect(page).toHaveURL(details);
  await expect(page.getByRole('region', { name: 'Allgemein' })).toContainText(anzeige(neuerTermin));
  await expect(verlauf.getByRole('row')).toHaveCount(3);
  const antwort = verlauf.getByRole('row').nth(2);
  await expect(antwort).toContainText('Entsorgung Nord GmbH');
  await expect(antwort).toContainText(anzeige(neuerTermin));
  await expect(antwort).toContainText('Bestätigt mit geändertem Liefertermin');
});
