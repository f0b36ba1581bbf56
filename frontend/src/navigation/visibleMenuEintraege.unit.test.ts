import type { AccessContext } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import type { MenuEintrag } from './menuEintraege';
import { visibleMenuEintraege } from './visibleMenuEintraege';

const inhaber: AccessContext = { rolle: 'INHABER', permissions: ROLLEN_VORLAGEN.INHABER, erzeuger: { id: 7, typ: 'ERZEUGER' } };
const support: AccessContext = { rolle: 'SUPPORT', permissions: ROLLEN_VORLAGEN.SUPPORT, erzeuger: null };

const eintrag = (label: MenuEintrag['label'], routeKey: MenuEintrag['routeKey'], path: string): MenuEintrag => ({
  label,
  routeKey,
  path,
  icon: 'uebersicht',
  section: 'haupt',
});

/** What the features register (as in their *Menu.ts), deliberately in another order than the sidebar's. */
const REGISTRIERT: readonly MenuEintrag[] = [
  eintrag('leistungsnummern', 'leistungsnummer', '/erzeuger/:erzeugerId/leistungsnummer'),
  eintrag('support', 'supportErzeuger', '/support'),
  eintrag('benutzerverwaltung', 'adminBenutzerverwaltung', '/admin/benutzerverwaltung'),
  eintrag('benutzerverwaltung', 'verwaltung', '/erzeuger/:erzeugerId/verwaltung'),
  eintrag('stammdaten', 'stammdaten', '/stammdaten'),
  eintrag('entsorger', 'entsorger', '/erzeuger/:erzeugerId/entsorger'),
  eintrag('anfallstellen', 'anfallstellen', '/erzeuger/:erzeugerId/anfallstellen'),
  eintrag('auftraege', 'auftraege', '/erzeuger/:erzeugerId/auftraege'),
  eintrag('uebersicht', 'dashboard', '/dashboard'),
];

const labels = (ctx: AccessContext) => visibleMenuEintraege(REGISTRIERT, ctx).map((e) => `${e.label} ${e.href}`);

describe('visibleMenuEintraege', () => {
  it('shows an owner the producer screens of their own producer, in the order of spec § 2', () => {
    expect(labels(inhaber)).toEqual([
      'uebersicht /dashboard',
      'auftraege /erzeuger/7/auftraege',
      'anfallstellen /erzeuger/7/anfallstellen',
      'entsorger /erzeuger/7/entsorger',
      'benutzerverwaltung /erzeuger/7/verwaltung',
    ]);
  });

  it('shows support the staff screens; producer screens need a producer id to link', () => {
    expect(labels(support)).toEqual(['uebersicht /dashboard', 'support /support', 'stammdaten /stammdaten']);
  });

  it('hides the overview without VIEW_DASHBOARD', () => {
    expect(labels({ ...support, permissions: ['VIEW_OWN_PROFILE'] })).toEqual([]);
  });
});

describe('the disposer portal home (issue 19)', () => {
  const entsorger: AccessContext = { rolle: 'SONSTIGE', permissions: ROLLEN_VORLAGEN.SONSTIGE, erzeuger: null };
  const MIT_ENTSORGER: readonly MenuEintrag[] = [
    ...REGISTRIERT,
    { ...eintrag('preise', null, '/entsorgerbereich/preise'), nurEntsorger: true },
    { ...eintrag('auftraege', null, '/entsorgerbereich/auftraege'), nurEntsorger: true },
    { ...eintrag('kunden', null, '/entsorgerbereich/kunden'), nurEntsorger: true },
  ];
  const sicht = (ctx: AccessContext, istEntsorger: boolean) =>
    visibleMenuEintraege(MIT_ENTSORGER, ctx, istEntsorger).map((e) => `${e.label} ${e.href}`);

  it('given a disposer user, then the sidebar shows overview, orders, customers and prices', () => {
    expect(sicht(entsorger, true)).toEqual([
      'uebersicht /dashboard',
      'auftraege /entsorgerbereich/auftraege',
      'kunden /entsorgerbereich/kunden',
      'preise /entsorgerbereich/preise',
    ]);
  });

  it('given a producer owner or support, then no disposer entry shows', () => {
    expect(sicht(inhaber, false).some((e) => e.includes('/entsorgerbereich'))).toBe(false);
    expect(sicht(support, false).some((e) => e.includes('/entsorgerbereich'))).toBe(false);
  });
});
