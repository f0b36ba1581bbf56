import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createDevMailRouter, type DevMail } from './devMailRouter';
import { enqueueMail } from './outbox';

const serve = (router: express.Router): Promise<{ url: string; server: Server }> => {
  const app = express();
  app.use('/api/dev', router);
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        server,
      });
    });
  });
};

const close = (server: Server): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

describe('developer mailbox GET /api/dev/mails', () => {
  let t: TestDatabase;
  let embedded: { url: string; server: Server };
  let deployed: { url: string; server: Server };

  beforeAll(async () => {
    t = await createTestDatabase();
    embedded = await serve(createDevMailRouter({ db: t.db, config: { embedded: true } }));
    deployed = await serve(createDevMailRouter({ db: t.db, config: { embedded: false } }));
    await enqueueMail(t.db, {
      empfaenger: 'Anna@Example.org',
      betreff: 'Erste',
      text: 'eins',
      anlass: 'TEST',
    });
    await t.db.transaction(async (trx) => {
      await enqueueMail(trx, {
        empfaenger: 'bernd@example.org',
        betreff: 'Zweite',
        text: 'zwei',
        anlass: 'TEST',
      });
      await enqueueMail(trx, {
        empfaenger: 'anna@example.org',
        betreff: 'Dritte',
        text: 'Bitte bestätigen: http://localhost:3000/t/abc',
        links: ['http://localhost:3000/t/abc'],
        anlass: 'ANGEBOT_ANGEFORDERT',
      });
    });
  });
  afterAll(async () => {
    await close(embedded.server);
    await close(deployed.server);
    await t.drop();
  });

  const get = async (base: string, query = ''): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${base}/api/dev/mails${query}`);
    return { status: res.status, body: await res.json() };
  };

  it('lists mails newest first with their fields', async () => {
    const { status, body } = await get(embedded.url);
    expect(status).toBe(200);
    const mails = body as DevMail[];
    expect(mails.map((m) => m.betreff)).toEqual(['Dritte', 'Zweite', 'Erste']);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      empfaenger: 'anna@example.org',
      betreff: 'Dritte',
      text: 'Bitte bestätigen: http://localhost:3000/t/abc',
      links: ['http://localhost:3000/t/abc'],
      anlass: 'ANGEBOT_ANGEFORDERT',
      erstelltAm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      gesendetAm: null,
    });
  });

  it('filters by recipient regardless of case and limits the count', async () => {
    const anna = (await get(embedded.url, '?empfaenger=ANNA%40example.ORG')).body as DevMail[];
    expect(anna.map((m) => m.betreff)).toEqual(['Dritte', 'Erste']);
    const one = (await get(embedded.url, '?limit=1')).body as DevMail[];
    expect(one.map((m) => m.betreff)).toEqual(['Dritte']);
  });

  it.each(['0', '501', 'abc', '1.5', ''])('answers 400 with a German message for limit=%s', async (limit) => {
    const { status, body } = await get(embedded.url, `?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'limit muss eine ganze Zahl von 1 bis 500 sein',
    });
  });

  it('does not exist outside the embedded mode', async () => {
    const { status, body } = await get(deployed.url);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Nicht gefunden' });
  });
});
