import { assertDefiniert } from './validation';

describe('assertDefiniert (spec § 5)', () => {
  it('raises the spec’s error for null and undefined, followed by the value', () => {
    expect(() => assertDefiniert(undefined)).toThrow("Expected 'val' to be defined, but received undefined");
    expect(() => assertDefiniert(null)).toThrow("Expected 'val' to be defined, but received null");
  });

  it('lets every defined value pass, zero and the empty string included', () => {
    for (const wert of [0, '', false, [], {}]) expect(() => assertDefiniert(wert)).not.toThrow();
  });
});
