import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

test('Der Inhaber von Musterbau findet im Archiv abgeschlossene und stornierte Aufträge und frühere Dokumentationsjahre', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await anmelden(page, 'inhaber@musterbau.example');
  await onboardingSchliessen(page);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Archiv' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/archiv$/);
  await expect(page.getByRole('tab', { name: 'Abgeschlossene und stornierte Aufträge' })).toHaveAttribute('aria-selected', 'true');

  // Only finished, cancelled and declined orders; nothing that is still running.
  const zeilen = page.getByRole('row').filter({ hasText: 'V-DEMO' });
  await expect(zeilen.first()).toBeVisible();
  const status = await zeilen.locator('td:nth-child(2)').allTextContents();
  expect(status.length).toBeGreaterThanOrEqual(3);
  for (const s of status) expect(s).toMatch(/abgeschlossen|storniert|abgelehnt/i);
  await page.screenshot({ path: 'test-results/archiv-1366.png', fullPage: true });

  // The search narrows the archive like the order list.
  await page.getByPlaceholder('Suchen').fill('Billbrook');
  await expect(zeilen.filter({ hasNotText: 'Billbrook' })).toHaveCount(0);
  await expect(zeilen.filter({ hasText: 'Billbrook' }).first()).toBeVisible();
  await zeilen.filter({ hasText: 'Billbrook' }).first().click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/auftraege\/[0-9a-f-]{36}$/);
  await page.goBack();

  // Past documentation periods open the documentation of that year.
  await page.getByRole('tab', { name: 'Frühere Dokumentationszeiträume' }).click();
  const vorjahr = String(new Date().getFullYear() - 1);
  const jahre = page.getByRole('list', { name: 'Frühere Dokumentationszeiträume' });
  await expect(jahre.getByRole('link', { name: new RegExp(`^${vorjahr}`) })).toBeVisible();
  await expect(jahre.getByRole('link', { name: new RegExp(`^${new Date().getFullYear()}`) })).toHaveCount(0);
  await page.getByLabel('Jahr suchen').fill('1999');
  await expect(page.getByText('Es gibt keine früheren Dokumentationszeiträume.')).toBeVisible();
  await page.getByLabel('Jahr suchen').fill(vorjahr);
  await jahre.getByRole('link', { name: new RegExp(`^${vorjahr}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dokumentation/standorte\\?jahr=${vorjahr}$`));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page.url().replace(/\/dokumentation\/standorte.*$/, '/archiv'));
  await expect(page.getByText('V-DEMO').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/archiv-390.png', fullPage: true });
});
