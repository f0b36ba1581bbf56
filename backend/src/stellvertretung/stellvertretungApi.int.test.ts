import type { AuftragHistorieEintrag, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { StellvertretungProtokollEintrag } from '@abfallportal/common/stellvertretungWire';
import { demoBestellung } from '../auftraege';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

const INHABER = 'inhaber@musterbau.example';
const RUN_AS = '/api/v1/session/runAsBenutzer';

const sitzungsId = (b: Browser): string | undefined =>
  (b.agent as unknown as { jar: { getCookie: (n: string, a: object) => { value: string } | undefined } }).jar.getCookie(
    'abfallportal.sid',
    { domain: '127.0.0.1', path: '/', secure: false, script: false },
  )?.value;

describe('acting on behalf: run as a producer user and assume a producer perspective', () => {
  let t: TestApp;
  let musterbau: number;
  beforeAll(async () => {
    t = await createTestApp();
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  it('lets support run as the Musterbau owner, place an order on his behalf and come back', async () => {
    const support = await anmelden(t, 'support@abfallportal.example');
    const vorher = sitzungsId(support);
    const start = await support.put(`${RUN_AS}/${encodeURIComponent(' Inhaber@Musterbau.example ')}?mandantId=${musterbau}`);
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ email: INHABER, isAlias: true, aliasVon: { name: 'Stefan Support' }, erzeuger: { id: musterbau } });
    expect(sitzungsId(support)).not.toBe(vorher);
    const info = (await support.get('/api/v1/benutzer/info')).body as BenutzerInfo;
    expect(info).toMatchObject({ vorname: 'Max', nachname: 'Mustermann', isAlias: true, aliasVon: { name: 'Stefan Support' } });

    const bestellung = await support.post('/api/v1/auftrag', await demoBestellung(t.db));
    expect(bestellung.status).toBe(201);
    const auftragId = (bestellung.body as { id: string }).id;
    const liste = await support.get('/api/v1/auftrag');
    expect(liste.status).toBe(200);
    expect((liste.body as AuftragListeEintrag[]).map((a) => a.id)).toContain(auftragId);
    // The owner's list: Musterbau's orders (the demo world has orders of no other producer).
    const musterbauAuftraege = (await t.db('auftrag_uebersicht').where({ erzeuger_id: musterbau }).count({ n: '*' })) as { n: number }[];
    expect(liste.headers['content-range']).toMatch(new RegExp(`/${musterbauAuftraege[0]!.n}$`));

    const metadaten = (await t.eventStore.readStream(`auftrag-${auftragId}`)).map((e) => ({ metadata: e.metadata }));
    const inhaberId = await idVon(t.db, 'benutzer', { email: INHABER });
    const supportId = await idVon(t.db, 'benutzer', { email: 'support@abfallportal.example' });
    expect(metadaten.length).toBeGreaterThan(0);
    expect(metadaten.map((e) => e.metadata)).toEqual(
      metadaten.map(() => expect.objectContaining({ actorId: String(inhaberId), actingAsId: String(supportId) })),
    );
    const historie = (await support.get(`/api/v1/auftrag/${auftragId}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie[0]).toMatchObject({ akteur: 'Max Mustermann', handeltAls: 'Stefan Support' });

    const mitten = sitzungsId(support);
    const ende = await support.put(`${RUN_AS}/`);
    expect(ende.status).toBe(200);
    expect(ende.body).toMatchObject({ email: 'support@abfallportal.example', isAlias: false, aliasVon: null, erzeuger: null });
    expect(sitzungsId(support)).not.toBe(mitten);
    expect((await support.get('/api/v1/benutzer/info')).body).toMatchObject({ rolle: 'SUPPORT', isAlias: false });

    const protokoll = await support.get(
      `/api/v1/session/protokoll?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: musterbau }))}`,
    );
    expect(protokoll.status).toBe(200);
    expect(
      (protokoll.body as StellvertretungProtokollEintrag[]).map((p) => [p.aktion, p.echterBenutzer.name, p.effektiverBenutzer?.name]),
    ).toEqual([
      ['RUN_AS_ENDE', 'Stefan Support', 'Max Mustermann'],
      ['RUN_AS_START', 'Stefan Support', 'Max Mustermann'],
    ]);
  });

  it('refuses running as a staff account, an inactive user or a user of another producer', async () => {
    const support = await anmelden(t, 'support@abfallportal.example');
    expect((await support.put(`${RUN_AS}/admin@abfallportal.example`)).status).toBe(403);
    const korn = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    expect((await support.put(`${RUN_AS}/${INHABER}?mandantId=${korn}`)).status).toBe(400);
    await t.db('benutzer').where({ email: 'nutzer@musterbau.example' }).update({ aktiv: false });
    expect((await support.put(`${RUN_AS}/nutzer@musterbau.example`)).status).toBe(400);
    await t.db('benutzer').where({ email: 'nutzer@musterbau.example' }).update({ aktiv: true });
    expect((await support.put(`${RUN_AS}/niemand@example.org`)).status).toBe(404);
    expect((await support.get('/api/v1/benutzer/info')).body).toMatchObject({ rolle: 'SUPPORT', isAlias: false });
    expect(
      await t
        .db('stellvertretung_protokoll')
        .whereIn(
          'effektiver_benutzer_id',
          t.db('benutzer').select('id').whereIn('email', ['admin@abfallportal.example', 'nutzer@musterbau.example']),
        )
        .count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });

  it('gives a producer user 403 on all three calls and leaves the session as it was', async () => {
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    const sid = sitzungsId(korn);
    const zeilen = await t.db('stellvertretung_protokoll').count({ n: '*' });
    expect((await korn.put(`${RUN_AS}/${INHABER}?mandantId=${musterbau}`)).status).toBe(403);
    expect((await korn.put(`${RUN_AS}/`)).status).toBe(403);
    expect((await korn.put(`/api/v1/session/assumeMandantPerspective/${musterbau}`)).status).toBe(403);
    expect((await korn.get('/api/v1/session/protokoll')).status).toBe(403);
    expect(sitzungsId(korn)).toBe(sid);
    expect((await korn.get('/api/v1/benutzer/info')).body).toMatchObject({
      email: 'inhaber@baeckerei-korn.example',
      isAlias: false,
      erzeuger: { name: 'Bäckerei Korn KG' },
    });
    expect(await t.db('stellvertretung_protokoll').count({ n: '*' })).toEqual(zeilen);
  });

  it('lets staff view a producer as that producer and end the perspective', async () => {
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const an = await admin.put(`/api/v1/session/assumeMandantPerspective/${musterbau}`);
    expect(an.status).toBe(200);
    expect(an.body).toMatchObject({ rolle: 'ADMIN', isAlias: false, erzeuger: { id: musterbau, name: 'Musterbau GmbH' } });
    expect((await admin.get('/api/v1/benutzer/info')).body).toMatchObject({ erzeuger: { id: musterbau } });
    expect((await admin.put('/api/v1/session/assumeMandantPerspective/999999')).status).toBe(404);
    const aus = await admin.agent.delete('/api/v1/session/assumeMandantPerspective').set('X-XSRF-TOKEN', admin.xsrf);
    expect(aus.status).toBe(200);
    expect(aus.body).toMatchObject({ rolle: 'ADMIN', erzeuger: null });
    const adminId = await idVon(t.db, 'benutzer', { email: 'admin@abfallportal.example' });
    const protokoll = await admin.get(`/api/v1/session/protokoll?filter=${encodeURIComponent(JSON.stringify({ benutzerId: adminId }))}`);
    expect((protokoll.body as StellvertretungProtokollEintrag[]).map((p) => [p.aktion, p.erzeuger?.name])).toEqual([
      ['PERSPEKTIVE_ENDE', 'Musterbau GmbH'],
      ['PERSPEKTIVE_START', 'Musterbau GmbH'],
    ]);
  });
});
