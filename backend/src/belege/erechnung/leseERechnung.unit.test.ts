import { leseERechnung } from './leseERechnung';
import type { ERechnung, ERechnungErgebnis } from './eRechnung';
import { alleMuster, muster } from './eRechnungTestdaten';

const gelesen = (ergebnis: ERechnungErgebnis): ERechnung => {
  if (!ergebnis.ok) throw new Error(`erwartet gelesen, aber abgelehnt: ${ergebnis.grund}`);
  return ergebnis.rechnung;
};

const kurz = (r: ERechnung) => ({
  nummer: r.nummer,
  datum: r.datum,
  belegTyp: r.belegTyp,
  waehrung: r.waehrung,
  verkaeufer: r.verkaeuferName,
  ustId: r.verkaeuferUstId,
  kaeufer: r.kaeuferName,
  kaeuferReferenz: r.kaeuferReferenz,
  netto: r.netto,
  steuer: r.steuer,
  brutto: r.brutto,
  zahlbetrag: r.zahlbetrag,
  positionen: r.positionen.map((p) => [p.name, p.menge, p.einheitCode, p.einheit, p.nettobetrag]),
});

/** What each public sample must give: the header and positions, or the reason it is refused. */
const ERWARTET: Record<
  string,
  { kurz: ReturnType<typeof kurz>; format: ERechnung['format']; quelle: string; hinweise?: RegExp } | { grund: RegExp }
> = {
  'kosit-xrechnung-testsuite/01.01a-INVOICE_ubl.xml': {
    format: 'ubl-invoice',
    quelle: 'xml',
    kurz: {
      nummer: '123456XX',
      datum: '2016-04-04',
      belegTyp: 'rechnung',
      waehrung: 'EUR',
      verkaeufer: '[Seller name]',
      ustId: 'DE 123456789',
      kaeufer: '[Buyer name]',
      kaeuferReferenz: '04011000-12345-03',
      netto: 314.86,
      steuer: 22.04,
      brutto: 336.9,
      zahlbetrag: 336.9,
      positionen: [
        ['Zeitschrift [...]', 1, 'XPP', 'Stück', 288.79],
        ['Porto + Versandkosten', 1, 'XPP', 'Stück', 26.07],
      ],
    },
  },
  'kosit-xrechnung-testsuite/01.06_minimal_test_ubl.xml': {
    format: 'ubl-invoice',
    quelle: 'xml',
    kurz: {
      nummer: '1234567',
      datum: '2018-04-13',
      belegTyp: 'rechnung',
      waehrung: 'EUR',
      verkaeufer: '[Seller name]',
      ustId: 'ATU123456789',
      kaeufer: '[Buyer name]',
      kaeuferReferenz: '90000000-03083-72',
      netto: 3986.34,
      steuer: 757.41,
      brutto: 4743.75,
      zahlbetrag: 4743.75,
      positionen: [['Beratung', 30, 'XPP', 'Stück', 3986.34]],
    },
  },
  'zugferd-corpus/EN16931_Einfach.pdf': {
    format: 'cii',
    quelle: 'factur-x.xml',
    kurz: {
      nummer: '471102',
      datum: '2018-03-05',
      belegTyp: 'rechnung',
      waehrung: 'EUR',
      verkaeufer: 'Lieferant GmbH',
      ustId: 'DE123456789',
      kaeufer: 'Kunden AG Mitte',
      kaeuferReferenz: null,
      netto: 473,
      steuer: 56.87,
      brutto: 529.87,
      zahlbetrag: 529.87,
      positionen: [
        ['Trennblätter A4', 20, 'H87', 'Stück', 198],
        ['Joghurt Banane', 50, 'H87', 'Stück', 275],
      ],
    },
  },
  'zugferd-corpus/Facture_FR_MINIMUM.pdf': { grund: /^Das Profil MINIMUM enthält keine Positionen/ },
  'zugferd-corpus/factur-x-invalid-xml-encoding-attribute.pdf': {
    format: 'cii',
    quelle: 'factur-x.xml',
    hinweise: /unbekannte Zeichenkodierung „UTF-8-W\/O-BOM“ an; sie wurde als UTF-8 gelesen/,
    kurz: {
      nummer: 'RE-20201121/508',
      datum: '2020-11-21',
      belegTyp: 'rechnung',
      waehrung: 'EUR',
      verkaeufer: 'Bei Spiel GmbH',
      ustId: 'DE136695976',
      kaeufer: 'Theodor Est',
      kaeuferReferenz: 'AB321',
      netto: 496,
      steuer: 75.04,
      brutto: 571.04,
      zahlbetrag: 571.04,
      positionen: [
        ['Design (hours)', 1, 'HUR', null, 160],
        ['Ballons', 400, 'H87', 'Stück', 316],
        ['Hot air „heiße Luft“ (litres)', 800, 'LTR', 'l', 20],
      ],
    },
  },
};
// The same invoices in the other syntax or another PDF wrapper must read the same.
const GLEICH_WIE: Record<string, { wie: string; format: ERechnung['format']; quelle: string; anders?: Partial<ReturnType<typeof kurz>> }> =
  {
    'kosit-xrechnung-testsuite/01.01a-INVOICE_uncefact.xml': {
      wie: 'kosit-xrechnung-testsuite/01.01a-INVOICE_ubl.xml',
      format: 'cii',
      quelle: 'xml',
    },
    'kosit-xrechnung-testsuite/01.06_minimal_test_uncefact.xml': {
      wie: 'kosit-xrechnung-testsuite/01.06_minimal_test_ubl.xml',
      format: 'cii',
      quelle: 'xml',
    },
    'zugferd-corpus/XRECHNUNG_Einfach.pdf': {
      wie: 'zugferd-corpus/EN16931_Einfach.pdf',
      format: 'cii',
      quelle: 'xrechnung.xml',
      anders: { kaeuferReferenz: '04011000-12345-34' },
    },
    'zugferd-corpus/zugferd_2p0_EN16931_Einfach.pdf': {
      wie: 'zugferd-corpus/EN16931_Einfach.pdf',
      format: 'cii',
      quelle: 'zugferd-invoice.xml',
      anders: {
        positionen: [
          ['Trennblätter A4', 20, 'C62', 'Stück', 198],
          ['Joghurt Banane', 50, 'C62', 'Stück', 275],
        ],
      },
    },
  };

