import { emailSchema, MELDUNGEN, optionalText, passwortFehler, pflichtText, plzSchema, ustIdSchema } from './validation';
import { isoDatum } from './auftrag';

describe('Passwortregeln (spec § 5)', () => {
  it.each([
    ['Abcdef1!', []],
    ['Äbcdef1§', []],
    ['Abc1!', ['Das Passwort muss mindestens 8 Zeichen lang sein.']],
    ['Abcdefg!', ['Das Passwort muss mindestens eine Ziffer enthalten.']],
    ['Abcdefg1', ['Das Passwort muss mindestens ein Sonderzeichen enthalten.']],
    ['abcdefg1!', ['Das Passwort muss mindestens einen Großbuchstaben enthalten.']],
    ['ABCDEFG1!', ['Das Passwort muss mindestens einen Kleinbuchstaben enthalten.']],
  ])('%s', (passwort, fehler) => {
    expect(passwortFehler(passwort)).toEqual(fehler);
  });
});

describe('Feldregeln (spec § 5)', () => {
  it('postal code: exactly five digits or empty', () => {
    expect(plzSchema.safeParse('20097').success).toBe(true);
    expect(plzSchema.safeParse('').success).toBe(true);
    expect(plzSchema.safeParse('2009').error?.issues[0]?.message).toBe('Keine valide Postleitzahl');
    expect(plzSchema.safeParse('200971').success).toBe(false);
  });
  it('email: standard pattern or empty', () => {
    expect(emailSchema.safeParse('a@b.de').success).toBe(true);
    expect(emailSchema.safeParse('').success).toBe(true);
    expect(emailSchema.safeParse('a@b').error?.issues[0]?.message).toBe('Keine gültige E-Mailadresse');
  });
  it('VAT id: DE and nine digits or empty', () => {
    expect(ustIdSchema.safeParse('DE123456789').success).toBe(true);
    expect(ustIdSchema.safeParse('').success).toBe(true);
    expect(ustIdSchema.safeParse('DE12345678').success).toBe(false);
  });
});

describe('Steuerzeichen', () => {
  it('refuses a NUL character in every text rule with a German message', () => {
    for (const schema of [pflichtText(), optionalText(), emailSchema, plzSchema]) {
      const r = schema.safeParse('a\u0000b');
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(MELDUNGEN.steuerzeichen);
    }
    expect(passwortFehler('Geheim-Wort-9x\u0000')).toContain(MELDUNGEN.steuerzeichen);
  });
});

describe('isoDatum (order dates)', () => {
  it.each(['2026-11-24', '2028-02-29'])('accepts the calendar day %s', (d) => {
    expect(isoDatum.safeParse(d).success).toBe(true);
  });
  it.each(['2026-02-30', '2026-13-01', '2027-02-29', '24.11.2026', '2026-1-5'])('refuses %s with a German message', (d) => {
    const r = isoDatum.safeParse(d);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Bitte ein gültiges Datum angeben.');
  });
});
