import { deutsch } from '../i18n/deutsch';
import { anmeldeTranslate } from './anmeldeTexte';

type Tree = { [key: string]: string | Tree };
const lookup = (path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), deutsch);

describe('anmeldeTranslate (the login page without polyglot)', () => {
  it('gives every login text as the whole catalogue has it', () => {
    const keys = Object.keys(deutsch.login).map((k) => `login.${k}`);
    keys.push('portal.claim', 'registrierung.jetztRegistrieren', 'fehler.generic', 'erfolg.codeGesendet', 'ra.message.invalid_form');
    for (const key of keys) expect(anmeldeTranslate(key)).toBe(lookup(key));
  });

  it('fills placeholders and returns unknown keys as they are', () => {
    expect(anmeldeTranslate('passwortErstellen.fuer', { email: 'a@b.de' })).toBe('Für a@b.de');
    expect(anmeldeTranslate('gibt.es.nicht')).toBe('gibt.es.nicht');
  });
});
