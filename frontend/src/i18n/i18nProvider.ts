import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { deutsch } from './deutsch';

/** German only (spec: single locale de). */
export const i18nProvider = polyglotI18nProvider(() => deutsch satisfies TranslationMessages, 'de', [{ locale: 'de', name: 'Deutsch' }]);
