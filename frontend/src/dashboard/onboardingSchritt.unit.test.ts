import { onboardingSchritt } from './onboardingSchritt';

describe('onboardingSchritt', () => {
  it('starts a new user with "complete master data"', () => {
    expect(onboardingSchritt({ stammdaten: false, abschluss: false }, false)).toBe('stammdaten');
  });

  it('shows "done" once master data is answered or put off', () => {
    expect(onboardingSchritt({ stammdaten: true, abschluss: false }, false)).toBe('abschluss');
    expect(onboardingSchritt({ stammdaten: false, abschluss: false }, true)).toBe('abschluss');
  });

  it('asks again for master data on the next sign-in until every flag is true', () => {
    expect(onboardingSchritt({ stammdaten: false, abschluss: true }, false)).toBe('stammdaten');
    expect(onboardingSchritt({ stammdaten: false, abschluss: true }, true)).toBeNull();
    expect(onboardingSchritt({ stammdaten: true, abschluss: true }, false)).toBeNull();
    expect(onboardingSchritt({}, false)).toBeNull();
  });
});
