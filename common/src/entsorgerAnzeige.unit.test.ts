import { entsorgerAnzeige, euroSchema, type EntsorgerAnzeigeEingabe } from './angebot';

const eintrag = (patch: Partial<EntsorgerAnzeigeEingabe>): EntsorgerAnzeigeEingabe => ({
  status: { type: 'BESTELLUNG' },
  entsorgerName: 'Entsorgung Nord',
  angebotsEntsorgerNamen: [],
  numberAngebotReceived: 0,
  numberAngebotRequested: 0,
  ...patch,
});

describe('entsorgerAnzeige', () => {
  it('shows the disposer of an order', () => {
    expect(entsorgerAnzeige(eintrag({}))).toBe('Entsorgung Nord');
  });

  it('shows the single offer disposer of a request', () => {
    expect(entsorgerAnzeige(eintrag({ status: { type: 'WARTEN_AUF_ANGEBOT' }, angebotsEntsorgerNamen: ['Nord'] }))).toBe('Nord');
  });

  it('reads complete or all rejected when every offer arrived', () => {
    const alle = { angebotsEntsorgerNamen: ['A', 'B'], numberAngebotReceived: 2, numberAngebotRequested: 2 };
    expect(entsorgerAnzeige(eintrag({ ...alle, status: { type: 'ANGEBOT_AN_KUNDEN' } }))).toBe('Angebote vollständig');
    expect(entsorgerAnzeige(eintrag({ ...alle, status: { type: 'ANFRAGE_ABGELEHNT' } }))).toBe('Alle Angebote abgelehnt');
  });

  it('counts nothing in a disposer’s view, which holds no other asked disposers (issue 28)', () => {
    expect(entsorgerAnzeige(eintrag({ status: { type: 'ANGEBOT_AN_KUNDEN' }, entsorgerName: null }))).toBe('');
  });

  it('counts the offers still awaited', () => {
    const warten = { angebotsEntsorgerNamen: ['A', 'B', 'C'], numberAngebotReceived: 1, numberAngebotRequested: 3 };
    expect(entsorgerAnzeige(eintrag({ ...warten, status: { type: 'WARTEN_AUF_ANGEBOT' } }))).toBe('Warten auf Angebote (1/3)');
  });
});

describe('euroSchema', () => {
  it.each([
    ['1.250,50', 1250.5],
    ['1250,5', 1250.5],
    ['1250.50', 1250.5],
    [99, 99],
  ])('reads %p as %p euro', (eingabe, wert) => {
    expect(euroSchema.parse(eingabe)).toBe(wert);
  });
  it.each(['abc', '-5', '1,234', '1.2.3', 0.001])('refuses %p', (eingabe) => {
    expect(euroSchema.safeParse(eingabe).success).toBe(false);
  });
});
