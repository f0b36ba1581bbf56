import { exporteNachholen } from '../exporte';
import { createTestApp, type TestApp } from '../testing/testApp';
import { loadDemoAuftraege } from './demoAuftraege';
import { loadDemoExport } from './demoExport';

/** Issue 20, "Demo data": after `make start`, Musterbau's export is ready in the developer mailbox. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
  await t.aufholen(['dokumentation', 'belege']);
}, 120_000);
afterAll(() => t.close());

it('asks for Musterbau’s PDF once; the worker’s first sweep builds it and mails the owner the link', async () => {
  const erst = await loadDemoExport(t.db, t.uhr.jetzt);
  expect(erst.neu).toBe(true);
  // A restart asks nothing new.
  expect(await loadDemoExport(t.db, t.uhr.jetzt)).toEqual({ id: erst.id, neu: false });

  const deps = { db: t.db, files: t.deps.files, publicUrl: t.deps.config.publicUrl, jetzt: () => t.uhr.jetzt };
  expect(await exporteNachholen(deps)).toBe(1);
  expect(await t.db('export_auftrag').where({ id: erst.id }).first('status', 'art')).toEqual({
    status: 'FERTIG',
    art: 'PDF_ALLE_STANDORTE',
  });
  const mail = (await t.db('mail_outbox').where({ empfaenger: 'inhaber@musterbau.example', anlass: 'EXPORT_FERTIG' }).first()) as
    { text: string } | undefined;
  expect(mail?.text).toContain(encodeURIComponent(`/api/v1/exporter/${erst.id}/download`));
});
