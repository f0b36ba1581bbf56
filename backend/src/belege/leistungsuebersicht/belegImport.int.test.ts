import { loadDemoAuftraege } from '../../demo';
import { idVon } from '../../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { uuidFromName } from '../../platform/uuidFromName';
import { testRechnungPdf } from '../pdfText/testRechnungPdf';

type Uebersicht = {
  auftraege: {
    id: string;
    vorgangsnummer: string;
    leistungen: { art: string; datum: string }[];
    vergleich: {
      bezeichnung: string;
      einheit: string | null;
      vereinbart: { einzelpreis: number | null } | null;
      beleg: { einzelpreis: number | null } | null;
      abweichung: string | null;
    }[];
    summeBelege: number | null;
  }[];
  belege: { id: string; nummer: string | null }[];
  ohneVereinbarung: { einheit: string | null; abweichung: string | null }[];
};

/** POST /rechnungen/leistungsuebersicht and POST /aiinvoice through the real app (issue 20). */
describe('service overview of receipts and /aiinvoice', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let nutzer: Browser;
  let musterbau: number;
  let nord: number;
  let stelle: number;
  const auftragId = uuidFromName('demo-auftrag/abrechnung');

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    stelle = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Baustelle Wohnpark Eppendorf' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    nutzer = await anmelden(t, 'nutzer@musterbau.example');
  }, 120_000);
  afterAll(() => t?.close());

  it('shows services performed and agreed prices beside the receipt positions, differences marked; tenant-scoped', async () => {
    const preise = (await inhaber.get(`/api/v1/auftrag/${auftragId}/leistungsuebersicht`).expect(200)).body as {
      positionen: { bezeichnung: string; einheit: string; einzelpreis: number }[];
    };
    expect(preise.positionen.length).toBeGreaterThan(0);
    const erste = preise.positionen[0]!;
    const beleg = {
      typ: 'rechnung',
      erzeugerId: musterbau,
      entsorgerId: nord,
      nummer: 'RE-LUE-1',
      datum: '2026-11-20',
      anfallstelleId: stelle,
      summe: 100,
      positionen: [
        { bezeichnung: erste.bezeichnung, menge: '2', einheit: erste.einheit, betrag: 2 * (erste.einzelpreis + 10) },
        { bezeichnung: 'Sonderleistung', menge: '50', einheit: 'kg', betrag: 12.5 },
      ],
    };
    const id = (
      (
        await inhaber.agent
          .post('/api/v1/rechnungen')
          .set('X-XSRF-TOKEN', inhaber.xsrf)
          .field('beleg', JSON.stringify(beleg))
          .attach('datei', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), {
            filename: 'r.pdf',
            contentType: 'application/pdf',
          })
          .expect(201)
      ).body as { id: string }
    ).id;
    const v = (await inhaber.get(`/api/v1/rechnungen/${id}`).expect(200)).headers.etag as string;
    await inhaber
      .post(`/api/v1/rechnungen/${id}/zuordnen`, { auftragIds: [auftragId] })
      .set('If-Match', v)
      .expect(200);

    const nachBeleg = (await inhaber.post('/api/v1/rechnungen/leistungsuebersicht', { belegId: id }).expect(200)).body as Uebersicht;
    expect(nachBeleg.auftraege.map((a) => a.id)).toEqual([auftragId]);
    const a = nachBeleg.auftraege[0]!;
    expect(a.leistungen.map((l) => l.art)).toContain('Lieferung');
    expect(a.vergleich[0]).toMatchObject({
      bezeichnung: erste.bezeichnung,
      beleg: { einzelpreis: erste.einzelpreis + 10 },
      abweichung: expect.stringMatching(/^Einzelpreis .* statt vereinbart .*\.$/),
    });
    expect(nachBeleg.ohneVereinbarung).toEqual([
      expect.objectContaining({ einheit: 'kg', abweichung: 'Keine Preisvereinbarung der Aufträge passt zu dieser Position.' }),
    ]);

    const nachAuftrag = (await inhaber.post('/api/v1/rechnungen/leistungsuebersicht', { auftragIds: [auftragId] }).expect(200))
      .body as Uebersicht;
    expect(nachAuftrag.belege.map((b) => b.nummer)).toContain('RE-LUE-1');
    expect(nachAuftrag.auftraege[0]!.summeBelege).not.toBeNull();

    // Another producer reaches neither the order nor the receipt; a request without either is refused.
    await korn.post('/api/v1/rechnungen/leistungsuebersicht', { auftragIds: [auftragId] }).expect(404);
    await korn.post('/api/v1/rechnungen/leistungsuebersicht', { belegId: id }).expect(404);
    await inhaber.post('/api/v1/rechnungen/leistungsuebersicht', {}).expect(400);
  });

  it('/aiinvoice proposes header and positions of a plain PDF; refuses other files and users without receipts', async () => {
    const pdf = await testRechnungPdf({
      nummer: 'RE-9',
      datum: '01.12.2026',
      vorgang: 'V-2026-000007',
      positionen: [
        { pos: '1', bezeichnung: 'Bauschutt', avv: '17 01 07', menge: '4,2', einheit: 't', preis: '25,00 €', gesamt: '105,00 €' },
      ],
      netto: '105,00 €',
    });
    const senden = (b: Browser, data: Buffer, typ: string) =>
      b.agent.post('/api/v1/aiinvoice').set('X-XSRF-TOKEN', b.xsrf).attach('datei', data, { filename: 'r.pdf', contentType: typ });
    const res = (await senden(inhaber, pdf, 'application/pdf').expect(200)).body as {
      kopf: Record<string, { wert: unknown }>;
      positionen: { abfallschluessel: { wert: unknown }; menge: { wert: unknown } }[];
    };
    expect(res.kopf.nummer!.wert).toBe('RE-9');
    expect(res.kopf.bestellReferenz!.wert).toBe('V-2026-000007');
    expect(res.positionen.map((p) => [p.abfallschluessel.wert, p.menge.wert])).toEqual([['17 01 07', '4,2']]);
    await senden(inhaber, Buffer.from('Rechnung;1\n'), 'text/plain').expect(400);
    await senden(nutzer, pdf, 'application/pdf').expect(403);
  });
});
