import { fruehesterLiefertermin } from './loadTimeAndPlace';

describe('fruehesterLiefertermin', () => {
  test.each([
    ['Monday morning', '2026-11-23T09:00:00Z', '2026-11-24'],
    ['Friday: the next Monday', '2026-11-27T12:00:00Z', '2026-11-30'],
    ['Saturday: the next Monday', '2026-11-28T12:00:00Z', '2026-11-30'],
    // 23:30 UTC on Monday is already Tuesday in Berlin.
    ['shortly after midnight in Berlin', '2026-11-23T23:30:00Z', '2026-11-25'],
    ['across the turn of the year', '2026-12-31T10:00:00Z', '2027-01-01'],
  ])('%s', (_name, jetzt, erwartet) => {
    expect(fruehesterLiefertermin(new Date(jetzt))).toBe(erwartet);
  });
});
