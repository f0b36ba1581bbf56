import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

test('Support handelt als Inhaber von Musterbau, sieht seine Aufträge und kehrt zurück', async ({ page }) => {
  await anmelden(page, 'support@abfallportal.example');
  await page.goto('/support/erzeuger');
  await page.getByRole('button', { name: 'Als Inhaber von Musterbau GmbH handeln' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // The owner's dashboard may open his onboarding modals (whether depends on earlier specs); they hide the page behind them.
  await onboardingSchliessen(page);
  const banner = page.getByRole('status').filter({ hasText: 'Sie handeln als' });
  // The support account's first name may have been changed by the profile spec; the surname stays.
  await expect(banner).toHaveText(/Sie handeln als Max Mustermann \(Musterbau GmbH\) – angemeldet als \S+ Support/);
  const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { email: string; isAlias: boolean };
  expect(info).toMatchObject({ email: 'inhaber@musterbau.example', isAlias: true });

  // The owner's screens: his sidebar and his orders.
  const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await seitenleiste.getByRole('menuitem', { name: 'Aufträge' }).click();
  await expect(page).toHaveURL(/\/erzeuger\/\d+\/auftraege/);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'V-DEMO-001' })).toContainText('Baustelle Hafencity Quartier 4');

  await expect(banner.getByRole('button', { name: 'Zurück zu meinem Konto' })).toBeInViewport();
  const axe = await new AxeBuilder({ page }).include('[role="status"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary ?? '').join(', ')}`)).toEqual([]);
  await banner.getByRole('button', { name: 'Zurück zu meinem Konto' }).click();
  await expect(page).toHaveURL(/\/support/);
  await expect(page.getByText('Sie handeln als')).toHaveCount(0);
  const zurueck = (await (await page.request.get('/api/v1/benutzer/info')).json()) as { rolle: string; isAlias: boolean };
  expect(zurueck).toMatchObject({ rolle: 'SUPPORT', isAlias: false });
});
