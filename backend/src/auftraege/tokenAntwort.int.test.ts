import type { TokenAntwort } from '@abfallportal/common/auftragWire';
import { eventually } from '../../../test/support/eventually';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung, inTagen } from './testing/demoBestellung';

const ENTSORGER_MAIL = 'dispo@entsorgung-nord.example';

const bestellungsLinks = async (t: TestApp, vorgangsnummer: string) =>
  eventually(async () => {
    const mail = (await t
      .db('mail_outbox')
      .where({ empfaenger: ENTSORGER_MAIL, anlass: 'BESTELLUNG' })
      .whereLike('betreff', `%${vorgangsnummer}%`)
      .first()) as { links: string[] } | undefined;
    if (!mail) throw new Error(`keine Bestellungsmail für ${vorgangsnummer}`);
    return mail.links;
  });

const linkFuer = (links: string[], aktion: string) => {
  const link = links.find((l) => l.includes(`/statetransition/${aktion}/`));
  if (!link) throw new Error(`kein Link für ${aktion}`);
  return `/api/v1/public/workflow/${aktion}/${link.split('/').pop()!}`;
};

describe('a used token link says what it answered and when (issue 19)', () => {
  let t: TestApp;
  let inhaber: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  });
  afterAll(() => t.close());

  const bestellen = async () => {
    const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db, {}));
    expect(res.status).toBe(201);
    return res.body as { id: string; vorgangsnummer: string };
  };

  it('answers 410 with the action, its label, the time and the new delivery date, for every link of the mail', async () => {
    const auftrag = await bestellen();
    const links = await bestellungsLinks(t, auftrag.vorgangsnummer);
    const oeffentlich = (await t.browser()).agent;
    const annehmen = linkFuer(links, 'bestellungAnnehmenAenderungLiefertermin');
    const termin = inTagen(6);
    const vorher = Date.now();
    expect((await oeffentlich.post(annehmen).send({ liefertermin: termin })).status).toBe(200);

    const erwartet = {
      aktion: 'bestellungAnnehmenAenderungLiefertermin',
      label: 'Mit anderem Liefertermin annehmen',
      felder: { liefertermin: termin },
    };
    for (const pfad of [annehmen, linkFuer(links, 'bestellungAblehnen'), linkFuer(links, 'bestellungAnnehmen')]) {
      const res = await oeffentlich.get(pfad);
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: 'TOKEN_VERBRAUCHT', message: 'Dieser Link wurde bereits verwendet.', antwort: erwartet });
      const zeit = Date.parse((res.body as { antwort: TokenAntwort }).antwort.zeitpunkt);
      expect(zeit).toBeGreaterThanOrEqual(vorher - 60_000);
      expect(zeit).toBeLessThanOrEqual(Date.now() + 60_000);
    }
  });

  it('names the reason of a rejection', async () => {
    const auftrag = await bestellen();
    const links = await bestellungsLinks(t, auftrag.vorgangsnummer);
    const oeffentlich = (await t.browser()).agent;
    const ablehnen = linkFuer(links, 'bestellungAblehnen');
    expect((await oeffentlich.post(ablehnen).send({ begruendung: 'Kein Fahrzeug frei' })).status).toBe(200);
    const res = await oeffentlich.get(ablehnen);
    expect(res.status).toBe(410);
    expect(res.body.antwort).toMatchObject({
      aktion: 'bestellungAblehnen',
      label: 'Bestellung ablehnen',
      felder: { begruendung: 'Kein Fahrzeug frei' },
    });
  });

  it('keeps the plain answer for an unknown or forged link', async () => {
    const res = await (await t.browser()).agent.get(`/api/v1/public/workflow/bestellungAnnehmen/${'a'.repeat(43)}`);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: 'Dieser Link ist ungültig.', code: 'TOKEN_UNGUELTIG' });
  });
});
