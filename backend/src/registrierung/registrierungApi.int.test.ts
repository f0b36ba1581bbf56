import { EMAIL_VERGEBEN, FIRMA_VERGEBEN, REGISTRIERUNG_GESCHLOSSEN, type RegistrierungEingabe } from '@abfallportal/common/registrierung';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { anmelden, createTestApp, letzteMail, type TestApp } from '../testing/testApp';
import { passwortLink } from '../testing/postfach';

const REG = '/api/v1/erzeuger-registration';

const zaehle = async (t: TestApp) => ({
  erzeuger: Number(((await t.db('erzeuger').count('* as n')) as { n: string }[])[0]!.n),
  benutzer: Number(((await t.db('benutzer').count('* as n')) as { n: string }[])[0]!.n),
  mails: Number(((await t.db('mail_outbox').count('* as n')) as { n: string }[])[0]!.n),
});

describe('registration of a new producer', () => {
  let t: TestApp;
  let eingabe: (over?: Partial<RegistrierungEingabe>) => RegistrierungEingabe;
  beforeAll(async () => {
    t = await createTestApp();
    const vertrag = (await t.db('vertrag').where({ name: 'Standard' }).first('id')) as { id: number };
    const branche = (await t.db('branche').orderBy('id').first('id')) as { id: number };
    eingabe = (over = {}) => ({
      firma: 'Dachdeckerei Ziegel GmbH',
      brancheId: branche.id,
      registrierterName: 'Dachdeckerei Ziegel GmbH, HRB 4711',
      mitarbeiterzahl: 12,
      vertragId: vertrag.id,
      anrede: 'HERR',
      vorname: 'Paul',
      nachname: 'Ziegel',
      email: 'paul@ziegel.example',
      agbAkzeptiert: true,
      verbindlichBestellt: true,
      ...over,
    });
  });
  afterAll(() => t.close());

  it('offers the registrable contracts with their monthly price and the industries, and says it is open', async () => {
    const b = await t.browser();
    expect((await b.get(`${REG}/status`)).body).toEqual({ offen: true });
    const vertraege = (await b.get(`${REG}/vertraege`)).body as { name: string; preisProMonat: number }[];
    expect(vertraege.map((v) => [v.name, v.preisProMonat])).toEqual([
      ['Basis', 0],
      ['Standard', 49],
      ['Premium', 149],
    ]);
    const branchen = (await b.get(`${REG}/branchen`)).body as { name: string }[];
    expect(branchen.map((x) => x.name)).toContain('Garten- und Landschaftsbau');
  });

  it('tells only whether an address is still free', async () => {
    const b = await t.browser();
    expect((await b.get(`${REG}/check-email-available?email=INHABER%40musterbau.example`)).body).toEqual({ available: false });
    expect((await b.get(`${REG}/check-email-available?email=neu%40ziegel.example`)).body).toEqual({ available: true });
    expect((await b.get(`${REG}/check-email-available?email=kein-at`)).body).toEqual({ available: false });
  });

  it('refuses a post without the anti-forgery token', async () => {
    const b = await t.browser();
    const res = await b.agent.post(REG).send(eingabe());
    expect(res.status).toBe(403);
  });

  it('names each broken field in German and creates nothing', async () => {
    const vorher = await zaehle(t);
    const b = await t.browser();
    const res = await b.post(REG, { ...eingabe(), email: 'paul(at)ziegel', agbAkzeptiert: false, verbindlichBestellt: false, firma: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: 'Keine gültige E-Mailadresse',
      agbAkzeptiert: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
      verbindlichBestellt: 'Bitte bestätigen Sie die verbindliche Bestellung des gewählten Vertrags.',
      firma: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(await zaehle(t)).toEqual(vorher);
  });

  it('creates the producer unapproved with its owner and mails a set-password link; the owner signs in after setting it', async () => {
    const b = await t.browser();
    const res = await b.post(REG, eingabe());
    expect(res.status).toBe(201);
    const erzeuger = await t.db('erzeuger').where({ id: res.body.erzeugerId }).first();
    expect(erzeuger).toMatchObject({ name: 'Dachdeckerei Ziegel GmbH', typ: 'ERZEUGER', freigegeben: false, mitarbeiterzahl: 12 });
    expect(erzeuger.registriert_am).toBeInstanceOf(Date);
    const inhaber = await t.db('benutzer').where({ email: 'paul@ziegel.example' }).first();
    expect(inhaber).toMatchObject({ rolle: 'INHABER', erzeuger_id: res.body.erzeugerId, vorname: 'Paul', anrede: 'HERR' });
    const rechte = (await t.db('benutzer_berechtigung').where({ benutzer_id: inhaber.id }).pluck('berechtigung')) as string[];
    expect(rechte.sort()).toEqual([...ROLLEN_VORLAGEN.INHABER].sort());

    const mail = await letzteMail(t.db, 'paul@ziegel.example');
    expect(mail).toMatchObject({ betreff: 'Ihre Registrierung im Abfallportal', anlass: 'REGISTRIERUNG' });
    const { link, token } = await passwortLink(t.db, 'paul@ziegel.example');
    expect(link).toMatch(/\/passwort-erstellen\//);
    const gesetzt = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
      token,
      password: 'Neues-Passwort-7',
      passwordRepeat: 'Neues-Passwort-7',
    });
    expect(gesetzt.status).toBe(204);
    const owner = await anmelden(t, 'paul@ziegel.example', 'Neues-Passwort-7');
    const info = (await owner.get('/api/v1/benutzer/info')).body;
    expect(info).toMatchObject({ rolle: 'INHABER', erzeuger: { name: 'Dachdeckerei Ziegel GmbH' } });
    // Unapproved until support approves it (spec § 4).
    const support = await anmelden(t, 'support@abfallportal.example');
    const offen = await support.get(`/api/v1/erzeuger?filter=${encodeURIComponent(JSON.stringify({ freigegeben: false }))}`);
    expect((offen.body as { name: string }[]).map((e) => e.name)).toContain('Dachdeckerei Ziegel GmbH');
  });

  it('refuses a taken e-mail (any case) and a taken company name with the spec’s messages, creating nothing', async () => {
    const vorher = await zaehle(t);
    const b = await t.browser();
    const email = await b.post(REG, eingabe({ firma: 'Andere Firma GmbH', email: 'Inhaber@Musterbau.example' }));
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ message: EMAIL_VERGEBEN, errors: { email: EMAIL_VERGEBEN } });
    const firma = await b.post(REG, eingabe({ firma: 'musterbau gmbh', email: 'neu@andere.example' }));
    expect(firma.status).toBe(400);
    expect(firma.body).toMatchObject({ message: FIRMA_VERGEBEN, errors: { firma: FIRMA_VERGEBEN } });
    expect(await zaehle(t)).toEqual(vorher);
  });

  it('lets exactly one of two simultaneous registrations with the same e-mail through', async () => {
    const vorher = await zaehle(t);
    const [a, b] = await Promise.all([t.browser(), t.browser()]);
    const antworten = await Promise.all([
      a.post(REG, eingabe({ firma: 'Zwilling Eins GmbH', email: 'zwilling@example.org' })),
      b.post(REG, eingabe({ firma: 'Zwilling Zwei GmbH', email: 'ZWILLING@example.org' })),
    ]);
    expect(antworten.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(antworten.find((r) => r.status === 400)!.body.message).toBe(EMAIL_VERGEBEN);
    expect(await zaehle(t)).toEqual({ erzeuger: vorher.erzeuger + 1, benutzer: vorher.benutzer + 1, mails: vorher.mails + 1 });
  });

  it('refuses a contract that is not offered for registration', async () => {
    await t.db('vertrag').where({ name: 'Premium' }).update({ registrierbar: false });
    const premium = (await t.db('vertrag').where({ name: 'Premium' }).first('id')) as { id: number };
    const b = await t.browser();
    const res = await b.post(REG, eingabe({ firma: 'Premium Kunde AG', email: 'p@premium.example', vertragId: premium.id }));
    await t.db('vertrag').where({ name: 'Premium' }).update({ registrierbar: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ vertragId: 'Dieser Vertrag kann nicht gewählt werden.' });
  });
});

describe('registration switched off (REGISTRATION_OPEN=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION_OPEN: 'false' });
  });
  afterAll(() => t.close());

  it('reports closed and refuses every registration', async () => {
    const b = await t.browser();
    expect((await b.get(`${REG}/status`)).body).toEqual({ offen: false });
    const vorher = await t.db('erzeuger').count('* as n');
    const res = await b.post(REG, { firma: 'Zu spät GmbH' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: REGISTRIERUNG_GESCHLOSSEN, code: 'REGISTRATION_CLOSED' });
    expect(await t.db('erzeuger').count('* as n')).toEqual(vorher);
  });
});
