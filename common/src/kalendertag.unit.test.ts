import { heuteInBerlin } from './kalendertag';

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
