import { datumPruefen, datumsGrenzen, zeitraumVerkehrt } from './datumsPruefung';

const tag = (jahr: number, monat: number, t: number) => {
  // new Date(2, …) would mean 1902; a picker holding year 2 (an unfinished "2026") holds year 2.
  const datum = new Date(2000, monat - 1, t);
  datum.setFullYear(jahr);
  return datum;
};
const PORTAL = datumsGrenzen();

describe('datumsGrenzen', () => {
  it('keeps every field within the days the server accepts', () => {
    expect(PORTAL).toEqual({ min: '2000-01-01', max: '2100-12-31' });
    expect(datumsGrenzen('1990-05-01', '2200-01-01')).toEqual({ min: '2000-01-01', max: '2100-12-31' });
  });

  it('narrows them by the field’s own bounds', () => {
    expect(datumsGrenzen('2026-05-17', '2026-12-31')).toEqual({ min: '2026-05-17', max: '2026-12-31' });
  });
});

describe('datumPruefen', () => {
  it('passes a day on as yyyy-MM-dd', () => {
    expect(datumPruefen(tag(2026, 3, 9), false, PORTAL)).toEqual({ wert: '2026-03-09', mangel: null });
  });

  it('takes an empty field as no value, and as a fault only where it is required', () => {
    expect(datumPruefen(null, false, PORTAL)).toEqual({ wert: null, mangel: null });
    expect(datumPruefen(null, true, PORTAL)).toEqual({ wert: null, mangel: { art: 'leer' } });
  });

  it('passes nothing on for what is typed but is no day', () => {
    expect(datumPruefen(new Date(Number.NaN), false, PORTAL)).toEqual({ wert: null, mangel: { art: 'ungueltig' } });
  });

  it('names the portal’s bounds outside 2000..2100, the first and last day included', () => {
    expect(datumPruefen(tag(1999, 12, 31), false, PORTAL).mangel).toEqual({ art: 'bereich' });
    expect(datumPruefen(tag(2, 1, 1), false, PORTAL)).toEqual({ wert: '0002-01-01', mangel: { art: 'bereich' } });
    expect(datumPruefen(tag(2101, 1, 1), false, PORTAL).mangel).toEqual({ art: 'bereich' });
    expect(datumPruefen(tag(2000, 1, 1), false, PORTAL).mangel).toBeNull();
    expect(datumPruefen(tag(2100, 12, 31), false, PORTAL).mangel).toBeNull();
  });

  it('names the field’s own bound where it is narrower, even for a day before 2000', () => {
    const abHeute = datumsGrenzen('2026-05-17');
    expect(datumPruefen(tag(2026, 5, 16), true, abHeute)).toEqual({ wert: '2026-05-16', mangel: { art: 'vor', grenze: '2026-05-17' } });
    expect(datumPruefen(tag(1999, 1, 1), true, abHeute).mangel).toEqual({ art: 'vor', grenze: '2026-05-17' });
    expect(datumPruefen(tag(2026, 5, 17), true, abHeute).mangel).toBeNull();
    expect(datumPruefen(tag(2027, 1, 1), false, datumsGrenzen(undefined, '2026-12-31')).mangel).toEqual({
      art: 'nach',
      grenze: '2026-12-31',
    });
  });
});

describe('zeitraumVerkehrt', () => {
  it('finds an end before the start', () => {
    expect(zeitraumVerkehrt('2026-05-02', '2026-05-01')).toBe(true);
  });

  it('accepts a one-day period and an open start or end', () => {
    expect(zeitraumVerkehrt('2026-05-01', '2026-05-01')).toBe(false);
    expect(zeitraumVerkehrt(null, '2026-05-01')).toBe(false);
    expect(zeitraumVerkehrt('2026-05-01', '')).toBe(false);
  });
});
