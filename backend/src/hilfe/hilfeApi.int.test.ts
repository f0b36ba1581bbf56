import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { mailsAn } from '../testing/postfach';
import { anmelden, createTestApp, letzteMail, type TestApp } from '../testing/testApp';

const SUPPORT = 'hilfe@abfallportal.example';

describe('contact form, status groups and configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_EMAIL: SUPPORT,
      SUPPORT_TELEFON: '+49 30 1234567',
      IMPRESSUM_BETREIBER: 'Beispiel Entsorgungsportal GmbH',
      IMPRESSUM_ANSCHRIFT: 'Hauptstraße 5 | 10115 Berlin',
      IMPRESSUM_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456',
    });
  });
  afterAll(() => t.close());

  it('GET /customerservice names the sender, their producer, the topics and how support is reached', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const { body } = await inhaber.get('/api/v1/customerservice').expect(200);
    expect(body.absender.email).toBe('inhaber@musterbau.example');
    expect(body.erzeuger.name).toMatch(/Musterbau/);
    expect(body.themen.map((th: { id: string }) => th.id)).toContain('AUFTRAG');
    expect(body.support).toEqual({ email: SUPPORT, telefon: '+49 30 1234567' });
  });

  it('PUT /customerservice mails support with the user and the producer attached', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const vorher = await mailsAn(t.db, SUPPORT, 'KUNDENSERVICE');
    await inhaber
      .put('/api/v1/customerservice', {
        thema: 'DOKUMENTATION',
        betreff: 'Wiegeschein fehlt',
        nachricht: 'Zum Auftrag vom Montag fehlt der Wiegeschein.\nBitte prüfen.',
        rueckrufTelefon: '030 987654',
      })
      .expect(200, { gesendet: true });
    expect(await mailsAn(t.db, SUPPORT, 'KUNDENSERVICE')).toBe(vorher + 1);
    const mail = (await letzteMail(t.db, SUPPORT))!;
    expect(mail.betreff).toBe('Kontaktformular: Dokumentation und Belege – Wiegeschein fehlt');
    expect(mail.text).toContain('Zum Auftrag vom Montag fehlt der Wiegeschein.\nBitte prüfen.');
    expect(mail.text).toContain('E-Mail: inhaber@musterbau.example');
    expect(mail.text).toContain('Bittet um Rückruf unter: 030 987654');
    expect(mail.text).toMatch(/Erzeuger: .*Musterbau.* \(Nr\. \d+\)/);
  });

  it('refuses bad input with German field errors and sends nothing', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const vorher = await mailsAn(t.db, SUPPORT);
    const { body } = await inhaber
      .put('/api/v1/customerservice', { thema: 'UNBEKANNT', betreff: '  ', nachricht: 'kurz', rueckrufTelefon: 'abc' })
      .expect(400);
    const text = JSON.stringify(body);
    expect(text).toContain('Bitte wählen Sie ein Thema.');
    expect(text).toContain('Dieses Feld ist ein Pflichtfeld.');
    expect(text).toContain('Bitte schreiben Sie mindestens 10 Zeichen.');
    expect(text).toContain('Keine gültige Telefonnummer');
    expect(await mailsAn(t.db, SUPPORT)).toBe(vorher);
  });

  it('needs a session for the contact form', async () => {
    const b = await t.browser();
    await b.get('/api/v1/customerservice').expect(401);
    await b.put('/api/v1/customerservice', { thema: 'SONSTIGES', betreff: 'x', nachricht: 'Hallo Support, eine Frage.' }).expect(401);
  });

  it('GET /statusgruppe groups every order status exactly once', async () => {
    const dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    const { body } = await dispo.get('/api/v1/statusgruppe').expect(200);
    const alle = (body as { status: string[] }[]).flatMap((g) => g.status);
    expect(alle.sort()).toEqual([...AUFTRAG_STATUS].sort());
    expect(body[0]).toMatchObject({ id: 'ANGEBOT', name: 'Angebot' });
  });

  it('GET /config is public and carries loginUrl, phpApiHost and the imprint', async () => {
    const { body } = await (await t.browser()).get('/api/v1/config').expect(200);
    expect(body.loginUrl).toMatch(/^http:\/\/localhost:\d+\/login$/);
    expect(body.phpApiHost).toMatch(/^http:\/\/localhost:\d+\/api$/);
    expect(body.impressum).toEqual({
      betreiber: 'Beispiel Entsorgungsportal GmbH',
      anschrift: ['Hauptstraße 5', '10115 Berlin'],
      vertretenDurch: null,
      register: 'Amtsgericht Charlottenburg, HRB 123456',
      ustId: null,
      email: SUPPORT,
      telefon: '+49 30 1234567',
    });
  });
});
