import { alertDuration } from './alertDuration';

describe('alertDuration', () => {
  it('is 7000 ms by default', () => {
    expect(alertDuration()).toBe(7000);
  });

  it('keeps a given duration, including "until closed"', () => {
    expect(alertDuration(2000)).toBe(2000);
    expect(alertDuration(null)).toBeNull();
  });
});
