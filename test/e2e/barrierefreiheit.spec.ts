import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { anmelden, onboardingSchliessen } from './support/anmelden';

/** Serious and critical findings of axe-core (WCAG 2.1 A/AA rules); minor ones are left to review. */
const ernsteVerstoesse = async (page: Page) => {
  const ergebnis = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(ergebnis.passes.length, 'axe-core hat die Seite geprüft').toBeGreaterThan(5);
  return ergebnis.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

test('die Anmeldeseite hat keine ernsten Barrieren', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(await ernsteVerstoesse(page)).toEqual([]);
});

test('Übersicht und Profil haben keine ernsten Barrieren', async ({ page }) => {
  await anmelden(page, 'inhaber@baeckerei-korn.example');
  await onboardingSchliessen(page);
  expect(await ernsteVerstoesse(page)).toEqual([]);
  await page.goto('/profil/passwort');
  await expect(page.getByRole('textbox', { name: 'Aktuelles Passwort' })).toBeVisible();
  expect(await ernsteVerstoesse(page)).toEqual([]);
});
