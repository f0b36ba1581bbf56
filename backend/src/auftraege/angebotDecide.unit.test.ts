import { UEBER_GRENZE_OHNE_FREIGEBER } from '@abfallportal/common/angebot';
import { fold } from '../platform/decider/decider';
import { given, testContext } from '../platform/decider/givenWhenThen';
import { DomainError } from '../platform/domainError';
import type { AuftragEvent } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import { ANGEBOT_SCHON_ANGENOMMEN, SCHON_GEANTWORTET, type AngebotAbgeben, type AngebotAnnehmen } from './angebotDecide';
import type { AuftragCommand } from './auftragDecide';
import { ADMIN, aktion, aufgeben, aufgegeben, ERZEUGER } from './auftragTestdaten';

const decider = auftragAggregate.decider;

/** An offer request of producer 7 to disposers 3, 4 and 5. */
const anfrage = (): AuftragEvent =>
  aufgegeben({
    status: 'WARTEN_AUF_ANGEBOT',
    entsorgerId: null,
    angefragteEntsorgerIds: [3, 4, 5],
    leistungId: null,
    geschaetzterPreis: null,
  });
const entsorger = (entsorgerId: number) => ({ seite: 'ENTSORGER' as const, erzeugerId: null, entsorgerId });

const abgeben = (entsorgerId: number, mehr: Partial<AngebotAbgeben> = {}): AngebotAbgeben => ({
  type: 'AngebotAbgeben',
  akteur: entsorger(entsorgerId),
  entsorgerId,
  preis: 480,
  kommentar: 'inkl. Anfahrt',
  pdfDateiId: null,
  ueberToken: true,
  ...mehr,
});
const abgegeben = (entsorgerId: number, n: number, preis = 480): AuftragEvent => ({
  type: 'AngebotAbgegeben',
  data: {
    entsorgerId,
    angebotsnummer: `V-2026-000123-A${n}`,
    preis,
    kommentar: 'inkl. Anfahrt',
    pdfDateiId: null,
    ueberToken: true,
  },
});
const abgelehnt = (entsorgerId: number): AuftragEvent => ({
  type: 'AnfrageAbgelehnt',
  data: { entsorgerId, begruendung: null, ueberToken: true },
});
const annehmen = (mehr: Partial<AngebotAnnehmen> = {}): AngebotAnnehmen => ({
  type: 'AngebotAnnehmen',
  akteur: ERZEUGER,
  entsorgerId: 4,
  kommentar: 'Bitte früh',
  wunschdatum: '2026-11-27',
  ...mehr,
});
const status = (events: AuftragEvent[]) => fold(decider, events).status;

