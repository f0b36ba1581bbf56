import { faelligkeit } from './faelligkeit';

describe('faelligkeit', () => {
  it('shows nothing when no due date is set', () => {
    expect(faelligkeit(null)).toBeNull();
    expect(faelligkeit(undefined)).toBeNull();
  });

  it('marks at most one day left as urgent (spec § 4)', () => {
    expect(faelligkeit(1)).toEqual({ text: 'morgen', dringend: true });
    expect(faelligkeit(0)).toEqual({ text: 'heute', dringend: true });
    expect(faelligkeit(-1)).toEqual({ text: 'seit 1 Tag überfällig', dringend: true });
    expect(faelligkeit(-3)).toEqual({ text: 'seit 3 Tagen überfällig', dringend: true });
  });

  it('is not urgent with two or more days left', () => {
    expect(faelligkeit(2)).toEqual({ text: 'in 2 Tagen', dringend: false });
  });
});
