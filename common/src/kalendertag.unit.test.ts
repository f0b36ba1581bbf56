import { heuteInBerlin, tageSpaeter } from './kalendertag';

describe('heuteInBerlin', () => {
  it.each([
    ['2026-11-24T22:59:59Z', '2026-11-24'], // 23:59:59 in winter (UTC+1)
    ['2026-11-24T23:00:00Z', '2026-11-25'], // midnight in Berlin, still the 24th in UTC
    ['2026-07-01T21:30:00Z', '2026-07-01'], // 23:30 in summer (UTC+2)
    ['2026-07-01T22:00:00Z', '2026-07-02'],
  ])('%s is %s in Germany', (utc, tag) => {
    expect(heuteInBerlin(new Date(utc))).toBe(tag);
  });
});

describe('tageSpaeter', () => {
  it.each([
    ['2026-11-24', 3, '2026-11-27'],
    ['2026-03-28', 1, '2026-03-29'], // the night the clocks go forward
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days is %s', (tag, tage, ergebnis) => {
    expect(tageSpaeter(tag, tage)).toBe(ergebnis);
  });
});
