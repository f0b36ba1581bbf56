import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { deutsch } from './deutsch';
import { ressourcenNameFuer } from './ressourcenNamen';

const polyglot = polyglotI18nProvider(() => deutsch satisfies TranslationMessages, 'de', [{ locale: 'de', name: 'Deutsch' }]);

/** German only (spec: single locale de); resources are named in German, never by their API path. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (schluessel, optionen) => ressourcenNameFuer(schluessel, optionen) ?? polyglot.translate(schluessel, optionen),
};
