import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

test('Support handelt als Inhaber von Musterbau, sieht seine Aufträge und kehrt zurück', async ({ page }) => {
  await anmelden(page, 'support@abfallportal.example');
  await page.goto('/support/erzeuger');
  await page.getByRole('button', { name: 'Als Benutzer von Musterbau GmbH handeln' }).click();
  // The dialog lists Musterbau's active users, the owner first and marked; staff never appear.
  const dialog = page.getByRole('dialog', { name: 'Als Benutzer von Musterbau GmbH handeln' });
  const benutzer = dialog.getByRole('list', { name: 'Aktive Benutzer von Musterbau GmbH' }).getByRole('listitem');
  await expect(benutzer.first()).toContainText('Max Mustermann');
  await expect(benutzer.first()).toContainText('Inhaber');
  await expect(benutzer.first()).toContainText('inhaber@musterbau.example');
  await expect(benutzer.filter({ hasText: 'nutzer@musterbau.example' })).toHaveCount(1);
  await expect(benutzer.filter({ hasText: 'abfallportal.example' })).toHaveCount(0);
  const dialogAxe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(dialogAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary ?? '').join(', ')}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Als Max Mustermann handeln' }).click();

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
