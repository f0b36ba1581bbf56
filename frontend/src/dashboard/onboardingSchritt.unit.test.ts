import type { OnboardingStand } from '@abfallportal/common/benutzerInfo';
import { onboardingSchritt, onboardingWiederOeffnen } from './onboardingSchritt';

const erzeugerNutzer: OnboardingStand = { gilt: true, verschoben: false, stammdatenVollstaendig: false };
const NEU = { stammdaten: false, abschluss: false };

describe('onboardingSchritt', () => {
  it('given a new producer user, then it asks to complete the master data', () => {
    expect(onboardingSchritt(erzeugerNutzer, NEU, false)).toBe('stammdaten');
  });

  it('given admin, support, a disposer or staff acting as a user, then it never shows, not even opened by hand', () => {
    const gilt = { ...erzeugerNutzer, gilt: false };
    expect(onboardingSchritt(gilt, NEU, false)).toBeNull();
    expect(onboardingSchritt(gilt, NEU, true)).toBeNull();
    expect(onboardingWiederOeffnen(gilt, NEU)).toBe(false);
  });

  it('given "Später", then nothing shows until the user opens it from the user menu', () => {
    const verschoben = { ...erzeugerNutzer, verschoben: true };
    expect(onboardingSchritt(verschoben, NEU, false)).toBeNull();
    expect(onboardingWiederOeffnen(verschoben, NEU)).toBe(true);
    expect(onboardingSchritt(verschoben, NEU, true)).toBe('stammdaten');
  });

  it('given "Jetzt vervollständigen" and incomplete data, then "Fertig" waits until the data are complete', () => {
    const jetzt = { stammdaten: true, abschluss: false };
    expect(onboardingSchritt(erzeugerNutzer, jetzt, false)).toBeNull();
    expect(onboardingSchritt({ ...erzeugerNutzer, stammdatenVollstaendig: true }, jetzt, false)).toBe('abschluss');
  });

  it('given "Fertig", then it is done: no modal and no user menu entry', () => {
    const fertig = { stammdaten: true, abschluss: true };
    const vollstaendig = { ...erzeugerNutzer, stammdatenVollstaendig: true };
    expect(onboardingSchritt(vollstaendig, fertig, false)).toBeNull();
    expect(onboardingWiederOeffnen(vollstaendig, fertig)).toBe(false);
  });
});
