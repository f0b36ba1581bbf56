import { formatAnzahl, formatBetragJeEinheit, formatDatum, formatDatumZeit, formatEinheiten, formatEuro, formatMenge } from './format';

const mitLeerzeichen = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuro', () => {
  it('writes German euro amounts with two decimals', () => {
    expect(mitLeerzeichen(formatEuro(1234.56))).toBe('1.234,56 €');
    expect(mitLeerzeichen(formatEuro(2.5))).toBe('2,50 €');
    expect(mitLeerzeichen(formatEuro(0))).toBe('0,00 €');
  });

  it('keeps the amount and the sign on one line', () => {
    expect(formatEuro(95)).toBe('95,00\u00a0€');
  });

  it('shows a dash for no amount, or what the caller asks for', () => {
    expect(formatEuro(null)).toBe('–');
    expect(formatEuro(undefined, '')).toBe('');
  });
});

describe('formatDatum', () => {
  it('writes a travelling calendar day as dd.MM.yyyy, whatever the time zone', () => {
    expect(formatDatum('2026-03-01')).toBe('01.03.2026');
  });

  it('writes a point in time as the day it was in Germany', () => {
    // 23:30 UTC on 21 November is already 22 November in Berlin (UTC+1).
    expect(formatDatum('2026-11-21T23:30:00.000Z')).toBe('22.11.2026');
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July in Berlin (UTC+2).
    expect(formatDatum(new Date('2026-06-30T22:30:00Z'))).toBe('01.07.2026');
  });

  it('shows nothing (or the given text) for an absent or unreadable value', () => {
    expect(formatDatum(null)).toBe('');
    expect(formatDatum(undefined, '–')).toBe('–');
    expect(formatDatum('kein Datum', '–')).toBe('–');
  });
});

describe('formatDatumZeit', () => {
  it('writes date and time in Germany, in winter and in summer', () => {
    expect(formatDatumZeit('2026-11-21T23:30:00.000Z')).toBe('22.11.2026 00:30');
    expect(formatDatumZeit('2026-07-01T08:05:09.000Z')).toBe('01.07.2026 10:05');
  });

  it('adds the seconds when asked', () => {
    expect(formatDatumZeit('2026-07-01T08:05:09.000Z', { sekunden: true })).toBe('01.07.2026 10:05:09');
  });

  it('shows the given text for an absent value', () => {
    expect(formatDatumZeit(null, { leer: '–' })).toBe('–');
  });
});

describe('formatMenge', () => {
  it('writes a quantity in German notation with its unit', () => {
    expect(formatMenge(1234.5, 'kg')).toBe('1.234,5 kg');
    expect(formatMenge(0.12345, 't')).toBe('0,123 t');
    expect(formatMenge(3)).toBe('3');
  });
});

describe('texts as people read them (issue 19)', () => {
  it('shows m³ and m² for the reference data spelling m3 and m2', () => {
    expect(formatEinheiten('Absetzmulde 7 m3')).toBe('Absetzmulde 7 m³');
    expect(formatEinheiten('Abrollcontainer 10m3')).toBe('Abrollcontainer 10m³');
    expect(formatEinheiten('Fläche in m2')).toBe('Fläche in m²');
    expect(formatEinheiten('Mulde m30 und Rm3x')).toBe('Mulde m30 und Rm3x');
    expect(formatEinheiten(null)).toBe('');
  });

  it('writes the noun in the right number', () => {
    expect(formatAnzahl(1, 'Tag', 'Tage')).toBe('1 Tag');
    expect(formatAnzahl(0, 'Tag', 'Tage')).toBe('0 Tage');
    expect(formatAnzahl(14, 'Tag', 'Tage')).toBe('14 Tage');
  });

  it('writes a price unit once', () => {
    const je = (betrag: number, einheit: string) => mitLeerzeichen(formatBetragJeEinheit(betrag, einheit));
    expect(je(189, 't')).toBe('189,00 € je t');
    expect(je(189, 'je t')).toBe('189,00 € je t');
    expect(je(189, '€/t')).toBe('189,00 € je t');
    expect(je(12.8, 'Stück')).toBe('12,80 € je Stück');
    expect(je(40, 'm3')).toBe('40,00 € je m³');
  });
});