describe('leseERechnung: every public sample in ../shared/data/e-rechnung', () => {
  it('has an expectation for every sample file, so none is left out', () => {
    expect(alleMuster()).toEqual(Object.keys({ ...ERWARTET, ...GLEICH_WIE }).sort());
  });

  it.each(Object.entries(ERWARTET))('%s', async (datei, erwartet) => {
    const ergebnis = await leseERechnung(muster(datei), datei);
    if ('grund' in erwartet) {
      expect(ergebnis).toEqual({ ok: false, grund: expect.stringMatching(erwartet.grund) });
      return;
    }
    const rechnung = gelesen(ergebnis);
    expect(kurz(rechnung)).toEqual(erwartet.kurz);
    expect(rechnung.format).toBe(erwartet.format);
    expect(rechnung.quelle).toBe(erwartet.quelle);
    if (erwartet.hinweise) expect(rechnung.hinweise).toEqual([expect.stringMatching(erwartet.hinweise)]);
    else expect(rechnung.hinweise).toEqual([]);
  });

  it.each(Object.entries(GLEICH_WIE))('%s reads like its twin', async (datei, { wie, format, quelle, anders }) => {
    const rechnung = gelesen(await leseERechnung(muster(datei), datei));
    const zwilling = ERWARTET[wie];
    if (!zwilling || 'grund' in zwilling) throw new Error(`kein Zwilling ${wie}`);
    expect(kurz(rechnung)).toEqual({ ...zwilling.kurz, ...anders });
    expect(rechnung.format).toBe(format);
    expect(rechnung.quelle).toBe(quelle);
  });

  it('reads from a CII line the description, net price, base quantity, tax rate and period', async () => {
    const rechnung = gelesen(await leseERechnung(muster('kosit-xrechnung-testsuite/01.01a-INVOICE_uncefact.xml')));
    expect(rechnung.spezifikation).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(rechnung.typCode).toBe('380');
    expect(rechnung.summePositionen).toBe(314.86);
    expect(rechnung.positionen[0]).toMatchObject({
      nummer: 'Zeitschrift [...]',
      beschreibung: 'Zeitschrift Inland',
      nettopreis: 288.79,
      basismenge: 1,
      steuersatz: 7,
      leistungBeginn: '2016-01-01',
      leistungEnde: '2016-12-31',
      avvCode: null,
    });
  });

  it('refuses the MINIMUM profile with the reason that it has no positions', async () => {
    const ergebnis = await leseERechnung(muster('zugferd-corpus/Facture_FR_MINIMUM.pdf'));
    expect(ergebnis).toEqual({
      ok: false,
      grund:
        'Das Profil MINIMUM enthält keine Positionen und ist nach deutschem Recht keine vollständige Rechnung. Bitte beim Entsorger eine Rechnung im Profil EN 16931 oder XRechnung anfordern.',
    });
  });
});
