import { ABFALLMENGE_MELDUNGEN, type Abfallmenge } from '@abfallportal/common/abfallmenge';
import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import {
  BELEG_SUCHE_MELDUNG,
  type BelegNachNummer,
  type DokumentationAusnahme,
  type DokumentationGruppe,
} from '@abfallportal/common/dokumentationSuche';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { loadGruppen } from './dokumentationSuche';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** „Zertifikat ersetzen“ and the documentation calls of spec § 7 (issue 20 leftovers) through the real app. */
describe('documentation: replacing a certificate', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let musterbau: number;
  let betriebshof: number;
  let anlage: number;
  const jahr = Number(heuteInBerlin(new Date()).slice(0, 4));

  const anlegen = (felder: Record<string, unknown>, zertifikat?: Buffer) => {
    const req = inhaber.agent
      .post(`/api/v1/dokumentation/${musterbau}/abfallmengen`)
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .field('abfallmenge', JSON.stringify(felder));
    return zertifikat ? req.attach('zertifikat', zertifikat, { filename: 'alt.pdf', contentType: 'application/pdf' }) : req;
  };
  const ersetzen = (b: Browser, id: string, data: Buffer, version: string | null, gueltigBis?: string) => {
    let req = b.agent.post(`/api/v1/dokumentation/abfallmengen/${id}/zertifikat`).set('X-XSRF-TOKEN', b.xsrf);
    if (version !== null) req = req.set('If-Match', version);
    if (gueltigBis) req = req.field('zertifikatGueltigBis', gueltigBis);
    return req.attach('zertifikat', data, { filename: 'neu.pdf', contentType: 'application/pdf' });
  };
  const menge = (extra: Record<string, unknown> = {}) => ({
    anfallstelleId: betriebshof,
    abfallschluessel: '20 01 02',
    leistungsjahr: jahr,
    menge: '2',
    einheit: 't',
    rhythmus: 'ENTSORGUNG',
    entsorgungsverfahren: 'R5',
    zertifikatGueltigBis: `${jahr}-06-30`,
    ...extra,
  });
  const laden = async (id: string) => {
    const res = await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}`).expect(200);
    return { menge: res.body as Abfallmenge, etag: res.headers.etag as string };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    betriebshof = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Betriebshof Billbrook' });
    anlage = await idVon(t.db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
  }, 120_000);
  afterAll(() => t?.close());

  it('replaces the certificate with If-Match: the new PDF is served, the old file is removed, the history keeps the change', async () => {
    const id = ((await anlegen(menge(), pdf('alt')).expect(201)).body as { id: string }).id;
    const vorher = await laden(id);
    const alteDatei = (await t.db('abfallmenge_uebersicht').where({ id }).first('zertifikat_id')) as { zertifikat_id: string };
    expect(await t.deps.files.get(alteDatei.zertifikat_id)).not.toBeNull();

    await ersetzen(inhaber, id, pdf('neu'), null).expect(428);
    await ersetzen(inhaber, id, pdf('neu'), vorher.etag, `${jahr + 1}-12-31`).expect(201);
    const nachher = await laden(id);
    expect(nachher.menge).toMatchObject({ zertifikatName: 'neu.pdf', zertifikatGueltigBis: `${jahr + 1}-12-31`, menge: '2' });
    expect(nachher.menge.version).toBe(vorher.menge.version + 1);
    const served = await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}/zertifikat`).expect(200);
    expect(Buffer.from(served.body as Buffer).toString('latin1')).toContain('% neu');
    expect(await t.deps.files.get(alteDatei.zertifikat_id)).toBeNull();

    // A stale screen gets the conflict; the stored certificate stays.
    await ersetzen(inhaber, id, pdf('veraltet'), vorher.etag).expect(409);
    expect((await laden(id)).menge.zertifikatName).toBe('neu.pdf');
    const events = (
      await t.db.raw(`SELECT type FROM eventstore_events WHERE stream_id = ? ORDER BY global_position`, [`abfallmenge-${id}`])
    ).rows as { type: string }[];
    expect(events.map((e) => e.type)).toEqual(['AbfallmengeErfasst', 'AbfallmengeGeaendert']);
  });

  it('a certificate replaces a plant; a non-PDF and a foreign producer are refused', async () => {
    const id = ((await anlegen(menge({ verbleibsanlageId: anlage, zertifikatGueltigBis: null })).expect(201)).body as { id: string }).id;
    const { etag } = await laden(id);
    const bild = await ersetzen(inhaber, id, PNG, etag).expect(400);
    expect(JSON.stringify(bild.body)).toContain(ABFALLMENGE_MELDUNGEN.zertifikatTyp);
    await ersetzen(korn, id, pdf('fremd'), etag).expect(404);
    await ersetzen(inhaber, id, pdf('statt Anlage'), etag).expect(201);
    expect((await laden(id)).menge).toMatchObject({ verbleibsanlageId: null, zertifikatName: 'neu.pdf' });
  });

  it('a plant replaces the certificate through PUT: the certificate file is removed, a stale PUT changes nothing', async () => {
    const id = ((await anlegen(menge(), pdf('bis Anlage')).expect(201)).body as { id: string }).id;
    const { etag } = await laden(id);
    const datei = ((await t.db('abfallmenge_uebersicht').where({ id }).first('zertifikat_id')) as { zertifikat_id: string }).zertifikat_id;
    const mitAnlage = menge({ verbleibsanlageId: anlage, zertifikatGueltigBis: null });
    await inhaber.put(`/api/v1/dokumentation/abfallmengen/${id}`, mitAnlage).set('If-Match', '"7"').expect(409);
    expect(await t.deps.files.get(datei)).not.toBeNull();
    await inhaber.put(`/api/v1/dokumentation/abfallmengen/${id}`, mitAnlage).set('If-Match', etag).expect(200);
    expect((await laden(id)).menge).toMatchObject({ verbleibsanlageId: anlage, zertifikatName: null });
    expect(await t.deps.files.get(datei)).toBeNull();
    await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}/zertifikat`).expect(404);
  });
});

describe('documentation calls of spec § 7: groups, ausnahmen, belegeByNummer', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let dispo: Browser;
  let musterbau: number;

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
  }, 120_000);
  afterAll(() => t?.close());

  it('groups: the sites by kind; a holding lists its members with their sites', async () => {
    const gruppen = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/groups`).expect(200)).body as DokumentationGruppe[];
    const stellen = (await t.db('anfallstelle').where({ erzeuger_id: musterbau, aktiv: true }).select('id', 'art')) as {
      id: number;
      art: string;
    }[];
    const baustellen = gruppen.find((g) => g.id === 'art-BAUSTELLE')!;
    expect(baustellen).toMatchObject({ name: 'Baustellen', art: 'ANFALLSTELLENART', erzeugerId: musterbau });
    expect([...baustellen.anfallstelleIds].sort()).toEqual(
      stellen
        .filter((s) => s.art === 'BAUSTELLE')
        .map((s) => s.id)
        .sort(),
    );
    expect(gruppen.some((g) => g.art === 'MITGLIED')).toBe(false);

    // Musterbau as a holding with Bäckerei Korn as its member: the member is listed only where the scope reaches it.
    const kornId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    await t.db('erzeuger').where({ id: musterbau }).update({ typ: 'HOLDING' });
    await t.db('erzeuger').where({ id: kornId }).update({ holding_id: musterbau });
    try {
      const eigene = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/groups`).expect(200)).body as DokumentationGruppe[];
      expect(eigene.some((g) => g.art === 'MITGLIED')).toBe(false);
      const alle = await loadGruppen(t.db, musterbau, { type: 'alle' });
      const kornStellen = (await t.db('anfallstelle').where({ erzeuger_id: kornId, aktiv: true }).pluck('id')) as number[];
      expect(alle.filter((g) => g.art === 'MITGLIED')).toEqual([
        { id: `erzeuger-${kornId}`, name: 'Bäckerei Korn KG', art: 'MITGLIED', erzeugerId: kornId, anfallstelleIds: expect.any(Array) },
      ]);
      expect([...alle.find((g) => g.art === 'MITGLIED')!.anfallstelleIds].sort()).toEqual([...kornStellen].sort());
    } finally {
      await t.db('erzeuger').where({ id: kornId }).update({ holding_id: null });
      await t.db('erzeuger').where({ id: musterbau }).update({ typ: 'ERZEUGER' });
    }
  });

  it('ausnahmen: the master data exceptions', async () => {
    const ausnahmen = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/ausnahmen`).expect(200)).body as DokumentationAusnahme[];
    const anzahl = Number(((await t.db('ausnahme').count({ n: '*' }).first()) as { n: string }).n);
    expect(ausnahmen).toHaveLength(anzahl);
    expect(anzahl).toBeGreaterThan(0);
    expect(ausnahmen[0]).toEqual({ id: expect.any(Number), name: expect.any(String), beschreibung: expect.anything() });
  });

  it("belegeByNummer: the producer's receipts whose number contains the text, with site and year; scoped", async () => {
    const treffer = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/belegeByNummer?belegNummer=re-2026-08`).expect(200))
      .body as BelegNachNummer[];
    expect(treffer.map((b) => b.nummer)).toContain('RE-2026-0815');
    const re = treffer.find((b) => b.nummer === 'RE-2026-0815')!;
    const zeile = (await t.db('doku_beleg').where({ id: re.id }).first('jahr', 'anfallstelle_id')) as {
      jahr: number;
      anfallstelle_id: number;
    };
    expect(re).toMatchObject({ jahr: zeile.jahr, anfallstelleId: zeile.anfallstelle_id, entsorgerName: expect.any(String) });
    expect(
      (
        (await inhaber.get(`/api/v1/dokumentation/${musterbau}/belegeByNummer`).query({ belegNummer: '%_' }).expect(200))
          .body as BelegNachNummer[]
      ).length,
    ).toBe(0);
    const leer = await inhaber.get(`/api/v1/dokumentation/${musterbau}/belegeByNummer?belegNummer=`).expect(400);
    expect(JSON.stringify(leer.body)).toContain(BELEG_SUCHE_MELDUNG);
    await korn.get(`/api/v1/dokumentation/${musterbau}/belegeByNummer?belegNummer=RE`).expect(404);
    await dispo.get(`/api/v1/dokumentation/${musterbau}/belegeByNummer?belegNummer=RE`).expect(403);
  });
});

describe('documentation: the emptying kind (Leerungsart) of quantity lines', () => {
  let t: TestApp;
  let inhaber: Browser;
  let musterbau: number;

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  }, 120_000);
  afterAll(() => t?.close());

  it("hand-entered lines carry the quantity's rhythmus, receipt lines their position's", async () => {
    const beleg = (await t.db('doku_beleg').where({ nummer: 'RE-2026-0815' }).first('id', 'jahr', 'anfallstelle_id')) as {
      id: string;
      jahr: number;
      anfallstelle_id: number;
    };
    const s = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/standorte/${beleg.anfallstelle_id}?jahr=${beleg.jahr}`).expect(200))
      .body as StandortDokumentation;
    const re = (await inhaber.get(`/api/v1/rechnungen/${beleg.id}`).expect(200)).body as { positionen: { rhythmus: string | null }[] };
    const zeilen = s.mengen.filter((m) => m.belegId === beleg.id);
    expect(zeilen.length).toBeGreaterThan(0);
    expect(zeilen.map((z) => z.rhythmus)).toEqual(re.positionen.slice(0, zeilen.length).map((p) => p.rhythmus));
    for (const z of s.mengen.filter((m) => m.quelle === 'ERFASST'))
      expect(z.rhythmus).toBe(s.abfallmengen.find((a) => a.id === z.abfallmengeId)!.rhythmus);
  });
});
