import { AUFTRAG_FINDEN_LEER, type OffeneAuftraegeAntwort } from '@abfallportal/common/auftragOffen';
import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { eventually } from '../../../test/support/eventually';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung, inTagen } from './testing/demoBestellung';

/**
 * Staff's open orders (spec § 2 /admin/auftraege, § 7 GET /auftrag/offen), the order search
 * (POST /auftrag/find) and the producer search of the order list, through the real app.
 */
describe('open orders for staff, order search, producer search', () => {
  let t: TestApp;
  let admin: Browser;
  let support: Browser;
  let inhaber: Browser;
  let korn: Browser;
  let entsorger: Browser;
  let musterbauId: number;
  /** Musterbau's orders, due in 0, 5 and 12 days, and one the disposer declined. */
  const offen: { id: string; vorgangsnummer: string }[] = [];
  let abgelehnt: { id: string; vorgangsnummer: string };

  const bestellen = async (wunschLiefertermin: string) => {
    const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db, { wunschLiefertermin, wunschAbholtermin: inTagen(20) }));
    expect(res.status).toBe(201);
    return res.body as { id: string; vorgangsnummer: string };
  };

  const offeneSeite = async (b: Browser, query: string) => {
    const res = await b.get(`/api/v1/auftrag/offen${query}`);
    expect(res.status).toBe(200);
    return res.body as OffeneAuftraegeAntwort;
  };
  const nummern = (a: OffeneAuftraegeAntwort) => a.eintraege.map((e) => e.vorgangsnummer);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, support, inhaber, korn, entsorger] = await Promise.all([
      anmelden(t, 'admin@abfallportal.example'),
      anmelden(t, 'support@abfallportal.example'),
      anmelden(t, 'inhaber@musterbau.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
      anmelden(t, 'dispo@entsorgung-nord.example'),
    ]);
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    offen.push(await bestellen(inTagen(0)), await bestellen(inTagen(5)), await bestellen(inTagen(12)));
    abgelehnt = await bestellen(inTagen(3));
    // The disposer declines by its link: BESTELLUNG_ABGELEHNT is not open.
    const mail = await eventually(async () => {
      const m = (await t
        .db('mail_outbox')
        .where({ anlass: 'BESTELLUNG' })
        .whereLike('betreff', `%${abgelehnt.vorgangsnummer}%`)
        .first()) as { links: string[] } | undefined;
      if (!m) throw new Error('keine Bestellungsmail');
      return m;
    });
    const link = mail.links.find((l) => l.includes('/statetransition/bestellungAblehnen/'))!;
    const res = await (
      await t.browser()
    ).post(`/api/v1/public/workflow/bestellungAblehnen/${link.split('/').pop()!}`, {
      begruendung: 'Keine Fahrzeuge frei.',
    });
    expect(res.status).toBeLessThan(300);
    await eventually(async () => {
      const row = (await t.db('auftrag_uebersicht').where({ id: abgelehnt.id }).first('status')) as { status: string };
      if (row.status !== 'BESTELLUNG_ABGELEHNT') throw new Error(row.status);
    });
  }, 120_000);
  afterAll(() => t.close());

  it('lists the open orders by due days, most urgent first, with urgency and the total; declined orders are not open', async () => {
    const seite = await offeneSeite(admin, '');
    expect(seite).toMatchObject({ page: 1, pageSize: 25 });
    const eigene = seite.eintraege.filter((e) => offen.some((o) => o.id === e.id));
    expect(eigene.map((e) => [e.vorgangsnummer, e.dueInDays, e.urgent])).toEqual([
      [offen[0]!.vorgangsnummer, 0, true],
      [offen[1]!.vorgangsnummer, 5, false],
      [offen[2]!.vorgangsnummer, 12, false],
    ]);
    expect(nummern(seite)).not.toContain(abgelehnt.vorgangsnummer);
    expect(seite.gesamt).toBe(seite.eintraege.length);
    const due = seite.eintraege.map((e) => e.dueInDays ?? Number.POSITIVE_INFINITY);
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(seite.eintraege[0]).toMatchObject({
      status: { type: 'BESTELLUNG' },
      erzeugerName: 'Musterbau GmbH',
      entsorgerName: 'Entsorgung Nord GmbH',
    });
    // Support sees the same list (VIEW_ALL_AUFTRAG).
    expect((await offeneSeite(support, '')).gesamt).toBe(seite.gesamt);
  });

  it('takes the first value of a repeated page and pageSize', async () => {
    const alle = await offeneSeite(admin, '?erzeugerSearch=Musterbau');
    const zweite = await offeneSeite(admin, '?erzeugerSearch=Musterbau&pageSize=1&pageSize=50&page=2&page=1');
    expect(zweite).toMatchObject({ page: 2, pageSize: 1, gesamt: alle.gesamt });
    expect(nummern(zweite)).toEqual([alle.eintraege[1]!.vorgangsnummer]);
  });

  it("sorts descending for sortDesc 'undefined' and 'true', ascending for 'false'", async () => {
    const aufsteigend = nummern(await offeneSeite(admin, '?erzeugerSearch=Musterbau&sortDesc=false'));
    const undef = nummern(await offeneSeite(admin, '?erzeugerSearch=Musterbau&sortDesc=undefined'));
    const wahr = nummern(await offeneSeite(admin, '?erzeugerSearch=Musterbau&sortDesc=true'));
    expect(undef).toEqual([...aufsteigend].reverse());
    expect(wahr).toEqual(undef);
    for (const sortBy of ['vorgangsnummer', 'status', 'erzeugerName', 'anfallstelleName', 'entsorgerName', 'fraktion', 'erstelltAm']) {
      const res = await admin.get(`/api/v1/auftrag/offen?sortBy=${sortBy}&sortDesc=true`);
      expect(res.status).toBe(200);
    }
    const nachNummer = nummern(await offeneSeite(admin, '?erzeugerSearch=Musterbau&sortBy=vorgangsnummer'));
    expect(nachNummer).toEqual([...nachNummer].sort());
  });

  it('filters by one or many statuses; without status the open ones', async () => {
    const abgelehnte = await offeneSeite(admin, '?status=BESTELLUNG_ABGELEHNT');
    expect(nummern(abgelehnte)).toContain(abgelehnt.vorgangsnummer);
    expect(abgelehnte.eintraege.every((e) => e.status.type === 'BESTELLUNG_ABGELEHNT')).toBe(true);
    const beide = await offeneSeite(admin, '?status=BESTELLUNG_ABGELEHNT&status=BESTELLUNG&erzeugerSearch=musterbau');
    expect(nummern(beide)).toEqual(expect.arrayContaining([abgelehnt.vorgangsnummer, ...offen.map((o) => o.vorgangsnummer)]));
    const komma = await offeneSeite(admin, '?status=BESTELLUNG_ABGELEHNT,BESTELLUNG&erzeugerSearch=musterbau');
    expect(komma.gesamt).toBe(beide.gesamt);
  });

  it('searches the producer by name (any case) or number', async () => {
    const klein = await offeneSeite(admin, '?erzeugerSearch=musterBAU');
    expect(klein.gesamt).toBeGreaterThanOrEqual(3);
    expect(klein.eintraege.every((e) => e.erzeugerName === 'Musterbau GmbH')).toBe(true);
    expect((await offeneSeite(admin, `?erzeugerSearch=${musterbauId}`)).gesamt).toBe(klein.gesamt);
    expect((await offeneSeite(admin, '?erzeugerSearch=Gibt%20es%20nicht')).gesamt).toBe(0);
    expect((await offeneSeite(admin, '?erzeugerSearch=100%25')).gesamt).toBe(0);
  });

  it('refuses bad parameters with 400 and a German message, never 500', async () => {
    const schlecht = [
      'page=0',
      'page=abc',
      'page=-1',
      'page=1e3',
      'pageSize=101',
      'pageSize=',
      'sortBy=foo',
      'sortBy=__proto__',
      'sortDesc=ja',
      'status=FOO',
      'erzeugerSearch=a%00b',
      `erzeugerSearch=${'x'.repeat(201)}`,
    ];
    for (const q of schlecht) {
      const res = await admin.get(`/api/v1/auftrag/offen?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body.message).toBe('Die Eingaben wurden vom Server als fehlerhaft zurückgewiesen');
    }
    // Unknown keys (the query string is parsed flat: "page[a]" is not "page") are ignored.
    for (const q of ['page[a]=1', 'sortBy[]=x', 'status[x]=FOO', '__proto__=x']) {
      expect([q, (await admin.get(`/api/v1/auftrag/offen?${q}`)).status]).toEqual([q, 200]);
    }
    const page = await admin.get('/api/v1/auftrag/offen?page=0');
    expect(page.body.errors).toEqual({ page: 'page muss eine ganze Zahl ab 1 sein.' });
  });

  it('is for staff only: producer and disposer users get 403', async () => {
    for (const b of [inhaber, korn, entsorger]) {
      const res = await b.get('/api/v1/auftrag/offen');
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Berechtigung/);
    }
    expect((await (await t.browser()).get('/api/v1/auftrag/offen')).status).toBe(401);
  });

  it('finds orders by number (exact or its beginning) and producer within the scope of the user', async () => {
    const nummer = offen[1]!.vorgangsnummer;
    const exakt = await admin.post('/api/v1/auftrag/find', { vorgangsnummer: nummer.toLowerCase() });
    expect(exakt.status).toBe(200);
    expect((exakt.body as AuftragListeEintrag[]).map((e) => e.vorgangsnummer)).toEqual([nummer]);
    const praefix = await support.post('/api/v1/auftrag/find', { vorgangsnummer: nummer.slice(0, -2) });
    expect((praefix.body as AuftragListeEintrag[]).map((e) => e.vorgangsnummer)).toContain(nummer);
    const nachErzeuger = await support.post('/api/v1/auftrag/find', { erzeugerSearch: 'MUSTERBAU' });
    expect((nachErzeuger.body as AuftragListeEintrag[]).map((e) => e.id)).toEqual(
      expect.arrayContaining([...offen.map((o) => o.id), abgelehnt.id]),
    );
    // The producer finds its own order; another producer and a stranger's disposer find nothing of it.
    expect(((await inhaber.post('/api/v1/auftrag/find', { vorgangsnummer: nummer })).body as AuftragListeEintrag[]).length).toBe(1);
    const fremd = await korn.post('/api/v1/auftrag/find', { vorgangsnummer: nummer });
    expect(fremd.status).toBe(200);
    expect(fremd.body).toEqual([]);
    expect((await korn.post('/api/v1/auftrag/find', { erzeugerSearch: 'Musterbau' })).body).toEqual([]);
    // The order's disposer finds it (placed with it).
    expect(((await entsorger.post('/api/v1/auftrag/find', { vorgangsnummer: nummer })).body as AuftragListeEintrag[]).length).toBe(1);
  });

  it('asks for a number or a producer', async () => {
    for (const body of [{}, { vorgangsnummer: '  ' }, { erzeugerSearch: '' }]) {
      const res = await admin.post('/api/v1/auftrag/find', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ _: AUFTRAG_FINDEN_LEER });
    }
    expect((await admin.post('/api/v1/auftrag/find', { vorgangsnummer: 12 })).status).toBe(400);
  });

  it("gives staff the producer search in the order list; a producer's own search stays in its orders", async () => {
    const liste = async (b: Browser, filter: object) => {
      const res = await b.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`);
      expect(res.status).toBe(200);
      return { rows: res.body as AuftragListeEintrag[], gesamt: Number(String(res.headers['content-range']).split('/')[1]) };
    };
    const treffer = await liste(admin, { erzeugerSearch: 'musterbau' });
    expect(treffer.gesamt).toBeGreaterThanOrEqual(4);
    expect(treffer.rows.every((r) => r.erzeugerName === 'Musterbau GmbH')).toBe(true);
    expect((await liste(admin, { erzeugerSearch: String(musterbauId) })).gesamt).toBe(treffer.gesamt);
    expect((await liste(admin, { erzeugerSearch: 'Niemand' })).gesamt).toBe(0);
    expect((await liste(korn, { erzeugerSearch: 'musterbau' })).gesamt).toBe(0);
    const schlecht = await admin.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ erzeugerSearch: 'x'.repeat(300) }))}`);
    expect(schlecht.status).toBe(400);
  });
});