const fehler = (past: AuftragEvent[], command: AuftragCommand): DomainError => {
  try {
    decider.decide(command, fold(decider, past), testContext());
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('command was not refused');
};

describe('an offer request (AuftragAufgeben with angebotEntsorgerIds)', () => {
  it('waits for offers from the asked disposers, without a disposer or a price', () => {
    given(decider)
      .when(aufgeben({ entsorgerId: undefined, angebotEntsorgerIds: [3, 4, 5], preisGefunden: false }))
      .then([{ ...anfrage(), data: { ...anfrage().data, ohnePreisBestaetigt: false } } as AuftragEvent]);
  });
});

describe('offers (AngebotAbgeben, AnfrageAblehnen)', () => {
  it('the first offer puts the request before the customer, numbered after the order', () => {
    given(decider, [anfrage()])
      .when(abgeben(4))
      .then([abgegeben(4, 1)]);
    expect(status([anfrage(), abgegeben(4, 1)])).toBe('ANGEBOT_AN_KUNDEN');
  });

  it('numbers the second offer A2 and keeps the status', () => {
    given(decider, [anfrage(), abgegeben(4, 1)])
      .when(abgeben(5))
      .then([abgegeben(5, 2)]);
    expect(status([anfrage(), abgegeben(4, 1), abgegeben(5, 2)])).toBe('ANGEBOT_AN_KUNDEN');
  });

  it('a disposer offers or declines once', () => {
    given(decider, [anfrage(), abgegeben(4, 1)])
      .when(abgeben(4))
      .thenRefused('konflikt', SCHON_GEANTWORTET);
    given(decider, [anfrage(), abgelehnt(4)])
      .when(abgeben(4))
      .thenRefused('konflikt', SCHON_GEANTWORTET);
  });

  it('refuses a disposer that was not asked (it does not even see the request)', () => {
    given(decider, [anfrage()]).when(abgeben(9)).thenRefused('nichtGefunden');
  });

  it('refuses an offer for another disposer than the link names', () => {
    given(decider, [anfrage()])
      .when(abgeben(4, { akteur: entsorger(3) }))
      .thenRefused('verboten');
  });

  it('lets support enter an offer for an asked disposer (not through a link)', () => {
    given(decider, [anfrage()])
      .when(abgeben(3, { akteur: ADMIN, ueberToken: false }))
      .then([{ type: 'AngebotAbgegeben', data: { ...(abgegeben(3, 1).data as object), ueberToken: false } } as AuftragEvent]);
  });

  it('refuses an offer after another offer was accepted', () => {
    const angenommen: AuftragEvent[] = [
      anfrage(),
      abgegeben(4, 1),
      ...decider.decide(annehmen(), fold(decider, [anfrage(), abgegeben(4, 1)]), testContext()),
    ];
    given(decider, angenommen).when(abgeben(5)).thenRefused('konflikt', ANGEBOT_SCHON_ANGENOMMEN);
  });

  it('a decline keeps the request open while others may still answer', () => {
    given(decider, [anfrage()])
      .when(
        aktion('anfrageAblehnen', 'ENTSORGER', {
          akteur: entsorger(3),
          ueberToken: true,
          body: { begruendung: 'ausgelastet', kommentar: null },
        }),
      )
      .then([{ type: 'AnfrageAbgelehnt', data: { entsorgerId: 3, begruendung: 'ausgelastet', ueberToken: true } }]);
    expect(status([anfrage(), abgelehnt(3), abgelehnt(4)])).toBe('WARTEN_AUF_ANGEBOT');
  });

  it('ends the request declined when every asked disposer declined', () => {
    expect(status([anfrage(), abgelehnt(3), abgelehnt(4), abgelehnt(5)])).toBe('ANFRAGE_ABGELEHNT');
    expect(status([anfrage(), abgegeben(4, 1), abgelehnt(3), abgelehnt(5)])).toBe('ANGEBOT_AN_KUNDEN');
  });

  it('refuses the offer through the plain workflow call (it needs a price)', () => {
    given(decider, [anfrage()])
      .when(aktion('angebotabgeben', 'ENTSORGER', { akteur: entsorger(3) }))
      .thenRefused('ungueltig');
  });
});

describe('accepting an offer (AngebotAnnehmen)', () => {
  const mitAngeboten = [anfrage(), abgegeben(4, 1, 480), abgegeben(5, 2, 520), abgelehnt(3)];

  it('accepts one offer and rejects every other in the same event', () => {
    given(decider, mitAngeboten)
      .when(annehmen())
      .then([
        {
          type: 'AngebotAngenommen',
          data: {
            entsorgerId: 4,
            preis: 480,
            kommentar: 'Bitte früh',
            wunschtermin: '2026-11-27',
            abgelehnteEntsorgerIds: [5],
            freigeberId: null,
            annehmenderId: null,
          },
        },
      ]);
  });

  it('continues as a delivery order with the accepted disposer, price and wish date', () => {
    const events = [
      ...mitAngeboten,
      ...decider.decide(
        annehmen({ entsorgerId: undefined, angebotsnummer: 'V-2026-000123-A2' }),
        fold(decider, mitAngeboten),
        testContext(),
      ),
    ];
    const s = fold(decider, events);
    expect(s).toMatchObject({ status: 'BESTELLUNG', entsorgerId: 5, geschaetzterPreis: 520, wunschLiefertermin: '2026-11-27' });
  });

  it("within the accepting user's limit the offer becomes an order at once", () => {
    const grenzen = { bestellwertGrenze: 500, freigeber: null };
    const events = [
      ...mitAngeboten,
      ...decider.decide(annehmen({ annehmenderId: 7, grenzen }), fold(decider, mitAngeboten), testContext()),
    ];
    expect(fold(decider, events)).toMatchObject({ status: 'BESTELLUNG', freigeberId: null });
  });

  it("above the accepting user's limit the order waits for the approver the user chose", () => {
    const grenzen = { bestellwertGrenze: 500, freigeber: { passt: true } };
    const angenommen = decider.decide(
      annehmen({ entsorgerId: 5, annehmenderId: 7, freigeberId: 8, grenzen }),
      fold(decider, mitAngeboten),
      testContext(),
    );
    expect(angenommen).toMatchObject([{ type: 'AngebotAngenommen', data: { entsorgerId: 5, preis: 520, freigeberId: 8 } }]);
    expect(fold(decider, [...mitAngeboten, ...angenommen])).toMatchObject({
      status: 'BESTELLUNG_ZUR_FREIGABE',
      freigeberId: 8,
      entsorgerId: 5,
      geschaetzterPreis: 520,
      bestellerId: 7,
    });
  });

  it('above the limit refuses a missing, an own or an unfit approver, and appends nothing', () => {
    const ohne = fehler(mitAngeboten, annehmen({ entsorgerId: 5, annehmenderId: 7, grenzen: { bestellwertGrenze: 500, freigeber: null } }));
    expect(ohne.details?.errors).toEqual({ freigeberId: UEBER_GRENZE_OHNE_FREIGEBER });
    const selbst = fehler(
      mitAngeboten,
      annehmen({ entsorgerId: 5, annehmenderId: 7, freigeberId: 7, grenzen: { bestellwertGrenze: 500, freigeber: { passt: false } } }),
    );
    expect(selbst.details?.errors).toEqual({ freigeberId: 'Sie können Ihre eigene Bestellung nicht freigeben.' });
    const unpassend = fehler(
      mitAngeboten,
      annehmen({ entsorgerId: 5, annehmenderId: 7, freigeberId: 9, grenzen: { bestellwertGrenze: 500, freigeber: { passt: false } } }),
    );
    expect(unpassend.details?.errors?.freigeberId).toMatch(/höherer Bestellwertgrenze/);
  });

  it('refuses a second acceptance as a conflict', () => {
    const events = [...mitAngeboten, ...decider.decide(annehmen(), fold(decider, mitAngeboten), testContext())];
    given(decider, events)
      .when(annehmen({ entsorgerId: 5 }))
      .thenRefused('konflikt', ANGEBOT_SCHON_ANGENOMMEN);
  });

  it('refuses an offer that does not exist, a declined one and a past wish date', () => {
    expect(fehler(mitAngeboten, annehmen({ entsorgerId: 3 })).details.errors).toEqual({ entsorgerId: 'Dieses Angebot gibt es nicht.' });
    expect(fehler(mitAngeboten, annehmen({ wunschdatum: '2026-11-19' })).details.errors).toHaveProperty('wunschdatum');
  });

  it('refuses the disposer accepting and a request without offers', () => {
    given(decider, mitAngeboten)
      .when(annehmen({ akteur: entsorger(4) }))
      .thenRefused('verboten');
    given(decider, [anfrage()]).when(annehmen()).thenRefused('ungueltig');
  });

  it('lets the producer withdraw the request', () => {
    given(decider, mitAngeboten).when(aktion('stornieren', 'ERZEUGER')).thenTypes(['AuftragStatusGeaendert']);
  });
});

describe('approval above the order value limit', () => {
  const grenze = (bestellwertGrenze: number | null, freigeber: { passt: boolean } | null = null) => ({ bestellwertGrenze, freigeber });
  const mitFakten = (c: ReturnType<typeof aufgeben>, f: ReturnType<typeof grenze>) => ({ ...c, fakten: { ...c.fakten!, ...f } });

  it('orders directly within the limit, ignoring an approver', () => {
    given(decider)
      .when(mitFakten(aufgeben({ freigeberId: 43 }), grenze(1000, { passt: true })))
      .then([aufgegeben()]);
  });

  it('refuses an order above the limit without an approver, on the field freigeberId', () => {
    const e = fehler([], mitFakten(aufgeben(), grenze(100)));
    expect(e.kind).toBe('ungueltig');
    expect(e.details.errors).toEqual({ freigeberId: UEBER_GRENZE_OHNE_FREIGEBER });
  });

  it('puts an order above the limit to approval by the chosen approver', () => {
    given(decider)
      .when(mitFakten(aufgeben({ freigeberId: 43 }), grenze(100, { passt: true })))
      .then([aufgegeben({ status: 'BESTELLUNG_ZUR_FREIGABE', freigeberId: 43 })]);
  });

  it('refuses the orderer as approver and an approver who does not fit (lower limit, other producer)', () => {
    expect(fehler([], mitFakten(aufgeben({ freigeberId: 42 }), grenze(100, { passt: false }))).details.errors).toEqual({
      freigeberId: 'Sie können Ihre eigene Bestellung nicht freigeben.',
    });
    expect(fehler([], mitFakten(aufgeben({ freigeberId: 44 }), grenze(100, { passt: false }))).details.errors?.freigeberId).toMatch(
      /höherer Bestellwertgrenze/,
    );
  });

  const zurFreigabe = [aufgegeben({ status: 'BESTELLUNG_ZUR_FREIGABE', freigeberId: 43 })];

  it('the chosen approver approves: the order is placed', () => {
    given(decider, zurFreigabe)
      .when(aktion('bestellungFreigeben', 'ERZEUGER', { benutzerId: 43 }))
      .then([
        {
          type: 'AuftragStatusGeaendert',
          data: { aktion: 'bestellungFreigeben', von: 'BESTELLUNG_ZUR_FREIGABE', nach: 'BESTELLUNG', ueberToken: false },
        },
      ]);
  });

  it('the approver rejects with a reason: cancelled before approval', () => {
    given(decider, zurFreigabe)
      .when(aktion('freigabeAblehnen', 'ERZEUGER', { benutzerId: 43, body: { begruendung: 'zu teuer', kommentar: null } }))
      .then([
        {
          type: 'AuftragStatusGeaendert',
          data: {
            aktion: 'freigabeAblehnen',
            von: 'BESTELLUNG_ZUR_FREIGABE',
            nach: 'AUFTRAG_STORNIERT_VOR_FREIGABE',
            begruendung: 'zu teuer',
            ueberToken: false,
          },
        },
      ]);
    given(decider, zurFreigabe)
      .when(aktion('freigabeAblehnen', 'ERZEUGER', { benutzerId: 43 }))
      .thenRefused('ungueltig');
  });

  it('nobody approves their own order, nor another user of the producer; staff may', () => {
    given(decider, zurFreigabe)
      .when(aktion('bestellungFreigeben', 'ERZEUGER', { benutzerId: 42 }))
      .thenRefused('verboten', 'Sie können Ihre eigene Bestellung nicht freigeben.');
    given(decider, zurFreigabe)
      .when(aktion('bestellungFreigeben', 'ERZEUGER', { benutzerId: 50 }))
      .thenRefused('verboten');
    given(decider, zurFreigabe)
      .when(aktion('bestellungFreigeben', 'ERZEUGER', { akteur: ADMIN }))
      .thenTypes(['AuftragStatusGeaendert']);
  });

  it('the orderer may withdraw the order before approval', () => {
    given(decider, zurFreigabe)
      .when(aktion('stornieren', 'ERZEUGER', { benutzerId: 42 }))
      .thenTypes(['AuftragStatusGeaendert']);
    expect(status([...zurFreigabe, ...decider.decide(aktion('stornieren', 'ERZEUGER'), fold(decider, zurFreigabe), testContext())])).toBe(
      'AUFTRAG_STORNIERT_VOR_FREIGABE',
    );
  });
});

describe('a disposer merge on an offer request', () => {
  it('names the kept disposer among the asked ones and in its answers, so its link still counts', () => {
    const merge = { type: 'EntsorgerZusammenfuehren' as const, vonEntsorgerId: 4, nachEntsorgerId: 40, zusammenfuehrungId: 1 };
    const past = [anfrage(), abgegeben(4, 1)];
    given(decider, past)
      .when(merge)
      .then([{ type: 'EntsorgerZusammengefuehrt', data: { vonEntsorgerId: 4, nachEntsorgerId: 40, zusammenfuehrungId: 1 } }]);
    const nachher = [...past, ...decider.decide(merge, fold(decider, past), testContext())];
    expect(fold(decider, nachher)).toMatchObject({
      entsorgerId: null,
      angefragteEntsorgerIds: [3, 40, 5],
      angebote: [{ entsorgerId: 40 }],
    });
    given(decider, nachher)
      .when(annehmen({ entsorgerId: 40 }))
      .thenTypes(['AngebotAngenommen']);
    given(decider, [anfrage()])
      .when({ ...merge, vonEntsorgerId: 9 })
      .then([]);
  });
});
