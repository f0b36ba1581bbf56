import { loadDemoAuftraege, loadDemoERechnung } from '../../demo';
import { uuidFromName } from '../../platform/uuidFromName';
import { idVon } from '../../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { beispiel } from '../erechnung/eRechnungTestdaten';

type Details = {
  id: string;
  typ: string;
  status: string;
  herkunft: string;
  quelle: string;
  nummer: string | null;
  summe: number | null;
  entsorgerId: number;
  erzeugerId: number;
  anfallstelleId: number | null;
  bestellReferenz: string | null;
  vorgangsnummern: string[];
  positionen: { abfallschluessel: string | null; menge: string | null; einheit: string | null; betrag: number | null }[];
  leseFehler: string | null;
  dateiTyp: string | null;
};

/** Issue 20, invoices in: an e-invoice upload (POST /rechnungen) becomes a receipt with positions through erfassenAusDatei. */
describe('e-invoice upload → receipt with positions', () => {
  let t: TestApp;
  let inhaber: Browser;
  let support: Browser;
  let musterbau: number;
  let nord: number;

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    support = await anmelden(t, 'support@abfallportal.example');
  }, 120_000);
  afterAll(() => t?.close());

  const hochladen = (b: Browser, datei: Buffer, name: string, beleg?: object) => {
    const req = b.agent.post('/api/v1/rechnungen').set('X-XSRF-TOKEN', b.xsrf);
    if (beleg) void req.field('beleg', JSON.stringify(beleg));
    return req.attach('datei', datei, { filename: name, contentType: name.endsWith('.pdf') ? 'application/pdf' : 'application/xml' });
  };
  const details = async (b: Browser, id: string): Promise<Details> => (await b.get(`/api/v1/rechnungen/${id}`).expect(200)).body as Details;

  it.each([
    ['UBL', 'RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml', 'RE-2026-0412', 'V-DEMO-008', 3],
    ['CII', 'RE-2026-0413_entsorgung-nord_xrechnung-cii.xml', 'RE-2026-0413', 'V-DEMO-009', 3],
    ['ZUGFeRD PDF', 'RE-2026-0414_entsorgung-nord_factur-x.pdf', 'RE-2026-0414', 'V-DEMO-006', 2],
  ])(
    '%s: header, positions, the disposer by name and the order by the buyer reference',
    async (_syntax, datei, nummer, vorgang, anzahl) => {
      const res = await hochladen(inhaber, beispiel(datei), datei).expect(201);
      const d = await details(inhaber, (res.body as { id: string }).id);
      expect(d).toMatchObject({
        typ: 'rechnung',
        status: 'ZUGEORDNET',
        herkunft: 'AUTOMATISCH',
        quelle: 'ERECHNUNG',
        nummer,
        erzeugerId: musterbau,
        entsorgerId: nord,
        bestellReferenz: vorgang,
        vorgangsnummern: [vorgang],
        leseFehler: null,
      });
      expect(d.anfallstelleId).not.toBeNull();
      expect(d.summe).toBeGreaterThan(0);
      expect(d.positionen).toHaveLength(anzahl);
      expect(d.positionen[0]!.abfallschluessel).toMatch(/^\d\d \d\d \d\d\*?$/);
      expect(d.positionen[0]!.einheit).toMatch(/^(t|m³|Stück)$/);
      expect(d.dateiTyp).toBe(datei.endsWith('.pdf') ? 'application/pdf' : 'application/xml');
      const v = (await inhaber.get(`/api/v1/rechnungen/${d.id}/vorschlaege`).expect(200)).body as {
        vorschlaege: { vorgangsnummer: string; gruende: string[] }[];
        hinweis: string | null;
      };
      expect(v.vorschlaege[0]).toMatchObject({ vorgangsnummer: vorgang });
      expect(v.vorschlaege[0]!.gruende).toContain('Vorgangsnummer im Beleg');
      const historie = (await inhaber.get(`/api/v1/rechnungen/${d.id}/historie`).expect(200)).body as { ereignis: string }[];
      expect(historie.map((h) => h.ereignis)).toEqual(['BelegErfasst', 'BelegZugeordnet']);
    },
  );

  it('amounts in tonnes with three decimals; the seller found by its VAT id before its name', async () => {
    await t.db('entsorger').where({ id: nord }).update({ ust_id: 'DE 812345678', name: 'Entsorgung Nord (umbenannt)' });
    try {
      const res = await hochladen(inhaber, beispiel('RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml'), 'r.xml').expect(201);
      const d = await details(inhaber, (res.body as { id: string }).id);
      expect(d.entsorgerId).toBe(nord);
      expect(d.positionen[1]).toMatchObject({ abfallschluessel: '17 09 04', menge: '3,215', einheit: 't', betrag: 466.18 });
    } finally {
      await t.db('entsorger').where({ id: nord }).update({ ust_id: null, name: 'Entsorgung Nord GmbH' });
    }
  });

  it('a broken XML gets its German reason and is kept as a draft (ERFASST) with its file', async () => {
    const kaputt = Buffer.from(
      '<?xml version="1.0"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID>1</Invoice>',
    );
    const res = await hochladen(support, kaputt, 'kaputt.xml', { erzeugerId: musterbau, entsorgerId: nord }).expect(201);
    const d = await details(support, (res.body as { id: string }).id);
    expect(d).toMatchObject({ status: 'ERFASST', quelle: 'ERECHNUNG', erzeugerId: musterbau, entsorgerId: nord, positionen: [] });
    expect(d.leseFehler).toMatch(/XML/);
    expect(d.leseFehler).not.toMatch(/undefined|Error:/);
    const datei = await support.get(`/api/v1/rechnungen/${d.id}/datei`).expect(200);
    expect(datei.headers['content-type']).toMatch(/xml/);
  });

  it('without producer or disposer to find, it asks for them (400 with the field)', async () => {
    const kaputt = Buffer.from('<?xml version="1.0"?><Rechnung/>');
    const res = await hochladen(support, kaputt, 'r.xml').expect(400);
    expect((res.body as { errors: Record<string, string> }).errors).toHaveProperty('erzeugerId');
  });

  it('a plain PDF stays a manual capture: the JSON part is required', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await hochladen(inhaber, pdf, 'scan.pdf').expect(400);
  });

  it('the demo data capture one e-invoice the same way, once', async () => {
    const ids = {
      erzeugerId: musterbau,
      entsorgerId: nord,
      dispo: await idVon(t.db, 'benutzer', { email: 'dispo@entsorgung-nord.example' }),
      inhaber: await idVon(t.db, 'benutzer', { email: 'inhaber@musterbau.example' }),
    };
    expect(await loadDemoERechnung(t.deps, ids)).toBe(true);
    expect(await loadDemoERechnung(t.deps, ids)).toBe(false);
    const id = uuidFromName('demo-beleg/erechnung');
    t.projector.wake();
    const frist = Date.now() + 10_000;
    // Captured and assigned: two events, stream revision 1.
    while (!(await t.db('beleg_uebersicht').where({ id }).andWhere('version', '>=', 1).first('id')) && Date.now() < frist)
      await new Promise((r) => setTimeout(r, 50));
    const d = await details(inhaber, id);
    expect(d).toMatchObject({ status: 'ZUGEORDNET', quelle: 'ERECHNUNG', nummer: 'RE-2026-0412', vorgangsnummern: ['V-DEMO-008'] });
    expect(d.positionen).toHaveLength(3);
  });
});
