import { AUFTRAG_NICHT_VERSANDT } from '@abfallportal/common/permissions';
import type { AuftragDetails, AuftragHistorieEintrag, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import type { EntsorgerEintrag, EntsorgerFuerErzeuger, EntsorgerTreffer, EntsorgerZusammenfuehrung } from '@abfallportal/common/entsorger';
import { randomUUID } from 'node:crypto';
import { auftragAggregate } from '../auftraege';
import { loadDemoAuftraege } from '../demo';
import { createCommandHandler } from '../platform/decider/commandHandler';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { verweiseAuf } from '../platform/fremdschluessel';
import { auftragProjection } from '../../../projections/src/auftraege';
import { readAuftragReadModels } from '../../../projections/src/auftraege/testing/readAuftragReadModels';
import { rebuildProjection } from '../../../projections/src/runtime/rebuildProjection';

/** Support merges the demo disposer Entsorgung Nord (orders, prices, plant, user, links) into a duplicate entry. */
describe('merging a duplicate disposer (PUT /api/v1/entsorger/mergeMandant)', () => {
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;
  let korn: Browser;
  let discard: number;
  let keep: number;
  let musterbauId: number;
  let kornId: number;

  /** Rows per referencing column that name each of the two disposers, found in the catalogue like the merge does. */
  const verweise = async (): Promise<Record<string, { keep: number; discard: number }>> => {
    const zaehlung: Record<string, { keep: number; discard: number }> = {};
    for (const v of await verweiseAuf(t.db, 'entsorger')) {
      const zaehle = async (id: number) =>
        Number(((await t.db(v.tabelle).where(v.spalte, id).count({ n: '*' }).first()) as { n: string | number }).n);
      zaehlung[`${v.tabelle}.${v.spalte}`] = { keep: await zaehle(keep), discard: await zaehle(discard) };
    }
    return zaehlung;
  };

  /** Places an order with the duplicate straight through the command handler, as if it had raced the merge. */
  const nachzueglerAufgeben = async (): Promise<string> => {
    const id = randomUUID();
    const handle = createCommandHandler({ eventStore: t.eventStore, jetzt: () => new Date(), neueId: randomUUID }, auftragAggregate);
    const anfallstelle = (await t.db('anfallstelle').where({ erzeuger_id: musterbauId }).first('id')) as { id: number };
    const behaelter = (await t.db('behaeltertyp').first('id', 'bezeichnung')) as { id: number; bezeichnung: string };
    const fraktion = (await t.db('fraktion').first('id')) as { id: number };
    const result = await handle(
      id,
      {
        type: 'AuftragAufgeben',
        akteur: { seite: 'ERZEUGER', erzeugerId: musterbauId, entsorgerId: null },
        erzeugerId: musterbauId,
        anfallstelleId: anfallstelle.id,
        wunschLiefertermin: '2099-01-05',
        wunschAbholtermin: null,
        lieferterminUnbekannt: false,
        fraktionId: fraktion.id,
        abfallschluessel: '170107',
        behaelterId: behaelter.id,
        anzahl: 1,
        entsorgerId: discard,
        kommentar: null,
        begruendungGemischt: null,
        ohnePreisBestaetigt: true,
        bestellerId: await idVon(t.db, 'benutzer', { email: 'inhaber@musterbau.example' }),
        fakten: {
          stammdaten: { behaelterBezeichnung: behaelter.bezeichnung, gemischt: false },
          preis: null,
          vorgangsnummer: 'V-NACHZUEGLER',
        },
      },
      {
        actorId: null,
        actingAsId: null,
        tenantId: String(musterbauId),
        commandId: randomUUID(),
        correlationId: randomUUID(),
        causationId: null,
      },
    );
    await t.projector.waitFor(result.position!, ['auftraege'], 10_000);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    [support, inhaber, korn] = await Promise.all([
      anmelden(t, 'support@abfallportal.example'),
      anmelden(t, 'inhaber@musterbau.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
    ]);
    discard = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    kornId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    keep = (await support.post('/api/v1/entsorger', { name: 'Entsorgung Nord Hamburg GmbH', ort: 'Hamburg' })).body.id as number;
    // Musterbau knows both (a pair conflict), Korn only the duplicate.
    const link = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: musterbauId,
      entsorgerMandantId: keep,
      kundennummer: 'NH-1',
    });
    expect(link.status).toBe(201);
    const nordLink = (await t.db('kundennummer').where({ erzeuger_id: musterbauId, entsorger_id: discard }).first('id')) as { id: number };
    expect((await inhaber.post(`/api/v1/entsorger/startDatenabfrage/${nordLink.id}`)).status).toBe(201);
    await t.aufholen(['auftraege']);
  });
  afterAll(() => t.close());

  it('moves every reference in one go, keeps one link per producer with the kept customer number, and records the merge', async () => {
    const vorher = await verweise();
    for (const spalte of ['kundennummer.entsorger_id', 'leistung.entsorger_id', 'verbleibsanlage.entsorger_id', 'benutzer.entsorger_id']) {
      expect(vorher[spalte]!.discard).toBeGreaterThan(0);
    }
    // Orders of the discarded disposer and offer requests that asked it (issue 18).
    const auftraegeVorher = (await t
      .db('auftrag_uebersicht')
      .where({ entsorger_id: discard })
      .orWhereRaw('angefragte_entsorger_ids @> ?::jsonb', [JSON.stringify([discard])])
      .select('id')) as { id: string }[];
    expect(auftraegeVorher.length).toBeGreaterThan(0);

    const versionen = async () => ({
      entsorger: (await t.db('entsorger').where({ id: keep }).first('version')) as { version: number },
      anlagen: (await t.db('verbleibsanlage').where({ entsorger_id: discard }).orderBy('id').select('id', 'version')) as {
        id: number;
        version: number;
      }[],
    });
    const versionenVorher = await versionen();
    const res = await support.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: keep, discardEntsorgerId: discard });
    expect(res.status).toBe(200);
    // Everything the merge changed has a new version: a form opened before the merge cannot put the old state back.
    expect((await t.db('entsorger').where({ id: keep }).first('version')).version).toBe(versionenVorher.entsorger.version + 1);
    for (const anlage of versionenVorher.anlagen) {
      expect((await t.db('verbleibsanlage').where({ id: anlage.id }).first('version')).version).toBe(anlage.version + 1);
    }
    const ergebnis = res.body as EntsorgerZusammenfuehrung & { projektionenAktuell: boolean };
    expect(ergebnis).toMatchObject({
      kundennummerKonflikte: 1,
      auftraegeUmgehaengt: auftraegeVorher.length,
      message: 'Die Einträge wurden in „Entsorgung Nord Hamburg GmbH“ zusammengeführt.',
      projektionenAktuell: true,
    });

    const nachher = await verweise();
    for (const [spalte, { keep: k, discard: d }] of Object.entries(vorher)) {
      if (spalte.startsWith('entsorger_zusammenfuehrung.')) continue;
      // The merged row itself points at the kept one; nothing else names the duplicate any more.
      const konflikt = spalte === 'kundennummer.entsorger_id' ? 1 : 0;
      const verweisAufSich = spalte === 'entsorger.zusammengefuehrt_in_id' ? 1 : 0;
      expect([spalte, nachher[spalte]]).toEqual([spalte, { keep: k + d - konflikt + verweisAufSich, discard: 0 }]);
    }

    const links = (await t
      .db('kundennummer')
      .where({ entsorger_id: keep })
      .orderBy('erzeuger_id')
      .select('erzeuger_id', 'kundennummer')) as {
      erzeuger_id: number;
      kundennummer: string;
    }[];
    expect(links).toEqual(
      [
        { erzeuger_id: musterbauId, kundennummer: 'NH-1' },
        { erzeuger_id: kornId, kundennummer: 'KD-100877' },
      ].sort((a, b) => a.erzeuger_id - b.erzeuger_id),
    );
    const protokoll = (await t.db('entsorger_zusammenfuehrung').first()) as Record<string, unknown>;
    expect(protokoll).toMatchObject({
      behalten_id: keep,
      verworfen_id: discard,
      verworfen_name: 'Entsorgung Nord GmbH',
      benutzer_id: await idVon(t.db, 'benutzer', { email: 'support@abfallportal.example' }),
    });
    expect((protokoll.verschoben as { verworfeneKundennummern: unknown }).verworfeneKundennummern).toEqual([
      { erzeugerId: musterbauId, kundennummer: 'KD-100234' },
    ]);
    expect(await t.db('entsorger').where({ id: discard }).first('zusammengefuehrt_in_id', 'aktiv')).toEqual({
      zusammengefuehrt_in_id: keep,
      aktiv: false,
    });
  });

  it('shows the orders with the kept disposer, to the producer and to the disposer’s moved user, with a history entry', async () => {
    const liste = (await inhaber.get('/api/v1/auftrag?range=[0,99]')).body as AuftragListeEintrag[];
    expect(liste.length).toBeGreaterThan(0);
    // An offer request (issue 18) has no disposer yet; it names the kept one among the asked disposers.
    const anfragen = liste.filter((a) => a.entsorgerId === null);
    for (const a of anfragen) expect(a.angebotsEntsorgerNamen).toContain('Entsorgung Nord Hamburg GmbH');
    expect(new Set(liste.filter((a) => a.entsorgerId !== null).map((a) => a.entsorgerName))).toEqual(
      new Set(['Entsorgung Nord Hamburg GmbH']),
    );
    const details = (await inhaber.get(`/api/v1/auftrag/${liste[0]!.id}`)).body as AuftragDetails;
    expect(details.kundennummer).toBe('NH-1');
    const historie = (await inhaber.get(`/api/v1/auftrag/${liste[0]!.id}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie.map((h) => h.beschreibung)).toContain(
      'Entsorger durch den Support mit einem doppelt angelegten Eintrag zusammengeführt',
    );
    expect(await t.db('auftrag_uebersicht').where({ entsorger_id: discard }).first('id')).toBeUndefined();
    const suche = await inhaber.get(`/api/v1/auftrag?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ q: 'nord hamburg' }))}`);
    const mitEntsorger = liste.filter((a) => a.entsorgerId !== null).length;
    expect((suche.body as AuftragListeEintrag[]).length).toBe(mitEntsorger);

    const dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    // The disposer's list: the orders sent to it (not those waiting for the producer's approval) and the offer requests it was asked for.
    const versandt = liste.filter((a) => a.entsorgerId !== null && !AUFTRAG_NICHT_VERSANDT.includes(a.status.type)).length;
    expect(((await dispo.get('/api/v1/auftrag?range=[0,99]')).body as AuftragListeEintrag[]).length).toBe(versandt + anfragen.length);
  });

  it('hides the duplicate from lists and search; merging again finishes, merging back is refused', async () => {
    const alle = [
      ...((await support.get('/api/v1/entsorger/approved?range=[0,99]')).body as EntsorgerEintrag[]),
      ...((await support.get('/api/v1/entsorger/unapproved?range=[0,99]')).body as EntsorgerEintrag[]),
    ];
    expect(alle.map((e) => e.id)).not.toContain(discard);
    expect(alle.find((e) => e.id === keep)).toMatchObject({ anzahlKunden: 2 });
    const treffer = (await korn.get(`/api/v1/entsorger/forErzeuger/search?q=nord&erzeugerId=${kornId}`)).body as EntsorgerTreffer[];
    expect(treffer.map((e) => e.id)).toEqual([keep]);
    const kornListe = (await korn.get('/api/v1/entsorger/forErzeuger')).body as EntsorgerFuerErzeuger[];
    expect(kornListe.map((e) => [e.name, e.kundennummer])).toEqual([['Entsorgung Nord Hamburg GmbH', 'KD-100877']]);

    // An order that reached the event store but not yet the overview during the merge: the same merge again finishes it.
    const nachzuegler = await nachzueglerAufgeben();
    const nochmal = await support.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: keep, discardEntsorgerId: discard });
    expect(nochmal.status).toBe(200);
    expect(nochmal.body).toMatchObject({ auftraegeUmgehaengt: 1, kundennummerKonflikte: 0, verschoben: {} });
    expect(await t.db('auftrag_uebersicht').where({ id: nachzuegler }).first('entsorger_id', 'entsorger_name')).toEqual({
      entsorger_id: keep,
      entsorger_name: 'Entsorgung Nord Hamburg GmbH',
    });
    expect(
      (await support.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: keep, discardEntsorgerId: discard })).body,
    ).toMatchObject({
      auftraegeUmgehaengt: 0,
    });
    const umgekehrt = await support.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: discard, discardEntsorgerId: keep });
    expect(umgekehrt.status).toBe(409);
    const selbst = await support.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: keep, discardEntsorgerId: keep });
    expect(selbst.status).toBe(400);
    expect(await t.db('entsorger_zusammenfuehrung').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('rebuilds the order read models after the merge into the rows the live projection holds, search text included', async () => {
    await t.aufholen(['auftraege']);
    const lesen = () => readAuftragReadModels(t.db);
    const vorher = await lesen();
    expect(vorher.suche.filter((z: { suchtext: string }) => z.suchtext.includes('entsorgung nord hamburg')).length).toBeGreaterThan(0);
    await t.projector.stop();
    await rebuildProjection({ db: t.db, eventStore: t.eventStore, projection: auftragProjection });
    expect(await lesen()).toEqual(vorher);
    await rebuildProjection({ db: t.db, eventStore: t.eventStore, projection: auftragProjection, batchSize: 2, maxHeld: 1 });
    expect(await lesen()).toEqual(vorher);
  });
});
