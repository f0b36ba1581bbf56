import { expect, test, type Browser, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

const SCREENSHOTS = 'test-results/anfallstellen';
const KONFLIKT = 'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.';

/** The signed-in page's anti-forgery token, as the front end sends it. */
const xsrf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN' || c.name === '__Host-XSRF-TOKEN')?.value ?? '';

/** A second browser window of its own (own cookies): another session of the same person. */
const sitzung = async (browser: Browser, email: string): Promise<Page> => {
  const page = await (await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })).newPage();
  await anmelden(page, email);
  await onboardingSchliessen(page);
  return page;
};

type Stelle = { id: number; erzeugerId: number; name: string; ort: string; version: number };

test('Zwei Sitzungen bearbeiten dieselbe Anfallstelle: die zweite sieht den Konflikt, nichts wird überschrieben', async ({ browser }) => {
  const stempel = Date.now();
  const erste = await sitzung(browser, 'inhaber@musterbau.example');
  const zweite = await sitzung(browser, 'inhaber@musterbau.example');

  const angelegt = await erste.request.post('/api/v1/anfallstelle', {
    headers: { 'X-XSRF-TOKEN': await xsrf(erste) },
    data: { name: `Baustelle Zwei Fenster ${stempel}`, art: 'BAUSTELLE', strasse: 'Große Elbstraße 145', plz: '22767', ort: 'Hamburg' },
  });
  expect(angelegt.status()).toBe(201);
  const stelle = (await angelegt.json()) as Stelle;
  const url = `/erzeuger/${stelle.erzeugerId}/anfallstellen/${stelle.id}`;

  // Both open the edit form of the same version.
  for (const page of [erste, zweite]) {
    await page.goto(url);
    await expect(page.getByLabel('Name *')).toHaveValue(stelle.name);
  }

  // The first changes the name and saves.
  const neuerName = `Baustelle Zwei Fenster ${stempel} (umbenannt)`;
  await erste.getByLabel('Name *').fill(neuerName);
  await erste.getByRole('button', { name: 'Speichern' }).click();
  await expect(erste).toHaveURL(new RegExp(`/erzeuger/${stelle.erzeugerId}/anfallstellen$`));
  await expect(erste.getByRole('row').filter({ hasText: neuerName })).toBeVisible();

  // The second changes another field on the old version: the page says so and offers to reload.
  await zweite.getByLabel('Ort *').fill('Lübeck');
  await zweite.getByRole('button', { name: 'Speichern' }).click();
  const hinweis = zweite.getByRole('alert').filter({ hasText: KONFLIKT });
  await expect(hinweis).toBeVisible();
  await expect(hinweis.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  await expect(zweite).toHaveURL(new RegExp(`${url}$`));
  await zweite.screenshot({ path: `${SCREENSHOTS}/versionskonflikt.png`, fullPage: true });

  // Nothing was overwritten: the stored site has the first one's name and the old place.
  const gespeichert = (await (await zweite.request.get(`/api/v1/anfallstelle/${stelle.id}`)).json()) as Stelle;
  expect(gespeichert).toMatchObject({ name: neuerName, ort: 'Hamburg', version: stelle.version + 1 });

  // Reloading shows the first one's change in the second window.
  await hinweis.getByRole('button', { name: 'Neu laden' }).click();
  await expect(zweite.getByLabel('Name *')).toHaveValue(neuerName);

  await erste.context().close();
  await zweite.context().close();
});
