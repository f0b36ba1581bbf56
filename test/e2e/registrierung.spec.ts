import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { abmelden, anmelden, onboardingSchliessen } from './support/anmelden';
import { neuesteMail } from './support/postfach';

const SCREENSHOTS = 'test-results/registrierung';

/** Sets a password through a mailed link, as a person does. */
const passwortSetzen = async (page: Page, link: string, email: string, passwort: string) => {
  await page.goto(link);
  await expect(page.getByText(`Für ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(passwort);
  await page.getByLabel('Neues Passwort wiederholen').fill(passwort);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert.', { exact: false })).toBeVisible();
};

/** The signed-in page's anti-forgery token, as the front end sends it. */
const xsrf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN' || c.name === '__Host-XSRF-TOKEN')?.value ?? '';

test('Ein neuer Erzeuger registriert sich, der Support gibt ihn frei, der Inhaber lädt eine Benutzerin mit 500 € Grenze ein', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stempel = Date.now();
  const firma = `Dachdeckerei Ziegel ${stempel} GmbH`;
  const inhaberEmail = `inhaber-${stempel}@ziegel.example`;
  const inhaberPasswort = 'Ziegel-Inhaber-7!';
  const nutzerinEmail = `lena-${stempel}@ziegel.example`;
  const nutzerinPasswort = 'Ziegel-Nutzerin-8!';

  // The login page leads to the registration.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Noch kein Zugang? Jetzt registrieren' }).click();
  await expect(page).toHaveURL(/\/registrierung$/);
  await expect(page).toHaveTitle('Registrierung - Abfallportal');
  await expect(page.getByText(/Standard – 49,00\s€ pro Monat/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/leer.png`, fullPage: true });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Nothing filled: every rule speaks German next to its field.
  await page.getByRole('button', { name: 'Jetzt verbindlich bestellen' }).click();
  await expect(page.getByText('Bitte wählen Sie einen Vertrag.')).toBeVisible();
  await expect(page.getByText('Bitte bestätigen Sie die verbindliche Bestellung des gewählten Vertrags.')).toBeVisible();
  await expect(page.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/fehler.png`, fullPage: true });

  await page.getByLabel('Firma').fill(firma);
  await page.getByRole('combobox', { name: 'Branche' }).click();
  await page.getByRole('option', { name: 'Ausbaugewerbe und Handwerk' }).click();
  await page.getByLabel('Registrierter Name').fill(`${firma}, HRB ${stempel % 100000}`);
  await page.getByLabel('Anzahl der Mitarbeiter').fill('12');
  await page.getByRole('radio', { name: /Standard/ }).check();
  await page.getByRole('combobox', { name: 'Anrede' }).click();
  await page.getByRole('option', { name: 'Herr' }).click();
  await page.getByLabel('Vorname').fill('Paul');
  await page.getByLabel('Nachname').fill('Ziegel');
  // A taken address is reported while typing, with the spec's advice.
  const email = page.getByLabel('E-Mail (wird Ihr Benutzername)');
  await email.fill('inhaber@musterbau.example');
  await expect(page.getByText(/Diese E-Mail-Adresse ist bereits vergeben\. Bitte melden Sie sich an/)).toBeVisible();
  await email.fill(inhaberEmail);
  await expect(page.getByText('Diese E-Mail-Adresse ist noch frei.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await page.getByRole('checkbox', { name: /Ich bestelle den Vertrag „Standard“ für 49,00\s€ pro Monat/ }).check();
  await page.screenshot({ path: `${SCREENSHOTS}/ausgefuellt.png`, fullPage: true });
  const registriert = new Date();
  await page.getByRole('button', { name: 'Jetzt verbindlich bestellen' }).click();
  await expect(page).toHaveURL(/\/registrierung-abgeschlossen$/);
  await expect(page.getByText(`Wir haben eine E-Mail an ${inhaberEmail} gesendet.`, { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/abgeschlossen.png`, fullPage: true });

  // The owner sets the password from the mail and signs in (the verification code comes by mail too).
  const mail = await neuesteMail(page.request, inhaberEmail, 'REGISTRIERUNG', registriert);
  await passwortSetzen(page, mail.links[0] ?? '', inhaberEmail, inhaberPasswort);
  await anmelden(page, inhaberEmail, inhaberPasswort);
  await onboardingSchliessen(page);
  const inhaberInfo = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { rolle: string; erzeuger: { id: number } };
  expect(inhaberInfo.rolle).toBe('INHABER');
  const erzeugerId = inhaberInfo.erzeuger.id;
  await abmelden(page);

  // Support approves the new producer.
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.goto('/support/erzeuger');
  await page.getByPlaceholder('Suchen').fill(String(stempel));
  const zeile = page.getByRole('row').filter({ hasText: firma });
  await expect(zeile).toContainText('Nicht freigegeben');
  await zeile.getByRole('button', { name: `${firma} freigeben` }).click();
  await expect(page.getByText(`Der Erzeuger „${firma}“ ist freigegeben.`)).toBeVisible();
  await expect(zeile).not.toContainText('Nicht freigegeben');
  await abmelden(page);

  // The owner invites a user with a 500 € limit and without the order permissions.
  await anmelden(page, inhaberEmail, inhaberPasswort);
  await onboardingSchliessen(page);
  const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
  // Without order and user-management permissions, neither entry shows (the owner has both).
  const nurErlaubteEintraege = async () => {
    await expect(seitenleiste.getByRole('menuitem').first()).toHaveText('Übersicht');
    await expect(seitenleiste.getByRole('menuitem', { name: 'Aufträge' })).toHaveCount(0);
    await expect(seitenleiste.getByRole('menuitem', { name: 'Benutzerverwaltung' })).toHaveCount(0);
  };
  await expect(seitenleiste.getByRole('menuitem', { name: 'Aufträge' })).toBeVisible();
  await seitenleiste.getByRole('menuitem', { name: 'Benutzerverwaltung' }).click();
  await expect(page).toHaveURL(new RegExp(`/erzeuger/${erzeugerId}/verwaltung$`));
  await page.getByRole('link', { name: 'Anlegen' }).click();
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByLabel('E-Mail').fill(nutzerinEmail);
  await page.getByLabel('Bestellwertgrenze').fill('500');
  await page.getByRole('checkbox', { name: 'Aufträge ansehen' }).uncheck();
  await page.getByRole('checkbox', { name: 'Aufträge erteilen' }).uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/verwaltung\/\d+$/);
  const eingeladen = new Date();
  await page.getByRole('button', { name: 'Zugangsdaten senden' }).click();
  await expect(page.getByText(`Die Zugangsdaten wurden an ${nutzerinEmail} gesendet.`)).toBeVisible();
  const einladung = await neuesteMail(page.request, nutzerinEmail, 'EINLADUNG', eingeladen);
  await abmelden(page);

  // She sets her password, signs in and sees only what her permissions allow.
  await passwortSetzen(page, einladung.links[0] ?? '', nutzerinEmail, nutzerinPasswort);
  await anmelden(page, nutzerinEmail, nutzerinPasswort);
  await onboardingSchliessen(page);
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { bestellwertGrenze: number; rolle: string };
  expect(info).toMatchObject({ bestellwertGrenze: 500, rolle: 'BENUTZER' });
  await nurErlaubteEintraege();
  await abmelden(page);

  // Support finds the producer, picks her in the dialog of its row and ends the mode with the banner's button.
  await anmelden(page, 'support@abfallportal.example');
  await onboardingSchliessen(page);
  await page.goto('/support/erzeuger');
  await page.getByPlaceholder('Suchen').fill(String(stempel));
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Als Benutzer von ${firma} handeln` }).click();
  const auswahl = page.getByRole('dialog', { name: `Als Benutzer von ${firma} handeln` });
  const personen = auswahl.getByRole('listitem');
  await expect(personen).toHaveCount(2);
  await expect(personen.first()).toContainText('Paul Ziegel');
  await expect(personen.first()).toContainText('Inhaber');
  await expect(personen.nth(1)).toContainText(nutzerinEmail);
  await auswahl.getByRole('button', { name: 'Als Lena Neumann handeln' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Sie handeln als' });
  await expect(banner).toContainText(`Sie handeln als Lena Neumann (${firma})`);
  await onboardingSchliessen(page);
  await nurErlaubteEintraege();
  await banner.getByRole('button', { name: 'Zurück zu meinem Konto' }).click();
  await expect(page).toHaveURL(/\/support/);
  await expect(page.getByText('Sie handeln als')).toHaveCount(0);
  const zurueck = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { rolle: string; isAlias: boolean };
  expect(zurueck).toMatchObject({ rolle: 'SUPPORT', isAlias: false });
});

/** A 1×1 PNG, enough for the server to decode and re-encode. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('Die Administration legt einen Erzeuger mit Logo an, führt eine Doppel-Registrierung in ihn zusammen und bearbeitet ihn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stempel = Date.now();
  const ziel = `Zielfirma ${stempel} GmbH`;
  const doppelt = `Doppelt ${stempel} GmbH`;

  // A duplicate registers itself (the public call, with the anti-forgery token like the page sends it).
  await page.request.get('/api/v1/benutzer/info');
  const vertraege = (await (await page.request.get('/api/v1/erzeuger-registration/vertraege')).json()) as { id: number }[];
  const branchen = (await (await page.request.get('/api/v1/erzeuger-registration/branchen')).json()) as { id: number }[];
  const registriert = await page.request.post('/api/v1/erzeuger-registration', {
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
    data: {
      firma: doppelt,
      brancheId: branchen[0]!.id,
      registrierterName: doppelt,
      mitarbeiterzahl: 3,
      vertragId: vertraege[0]!.id,
      vorname: 'Dora',
      nachname: 'Doppelt',
      email: `dora-${stempel}@doppelt.example`,
      agbAkzeptiert: true,
      verbindlichBestellt: true,
    },
  });
  expect(registriert.status()).toBe(201);

  await anmelden(page, 'admin@abfallportal.example');
  await onboardingSchliessen(page);
  await page.goto('/support/erzeuger');
  await page.getByRole('link', { name: 'Erzeuger anlegen' }).click();
  await expect(page).toHaveURL(/\/support\/erzeuger\/neu$/);
  await page.getByLabel('Name', { exact: true }).fill(ziel);
  await page.getByLabel('Postleitzahl', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Keine valide Postleitzahl')).toBeVisible();
  await page.getByLabel('Postleitzahl', { exact: true }).fill('20457');
  await page.getByLabel('Ort', { exact: true }).fill('Hamburg');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.screenshot({ path: `${SCREENSHOTS}/support-anlegen.png`, fullPage: true });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/support\/erzeuger$/);

  // The unapproved duplicate goes into the new producer.
  await page.getByPlaceholder('Suchen').fill(String(stempel));
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: `${doppelt} zusammenführen` }).click();
  const dialog = page.getByRole('dialog', { name: `${doppelt} zusammenführen` });
  await dialog.getByLabel('Erhalten bleibt').fill(ziel);
  await page.getByRole('option', { name: ziel }).click();
  await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(page.getByText(`„${doppelt}“ wurde mit „${ziel}“ zusammengeführt.`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  const zeile = page.getByRole('row').filter({ hasText: ziel });
  // Dora, the duplicate's owner, is now a user of the kept producer.
  await expect(zeile.getByRole('cell').nth(6)).toHaveText('1');

  await page.getByRole('link', { name: `${ziel} bearbeiten` }).click();
  await expect(page).toHaveURL(/\/support\/erzeuger\/\d+$/);
  await expect(page.getByRole('img', { name: 'Logo (JPEG oder PNG, höchstens 20 MB)' })).toBeVisible();
  // Dora has not set a password yet: she is invited.
  await page.getByRole('button', { name: 'Alle Benutzer einladen' }).click();
  await expect(page.getByText('Eine Einladung wurde versendet.')).toBeVisible();
  await page.getByLabel('Ort', { exact: true }).fill('Altona');
  await page.getByRole('button', { name: 'Speichern' }).click();
  // Back on the list, which keeps the search it had before the edit.
  await expect(page).toHaveURL(/\/support\/erzeuger(\?.*)?$/);
  await expect(page.getByRole('row').filter({ hasText: ziel })).toContainText('Altona');
});
