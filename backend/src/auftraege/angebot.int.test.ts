import type { Angebot, Freigeber } from '@abfallportal/common/angebot';
import type { AuftragDetails, AuftragListeEintrag, WorkflowAktion } from '@abfallportal/common/auftragWire';
import { eventually } from '../../../test/support/eventually';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung, inTagen } from './testing/demoBestellung';

const NORD = 'dispo@entsorgung-nord.example';
const WEST = 'service@container-west.example';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type MailZeile = { text: string; links: string[]; betreff: string; empfaenger: string };

const mailAn = (t: TestApp, empfaenger: string, anlass: string, vorgangsnummer: string) =>
  eventually(async () => {
    const mails = (await t.db('mail_outbox').where({ empfaenger, anlass }).whereLike('betreff', `%${vorgangsnummer}%`)) as MailZeile[];
    if (mails.length === 0) throw new Error(`keine Mail ${anlass} an ${empfaenger} für ${vorgangsnummer}`);
    return mails;
  });

const token = (links: string[], aktion: string): string => {
  const link = links.find((l) => l.includes(`/statetransition/${aktion}/`));
  if (!link) throw new Error(`kein Link für ${aktion}`);
  return link.split('/').pop()!;
};

describe('offers (Angebote) and approval above the order value limit', () => {
  let t: TestApp;
  let inhaber: Browser;
  let nutzer: Browser;
  let korn: Browser;
  let support: Browser;
  let dispo: Browser;
  let oeffentlich: Browser['agent'];
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    nutzer = await anmelden(t, 'nutzer@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    support = await anmelden(t, 'support@abfallportal.example');
    dispo = await anmelden(t, NORD);
    oeffentlich = (await t.browser()).agent;
    ids.nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    ids.west = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
    ids.sued = await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' });
    ids.inhaber = await idVon(t.db, 'benutzer', { email: 'inhaber@musterbau.example' });
    ids.nutzer = await idVon(t.db, 'benutzer', { email: 'nutzer@musterbau.example' });
    ids.inhaberKorn = await idVon(t.db, 'benutzer', { email: 'inhaber@baeckerei-korn.example' });
  }, 60_000);
  afterAll(() => t.close());

  const anfragen = async (entsorger = [ids.nord!, ids.west!]) => {
    const res = await inhaber.post(
      '/api/v1/auftrag',
      await demoBestellung(t.db, { entsorgerId: undefined, angebotEntsorgerIds: entsorger }),
    );
    expect(res.status).toBe(201);
    return res.body as { id: string; vorgangsnummer: string; status: string };
  };
  const angebote = async (als: Browser, id: string) => (await als.get(`/api/v1/auftrag/${id}/angebote`)).body as Angebot[];

  it('asks two disposers: each gets one mail with its two links; an offer with PDF and a decline by link', async () => {
    const anfrage = await anfragen();
    expect(anfrage.status).toBe('WARTEN_AUF_ANGEBOT');
    const [nordMail] = await mailAn(t, NORD, 'ANGEBOT_ANGEFORDERT', anfrage.vorgangsnummer);
    const westMails = await mailAn(t, WEST, 'ANGEBOT_ANGEFORDERT', anfrage.vorgangsnummer);
    expect(westMails).toHaveLength(1);
    expect(nordMail!.links).toHaveLength(2);
    expect(nordMail!.text).toContain('Absetzmulde 7 m³');
    expect(nordMail!.text).not.toContain('Musterbau');

    // The token page shows what is asked.
    const seite = await oeffentlich.get(`/api/v1/public/workflow/angebotabgeben/${token(nordMail!.links, 'angebotabgeben')}`);
    expect(seite.status).toBe(200);
    expect(seite.body).toMatchObject({
      aktion: 'angebotabgeben',
      auftrag: { status: 'WARTEN_AUF_ANGEBOT', behaelter: 'Absetzmulde 7 m3' },
    });

    // A file that is no PDF is refused and the link still works.
    const keinPdf = await oeffentlich
      .post(`/api/v1/public/workflow/angebotabgeben/${token(nordMail!.links, 'angebotabgeben')}`)
      .field('preis', '1.250,50')
      .attach('pdfFile', Buffer.from('kein pdf'), { filename: 'a.pdf', contentType: 'application/pdf' });
    expect(keinPdf.status).toBe(415);
    expect(keinPdf.body.message).toMatch(/PDF/);

    const abgeben = await oeffentlich
      .post(`/api/v1/public/workflow/angebotabgeben/${token(nordMail!.links, 'angebotabgeben')}`)
      .field('preis', '1.250,50')
      .field('kommentar', 'inkl. Anfahrt')
      .attach('pdfFile', PDF, { filename: 'angebot.pdf', contentType: 'application/pdf' });
    expect(abgeben.status).toBe(200);
    expect(abgeben.body.status).toBe('ANGEBOT_AN_KUNDEN');
    // Single use: the same link again, and the mail's other link.
    const nochmal = await oeffentlich
      .post(`/api/v1/public/workflow/angebotabgeben/${token(nordMail!.links, 'angebotabgeben')}`)
      .send({ preis: 10 });
    expect(nochmal.status).toBe(410);
    expect(
      (await oeffentlich.post(`/api/v1/public/workflow/anfrageAblehnen/${token(nordMail!.links, 'anfrageAblehnen')}`).send({})).status,
    ).toBe(410);

    const ablehnen = await oeffentlich
      .post(`/api/v1/public/workflow/anfrageAblehnen/${token(westMails[0]!.links, 'anfrageAblehnen')}`)
      .send({ begruendung: 'Keine Kapazität' });
    expect(ablehnen.status).toBe(200);

    const liste = await angebote(inhaber, anfrage.id);
    expect(liste).toHaveLength(2);
    const nord = liste.find((a) => a.entsorgerId === ids.nord)!;
    expect(nord).toMatchObject({
      status: 'abgegeben',
      preis: 1250.5,
      kommentar: 'inkl. Anfahrt',
      angebotsnummer: `${anfrage.vorgangsnummer}-A1`,
    });
    expect(nord.entsorgerName).toBe('Entsorgung Nord GmbH');
    expect(liste.find((a) => a.entsorgerId === ids.west)).toMatchObject({ status: 'abgelehnt', begruendung: 'Keine Kapazität' });

    // The PDF: the producer and the offering disposer, not another tenant.
    const pdf = await inhaber.get(nord.pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await dispo.get(nord.pdf!)).status).toBe(200);
    expect((await korn.get(nord.pdf!)).status).toBe(404);
    // The asked disposer sees the request and only its own offer.
    expect((await angebote(dispo, anfrage.id)).map((a) => a.entsorgerId)).toEqual([ids.nord]);

    // The list shows the rule of spec § 4: every answer is in.
    const zeile = (
      await inhaber.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ vorgangsnummer: anfrage.vorgangsnummer }))}`)
    ).body[0] as AuftragListeEintrag;
    expect(zeile).toMatchObject({
      numberAngebotReceived: 2,
      numberAngebotRequested: 2,
      angebotsEntsorgerNamen: ['Container-Dienst West GmbH', 'Entsorgung Nord GmbH'],
      entsorgerName: null,
    });

    // Accepting: the order continues as a delivery order with Nord and the offer's price, and Nord gets the order mail.
    const annehmen = await inhaber.post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, {
      angebotsnummer: `${anfrage.vorgangsnummer}-A1`,
      kommentar: 'Passt',
      wunschdatum: inTagen(5),
    });
    expect(annehmen.status).toBe(200);
    expect(annehmen.body.status).toBe('BESTELLUNG');
    const details = (await inhaber.get(`/api/v1/auftrag/${anfrage.id}`)).body as AuftragDetails;
    expect(details).toMatchObject({ entsorgerName: 'Entsorgung Nord GmbH', geschaetzterPreis: 1250.5, wunschLiefertermin: inTagen(5) });
    const bestellung = await mailAn(t, NORD, 'BESTELLUNG', anfrage.vorgangsnummer);
    expect(bestellung).toHaveLength(1);
    expect(token(bestellung[0]!.links, 'bestellungAnnehmen')).toBeTruthy();
  });

  it('shows an offer request in the asked disposer’s own order list before it answered', async () => {
    const anfrage = await anfragen([ids.nord!]);
    const filter = encodeURIComponent(JSON.stringify({ vorgangsnummer: anfrage.vorgangsnummer }));
    const zeilen = (await dispo.get(`/api/v1/auftrag?filter=${filter}`)).body as AuftragListeEintrag[];
    expect(zeilen.map((z) => [z.vorgangsnummer, z.status.type])).toEqual([[anfrage.vorgangsnummer, 'WARTEN_AUF_ANGEBOT']]);
    // A request to another disposer stays out of its list.
    const andere = await anfragen([ids.west!]);
    const fremd = encodeURIComponent(JSON.stringify({ vorgangsnummer: andere.vorgangsnummer }));
    expect((await dispo.get(`/api/v1/auftrag?filter=${fremd}`)).body).toEqual([]);
  });

  it('ends a request declined by every asked disposer', async () => {
    const anfrage = await anfragen([ids.west!]);
    const [mail] = await mailAn(t, WEST, 'ANGEBOT_ANGEFORDERT', anfrage.vorgangsnummer);
    const res = await oeffentlich.post(`/api/v1/public/workflow/anfrageAblehnen/${token(mail!.links, 'anfrageAblehnen')}`).send({});
    expect(res.body.status).toBe('ANFRAGE_ABGELEHNT');
  });

  it('refuses a disposer without a customer number of the producer', async () => {
    const res = await inhaber.post(
      '/api/v1/auftrag',
      await demoBestellung(t.db, { entsorgerId: undefined, angebotEntsorgerIds: [ids.sued!] }),
    );
    expect(res.status).toBe(400);
  });

  it('lets support enter an offer that came by phone, recorded as the support user', async () => {
    const anfrage = await anfragen();
    const res = await support.post(`/api/v1/auftrag/${anfrage.id}/angebotErfassen`, {
      entsorgerId: ids.west,
      preis: 990,
      kommentar: 'per Telefon',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ANGEBOT_AN_KUNDEN');
    expect((await inhaber.post(`/api/v1/auftrag/${anfrage.id}/angebotErfassen`, { entsorgerId: ids.nord, preis: 1 })).status).toBe(403);
    const historie = (await support.get(`/api/v1/auftrag/${anfrage.id}/historie`)).body as { akteur: string; ereignis: string }[];
    expect(historie.find((h) => h.ereignis === 'AngebotAbgegeben')?.akteur).not.toBe('System');
  });

  it('200 parallel acceptances of different offers: exactly one wins, the others get 409, one acceptance in the stream', async () => {
    const anfrage = await anfragen();
    await support.post(`/api/v1/auftrag/${anfrage.id}/angebotErfassen`, { entsorgerId: ids.nord, preis: 700 });
    await support.post(`/api/v1/auftrag/${anfrage.id}/angebotErfassen`, { entsorgerId: ids.west, preis: 800 });
    const antworten = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        inhaber.post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, {
          entsorgerId: i % 2 === 0 ? ids.nord : ids.west,
          kommentar: null,
          wunschdatum: inTagen(4),
        }),
      ),
    );
    const codes = antworten.map((r) => r.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    for (const r of antworten.filter((a) => a.status === 409)) expect(r.body.message).toMatch(/[äöüÄÖÜß]|bereits|inzwischen/);
    const stream = await t.eventStore.readStream(`auftrag-${anfrage.id}`);
    const angenommen = stream.filter((e) => e.type === 'AngebotAngenommen');
    expect(angenommen).toHaveLength(1);
    expect((angenommen[0]!.data as { abgelehnteEntsorgerIds: number[] }).abgelehnteEntsorgerIds).toHaveLength(1);
    const liste = await angebote(inhaber, anfrage.id);
    expect(liste.filter((a) => a.angenommen)).toHaveLength(1);
    expect(liste.filter((a) => a.status === 'abgelehnt')).toHaveLength(1);
  }, 120_000);

  describe('approval', () => {
    /** 12 containers: far above the limited demo user's 1.000 €. */
    const gross = () => demoBestellung(t.db, { anzahl: 12 });

    it('the limited user cannot place a large order without an approver; the field names it', async () => {
      const res = await nutzer.post('/api/v1/auftrag', await gross());
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        freigeberId: 'Die Bestellung überschreitet Ihre Bestellwertgrenze. Bitte wählen Sie eine Person zur Freigabe.',
      });
    });

    it('offers the owner as approver, and refuses own approval and another producer’s user', async () => {
      const freigeber = (await nutzer.get(`/api/v1/auftrag/freigeber?erzeugerId=${(await gross()).erzeugerId}`)).body as Freigeber[];
      expect(freigeber.map((f) => f.id)).toEqual([ids.inhaber]);
      expect((await nutzer.post('/api/v1/auftrag', { ...(await gross()), freigeberId: ids.nutzer })).status).toBe(400);
      expect((await nutzer.post('/api/v1/auftrag', { ...(await gross()), freigeberId: ids.inhaberKorn })).status).toBe(400);
    });

    it('goes to approval, mails the approver, shows in "Zur Freigabe"; only the approver approves, then the disposer is mailed', async () => {
      const res = await nutzer.post('/api/v1/auftrag', { ...(await gross()), freigeberId: ids.inhaber });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('BESTELLUNG_ZUR_FREIGABE');
      const { id, vorgangsnummer } = res.body as { id: string; vorgangsnummer: string };
      await mailAn(t, 'inhaber@musterbau.example', 'BESTELLUNG_ZUR_FREIGABE', vorgangsnummer);
      expect(
        await t.db('mail_outbox').where({ empfaenger: NORD, anlass: 'BESTELLUNG' }).whereLike('betreff', `%${vorgangsnummer}%`),
      ).toHaveLength(0);

      const zurFreigabe = await inhaber.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ zurFreigabe: true }))}`);
      expect((zurFreigabe.body as AuftragListeEintrag[]).map((a) => a.id)).toContain(id);
      const nutzerSicht = await nutzer.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ zurFreigabe: true }))}`);
      expect((nutzerSicht.body as AuftragListeEintrag[]).map((a) => a.id)).not.toContain(id);

      const aktionen = async (b: Browser) =>
        ((await b.get(`/api/v1/workflow/stateTransitions/${id}`)).body as WorkflowAktion[]).map((a) => a.name);
      expect(await aktionen(inhaber)).toEqual(expect.arrayContaining(['bestellungFreigeben', 'freigabeAblehnen']));
      expect(await aktionen(nutzer)).toEqual(['stornieren']);

      expect((await nutzer.post(`/api/v1/workflow/bestellungFreigeben/${id}`, {})).status).toBe(403);
      const frei = await inhaber.post(`/api/v1/workflow/bestellungFreigeben/${id}`, {});
      expect(frei.status).toBe(200);
      expect(frei.body.status).toBe('BESTELLUNG');
      expect(await mailAn(t, NORD, 'BESTELLUNG', vorgangsnummer)).toHaveLength(1);
    });

    it('the approver rejects with a reason: cancelled before approval', async () => {
      const res = await nutzer.post('/api/v1/auftrag', { ...(await gross()), freigeberId: ids.inhaber });
      const id = (res.body as { id: string }).id;
      expect((await inhaber.post(`/api/v1/workflow/freigabeAblehnen/${id}`, {})).status).toBe(400);
      const abgelehnt = await inhaber.post(`/api/v1/workflow/freigabeAblehnen/${id}`, { begruendung: 'Budget erschöpft' });
      expect(abgelehnt.body.status).toBe('AUFTRAG_STORNIERT_VOR_FREIGABE');
    });

    it('accepting an offer above the accepting user’s limit waits for the approver, then mails the disposer', async () => {
      const anfrage = await anfragen([ids.nord!]);
      const [anfrageMail] = await mailAn(t, NORD, 'ANGEBOT_ANGEFORDERT', anfrage.vorgangsnummer);
      const abgeben = await oeffentlich
        .post(`/api/v1/public/workflow/angebotabgeben/${token(anfrageMail!.links, 'angebotabgeben')}`)
        .send({ preis: '1.500,00' });
      expect(abgeben.status).toBe(200);
      const annehmen = { entsorgerId: ids.nord, wunschdatum: inTagen(5) };

      // 1.500 € lie above the user's 1.000 €: without an approver nothing happens.
      const ohne = await nutzer.post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, annehmen);
      expect(ohne.status).toBe(400);
      expect(ohne.body.errors).toEqual({
        freigeberId: 'Die Bestellung überschreitet Ihre Bestellwertgrenze. Bitte wählen Sie eine Person zur Freigabe.',
      });
      expect((await nutzer.post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, { ...annehmen, freigeberId: ids.nutzer })).status).toBe(
        400,
      );
      expect((await inhaber.get(`/api/v1/auftrag/${anfrage.id}`)).body.status.type).toBe('ANGEBOT_AN_KUNDEN');

      const mitFreigeber = await nutzer.post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, { ...annehmen, freigeberId: ids.inhaber });
      expect(mitFreigeber.status).toBe(200);
      expect(mitFreigeber.body.status).toBe('BESTELLUNG_ZUR_FREIGABE');
      await mailAn(t, 'inhaber@musterbau.example', 'BESTELLUNG_ZUR_FREIGABE', anfrage.vorgangsnummer);
      expect(
        await t.db('mail_outbox').where({ empfaenger: NORD, anlass: 'BESTELLUNG' }).whereLike('betreff', `%${anfrage.vorgangsnummer}%`),
      ).toHaveLength(0);

      const frei = await inhaber.post(`/api/v1/workflow/bestellungFreigeben/${anfrage.id}`, {});
      expect(frei.body.status).toBe('BESTELLUNG');
      expect(await mailAn(t, NORD, 'BESTELLUNG', anfrage.vorgangsnummer)).toHaveLength(1);
    });

    it('the owner orders without a limit', async () => {
      const res = await inhaber.post('/api/v1/auftrag', await gross());
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('BESTELLUNG');
    });
  });
});
