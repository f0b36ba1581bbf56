import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

const benutzerMenue = (page: Page) => page.getByRole('button', { name: 'Profil' }).click();

test('Support sieht das Portal aus der Sicht von Musterbau: Seitenleiste und Aufträge des Erzeugers, dann zurück', async ({ page }) => {
  await anmelden(page, 'support@abfallportal.example');
  await page.goto('/support/erzeuger');
  await benutzerMenue(page);
  await page.getByRole('menuitem', { name: 'Sicht eines Erzeugers…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Das Portal aus der Sicht eines Erzeugers sehen' });
  await expect(dialog.getByRole('button', { name: 'Sicht übernehmen' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Erzeuger' }).fill('Muster');
  await page.getByRole('option', { name: 'Musterbau GmbH' }).click();
  await dialog.getByRole('button', { name: 'Sicht übernehmen' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await onboardingSchliessen(page);
  const banner = page.getByRole('status').filter({ hasText: 'Sie sehen das Portal aus der Sicht von Musterbau GmbH.' });
  await expect(banner).toBeVisible();
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as {
    rolle: string;
    isAlias: boolean;
    erzeuger: { name: string };
  };
  expect(info).toMatchObject({ rolle: 'SUPPORT', isAlias: false, erzeuger: { name: 'Musterbau GmbH' } });

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Aufträge', exact: true }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/auftraege/);
  await expect(page.getByRole('row').filter({ hasText: 'V-DEMO-001' })).toBeVisible();
  await page.screenshot({ path: 'test-results/perspektive-auftraege.png' });

  await banner.getByRole('button', { name: 'Sicht verlassen' }).click();
  await expect(page).toHaveURL(/\/support/);
  await expect(page.getByText('Sie sehen das Portal aus der Sicht von')).toHaveCount(0);
});

test('Administration gibt dem Support-Konto einen Standard-Mandanten; seine nächste Anmeldung beginnt in dieser Sicht', async ({
  browser,
}) => {
  // Two sign-ins and two saves.
  test.setTimeout(180_000);
  const admin = await browser.newPage();
  await anmelden(admin, 'admin@abfallportal.example');
  await onboardingSchliessen(admin);
  await admin.goto('/admin/benutzerverwaltung');
  await admin.getByRole('row').filter({ hasText: 'support@abfallportal.example' }).first().click();
  const feld = admin.getByRole('combobox', { name: 'Standard-Mandant' });
  const setzen = async (name: string | null) => {
    await feld.click();
    if (name === null) {
      await feld.fill('');
    } else {
      await feld.fill(name.slice(0, 6));
      await admin.getByRole('option', { name }).click();
    }
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await expect(admin.getByText('Gespeichert.')).toBeVisible();
    await expect(admin.getByText('Es gibt noch keine Änderungen zum Speichern.')).toBeVisible();
  };
  await setzen('Musterbau GmbH');
  try {
    const support = await browser.newPage();
    await anmelden(support, 'support@abfallportal.example');
    await expect(support.getByRole('status').filter({ hasText: 'Sie sehen das Portal aus der Sicht von Musterbau GmbH.' })).toBeVisible();
    await support.close();
  } finally {
    await admin.reload();
    await expect(feld).toHaveValue('Musterbau GmbH', { timeout: 30_000 });
    await setzen(null);
    const konto = (await (
      await admin.request.get('/api/v1/benutzer/admins?filter=%7B%22q%22%3A%22support%40abfallportal%22%7D')
    ).json()) as {
      email: string;
      standardErzeuger: unknown;
    }[];
    expect(konto.find((k) => k.email === 'support@abfallportal.example')?.standardErzeuger).toBeNull();
  }
});

test('Support öffnet in der Sicht von Musterbau die Dokumentation und die Leistungsnummern: jede Anfrage wird beantwortet', async ({
  page,
}) => {
  // Issue 28: the guard let staff open these producer pages, the server refused their calls (403, an empty page).
  const verweigert: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) verweigert.push(r.url());
  });
  await anmelden(page, 'support@abfallportal.example');
  await page.goto('/support/erzeuger');
  await benutzerMenue(page);
  await page.getByRole('menuitem', { name: 'Sicht eines Erzeugers…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Das Portal aus der Sicht eines Erzeugers sehen' });
  await dialog.getByRole('combobox', { name: 'Erzeuger' }).fill('Muster');
  await page.getByRole('option', { name: 'Musterbau GmbH' }).click();
  await dialog.getByRole('button', { name: 'Sicht übernehmen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await onboardingSchliessen(page);

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Dokumentation' }).click();
  await expect(page.getByRole('heading', { name: 'Dokumentation · Anfallstellen' })).toBeVisible();
  await page.getByText('Baustelle Hafencity Quartier 4').click();
  await expect(page.getByRole('heading', { name: 'Baustelle Hafencity Quartier 4', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Abfallmengen', exact: true })).toBeVisible();

  const erzeugerId = /\/erzeuger\/(\d+)\//.exec(page.url())![1];
  await page.goto(`/erzeuger/${erzeugerId}/leistungsnummer`);
  await expect(page.getByRole('heading', { name: 'Leistungsnummern' }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(`/erzeuger/${erzeugerId}/auftraege/neu`);
  await expect(page.getByLabel('Anfallstelle')).toBeVisible();
  expect(verweigert).toEqual([]);
  await page.getByRole('status').getByRole('button', { name: 'Sicht verlassen' }).click();
  await expect(page).toHaveURL(/\/support/);
});

test('Der Inhaber öffnet Seiten des Supports per Adresse und landet auf seiner Übersicht, nie auf einer leeren Seite', async ({ page }) => {
  // Spec § 6: a failed plain permission guard redirects to the dashboard (issue 28: /support/entsorger).
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  for (const ziel of ['/support/entsorger', '/support/entsorger/1', '/support/erzeuger', '/stammdaten', '/admin/benutzerverwaltung']) {
    await page.goto(ziel);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Guten Tag, Max Mustermann', level: 1 })).toBeVisible();
  }
});
