import { FARBPALETTE, farbeFuer, normalisiereFarbcode } from './farbpalette';

describe('FARBPALETTE', () => {
  it('has 20 distinct hex colours', () => {
    expect(FARBPALETTE).toHaveLength(20);
    expect(new Set(FARBPALETTE).size).toBe(20);
    for (const farbe of FARBPALETTE) expect(farbe).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('farbeFuer', () => {
  it('gives the palette colour by index', () => {
    expect(farbeFuer(0)).toBe(FARBPALETTE[0]);
    expect(farbeFuer(19)).toBe(FARBPALETTE[19]);
  });

  it('repeats the palette after 20 streams', () => {
    expect(farbeFuer(20)).toBe(FARBPALETTE[0]);
    expect(farbeFuer(43)).toBe(FARBPALETTE[3]);
    expect(farbeFuer(-1)).toBe(FARBPALETTE[19]);
  });

  it('uses the colour code when the stream has one', () => {
    expect(farbeFuer(3, '#00AA00')).toBe('#00aa00');
    expect(farbeFuer(3, 'ff0000')).toBe('#ff0000');
    expect(farbeFuer(3, '#abc')).toBe('#aabbcc');
  });

  it.each([null, undefined, '', '  ', 'rot', '#12345'])('falls back to the palette for colour code %p', (farbcode) => {
    expect(farbeFuer(5, farbcode)).toBe(FARBPALETTE[5]);
  });
});

describe('normalisiereFarbcode', () => {
  it('trims and lower-cases', () => {
    expect(normalisiereFarbcode(' #A1B2C3 ')).toBe('#a1b2c3');
  });
});
