import { erfolgDeutsch, fehlerDeutsch } from '../i18n/fehlerDeutsch';
import { portalDeutsch } from '../i18n/portalDeutsch';
import { registrierungDeutsch } from '../i18n/registrierungDeutsch';

/** The parts of the German catalogue (i18n/deutsch.ts) the login page shows, under the same keys. */
const TEXTE: Record<string, unknown> = {
  ...portalDeutsch,
  fehler: fehlerDeutsch,
  erfolg: erfolgDeutsch,
  registrierung: registrierungDeutsch,
  // The one react-admin text the form may show (i18n/raDeutsch.ts); the whole file is not worth loading for it.
  ra: { message: { invalid_form: 'Das Formular ist nicht gültig. Bitte prüfen Sie Ihre Eingaben.' } },
};

/**
 * Polyglot's lookup without polyglot (issue 19: the login page loads no i18n library): `%{name}` placeholders and
 * `||||` plurals by `smart_count`; an unknown key is returned as it is, as polyglot does.
 */
export const anmeldeTranslate = (key: string, options: Record<string, string | number> = {}): string => {
  const wert = key
    .split('.')
    .reduce<unknown>(
      (knoten, teil) => (knoten && typeof knoten === 'object' ? (knoten as Record<string, unknown>)[teil] : undefined),
      TEXTE,
    );
  if (typeof wert !== 'string') return key;
  const formen = wert.split('||||').map((s) => s.trim());
  const anzahl = options.smart_count;
  const text = formen.length > 1 && typeof anzahl === 'number' ? (formen[anzahl === 1 ? 0 : 1] ?? formen[0] ?? '') : (formen[0] ?? '');
  return text.replace(/%\{(\w+)\}/g, (ganz, name: string) => (options[name] === undefined ? ganz : String(options[name])));
};
