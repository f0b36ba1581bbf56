import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Cookie, type Page } from '@playwright/test';
import { codeAus, neuesteMail } from './postfach';

export const DEMO_PASSWORT = 'Demo-Passwort-1';

const codeFeld = (page: Page) => page.getByLabel('Sicherheitsschlüssel / Bestätigungscode');

/** Fills the login form and submits it; the page must show /login. */
export const formularAbsenden = async (page: Page, email: string, passwort: string) => {
  await page.getByLabel('E-Mail oder Benutzername').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(passwort);
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB und die Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
};

/**
 * Signs in through the login page. A browser the server does not know yet gets a verification
 * code by mail; it is read from the developer mailbox.
 */
/**
 * The device cookie each account confirmed in an earlier spec, per portal run. A person signs in
 * from the same browser again and again; without this every spec would be a new device, and the
 * demo accounts would hit the server's limit of verification codes per hour (sign-in hardening).
 */
const geraeteDatei = () => path.join(os.tmpdir(), `abfallportal-e2e-geraete-${new URL(process.env.E2E_BASE_URL ?? 'http://x').port}.json`);
const GERAET_COOKIE = 'abfallportal.geraet';

const bekannteGeraete = (): Record<string, Cookie> =>
  fs.existsSync(geraeteDatei()) ? (JSON.parse(fs.readFileSync(geraeteDatei(), 'utf8')) as Record<string, Cookie>) : {};

const geraetMerken = async (page: Page, email: string) => {
  const geraet = (await page.context().cookies()).find((c) => c.name === GERAET_COOKIE);
  if (geraet) fs.writeFileSync(geraeteDatei(), JSON.stringify({ ...bekannteGeraete(), [email.toLowerCase()]: geraet }));
};

/** A fresh portal knows no device yet (globalSetup, after E2E_BASE_URL is set). */
export const geraeteVergessen = () => fs.rmSync(geraeteDatei(), { force: true });

export const anmelden = async (page: Page, email: string, passwort = DEMO_PASSWORT, von = '/login') => {
  const geraet = bekannteGeraete()[email.toLowerCase()];
  const schonGesetzt = (await page.context().cookies()).some((c) => c.name === GERAET_COOKIE);
  if (geraet && !schonGesetzt) await page.context().addCookies([geraet]);
  await page.goto(von);
  const abgeschickt = new Date();
  await formularAbsenden(page, email, passwort);
  const weiter = async () => (await codeFeld(page).isVisible()) || !new URL(page.url()).pathname.startsWith('/login');
  await expect.poll(weiter, { message: 'Codefeld oder Weiterleitung' }).toBe(true);
  if (await codeFeld(page).isVisible()) {
    const mail = await neuesteMail(page.request, email, 'VERIFIZIERUNGSCODE', abgeschickt);
    await codeFeld(page).fill(codeAus(mail));
    await page.getByRole('button', { name: 'Anmelden' }).click();
  }
  await expect(page).not.toHaveURL(/\/login/);
  await geraetMerken(page, email);
};

/**
 * Answers the onboarding modals if they are open ("Später", then "Zum Dashboard"). The second
 * modal opens only after the first answer is saved, so this waits until no modal has shown for
 * a second instead of checking once.
 */
export const onboardingSchliessen = async (page: Page) => {
  const stammdaten = page.getByRole('dialog', { name: 'Stammdaten vervollständigen' });
  const fertig = page.getByRole('dialog', { name: 'Fertig' });
  // The first page after sign-in may take a while on a busy shared machine.
  await expect(page.getByText(/^Guten Tag, /)).toBeVisible({ timeout: 30_000 });
  let ruhigSeit = Date.now();
  const ende = Date.now() + 20_000;
  while (Date.now() - ruhigSeit < 1000) {
    if (Date.now() > ende) throw new Error('Onboarding-Dialoge schließen sich nicht');
    if (await stammdaten.isVisible()) {
      await stammdaten.getByRole('button', { name: 'Später' }).click();
      await expect(stammdaten).toBeHidden();
      ruhigSeit = Date.now();
    } else if (await fertig.isVisible()) {
      await fertig.getByRole('button', { name: 'Zum Dashboard' }).click();
      await expect(fertig).toBeHidden();
      ruhigSeit = Date.now();
    }
    await page.waitForTimeout(100);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** Signs out through the user menu. */
export const abmelden = async (page: Page) => {
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
};
