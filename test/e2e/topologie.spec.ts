import { expect, test } from '@playwright/test';
import knex from 'knex';
import { starteTopologie, type Topologie } from './support/topologie';

const EMAIL = 'inhaber@musterbau.example';
const PASSWORT = 'Demo-Passwort-1';

/**
 * The topology of docker-compose.yml without Docker (docs/operations.md): nginx with TLS, two
 * API processes, projector and worker against one PostgreSQL.
 */
test.describe('Betriebstopologie hinter nginx', () => {
  test.describe.configure({ timeout: 300_000 });
  let topo: Topologie;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    topo = await starteTopologie();
  });
  test.afterAll(async () => {
    await topo?.stop();
  });
  test.use({ ignoreHTTPSErrors: true });

  test('Anmeldung über https, Sitzung auf dem anderen API-Prozess, echte Client-Adresse, Mail vom Worker', async ({ page }) => {
    const db = knex({ client: 'pg', connection: topo.datenbankUrl });
    try {
      // A wrong password with a forged X-Forwarded-For: the limiter must count the address nginx saw.
      await page.goto(`${topo.baseUrl}/login`);
      await page.getByLabel('E-Mail oder Benutzername').fill(EMAIL);
      await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Falsch-1!');
      await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
      await page.route('**/api/login**', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': '203.0.113.77' } }),
      );
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByText('E-Mail-Adresse/Benutzername oder Passwort ist falsch.')).toBeVisible();
      const schluessel = (await db('login_rate_limit').select('key')).map((r: { key: string }) => r.key);
      expect(schluessel).toContain('adresse:127.0.0.1');
      expect(schluessel.some((k) => k.includes('203.0.113.77'))).toBe(false);
      await page.unroute('**/api/login**');

      // Sign in: the code mail is written by the API into the outbox and sent by the worker.
      await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORT);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByLabel('Sicherheitsschlüssel / Bestätigungscode')).toBeVisible();
      // The demo data also mails this user (an approval request, issue 18): look for the code mail.
      const codeMails = () =>
        topo.mails.filter((m) => m.an === EMAIL && /\b\d{6}\b/.test(m.text.replace(/=\r?\n/g, '')) && /code/i.test(m.text));
      // The worker may first send the demo data's mails (orders, offers, reminders) on a busy machine.
      await expect.poll(() => codeMails().length, { timeout: 90_000 }).toBeGreaterThan(0);
      const mail = codeMails().pop()?.text ?? '';
      const code = /\b(\d{6})\b/.exec(mail.replace(/=\r?\n/g, ''))?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const gesendet = await db('mail_outbox').where({ empfaenger: EMAIL }).whereNotNull('gesendet_am').first('id');
      expect(gesendet).toBeDefined();
      await page.getByLabel('Sicherheitsschlüssel / Bestätigungscode').fill(code);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).not.toHaveURL(/\/login/);

      // The secure session cookie came through (https behind the proxy).
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'abfallportal.sid')?.secure).toBe(true);
      expect(cookies.find((c) => c.name === '__Host-XSRF-TOKEN')).toBeDefined();

      // The session lives in PostgreSQL: with the first API process gone, the second serves it.
      await topo.apiStoppen(0);
      for (let i = 0; i < 3; i += 1) {
        const info = await page.request.get(`${topo.baseUrl}/api/v1/benutzer/info`);
        expect(info.status()).toBe(200);
        expect((await info.json()).email).toBe(EMAIL);
      }
      await page.reload();
      await expect(page).not.toHaveURL(/\/login/);
    } finally {
      await db.destroy();
    }
  });
});
