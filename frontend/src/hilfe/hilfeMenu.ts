import type { MenuEintrag } from '../navigation/menuEintraege';
import { hilfePaths } from './hilfePaths';

/**
 * The sidebar's help section (spec § 2: quick links and FAQs). The quick links are the screens a
 * user most often looks for; each carries the route rule of its target, so a user sees only those
 * they may open (no "Neuer Auftrag" for a disposer or for staff without a producer).
 */
export const hilfeMenu: readonly MenuEintrag[] = [
  {
    label: 'schnellzugriff',
    titel: 'hilfe.menu.neuerAuftrag',
    routeKey: 'auftragNeu',
    path: '/erzeuger/:erzeugerId/auftraege/neu',
    icon: 'neuerAuftrag',
    section: 'hilfe',
  },
  {
    label: 'schnellzugriff',
    titel: 'hilfe.menu.anleitung',
    routeKey: null,
    path: hilfePaths.anleitung,
    icon: 'anleitung',
    section: 'hilfe',
    vorladen: () => import('./AnleitungPage'),
  },
  {
    label: 'schnellzugriff',
    titel: 'hilfe.menu.kontakt',
    routeKey: null,
    path: hilfePaths.kontakt,
    icon: 'kontakt',
    section: 'hilfe',
    vorladen: () => import('./KontaktPage'),
  },
  {
    label: 'schnellzugriff',
    titel: 'hilfe.menu.impressum',
    routeKey: null,
    path: hilfePaths.impressum,
    icon: 'impressum',
    section: 'hilfe',
  },
  { label: 'faq', routeKey: null, path: hilfePaths.faq, icon: 'faq', section: 'hilfe', vorladen: () => import('./FaqPage') },
];
