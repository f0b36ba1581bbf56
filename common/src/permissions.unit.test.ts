import {
  decideRoute,
  ROUTE_RULES,
  scopeOf,
  type AccessContext,
  type Permission,
  type RouteKey,
  type Scope,
  type ScopeArea,
  type ScopeUser,
} from './permissions';
import { canAccessAuftrag, canActForSeite, canPlaceAuftrag, type AuftragAkteur } from './permissions';

const ctx = (permissions: string[], more: Partial<AccessContext> = {}): AccessContext => ({
  rolle: 'BENUTZER',
  permissions,
  erzeuger: { id: 7, typ: 'ERZEUGER' },
  ...more,
});

/** Spec § 6, route permissions: every row, with the permissions that open it and one that does not. */
const TABELLE: [RouteKey, string, Permission[][], boolean][] = [
  ['dashboard', 'Dashboard', [['VIEW_DASHBOARD']], false],
  ['firmendaten', 'Company data', [['VIEW_FIRMENDATEN']], false],
  ['profil', 'Own profile', [['VIEW_OWN_PROFILE']], false],
  ['dokumentation', 'Documentation', [['VIEW_DOKUMENTATION']], true],
  ['dokumentationStandorte', 'Documentation sites', [['VIEW_DOKUMENTATION'], ['EDIT_DOKUMENTATION']], true],
  ['preise', 'Own prices', [['VIEW_OWN_LEISTUNG']], true],
  ['verwaltung', 'User management', [['MANAGE_USERS'], ['INVITE_DELAYED']], true],
  ['leistungsnummer', 'Service numbers', [['CUSTOM_BELA_VIEW_LEISTUNGSNUMMER']], true],
  ['auftraege', 'Orders', [['VIEW_AUFTRAG']], true],
  ['auftragNeu', 'Create an order', [['VIEW_AUFTRAG', 'EDIT_AUFTRAG']], true],
  ['auftragEdit', 'Edit an order', [['VIEW_ALL_AUFTRAG']], true],
  ['offeneAuftraege', 'Open orders (admin)', [['VIEW_ALL_AUFTRAG']], false],
  ['anfallstellen', 'Sites', [['VIEW_ANFALLSTELLE']], true],
  ['entsorger', 'Disposers', [['VIEW_ENTSORGER']], true],
  ['supportErzeuger', 'Producer list (support)', [['VIEW_ALL_ERZEUGER']], false],
  ['supportEntsorger', 'Disposer list (support)', [['VIEW_ALL_ENTSORGER']], false],
  ['supportVerbleibsanlagen', 'Disposal plant list (support)', [['VIEW_ALL_ABLAGEORT']], false],
  ['supportEntsorgerDetail', 'Disposer detail and prices', [['CREATE_MANDANT']], false],
  ['stammdaten', 'Master data', [['VIEW_STAMMDATEN'], ['EDIT_STAMMDATEN']], false],
  ['adminBenutzerverwaltung', 'Admin user management', [['VIEW_ALL_USERS']], false],
  ['rechnungen', 'Receipts', [['EDIT_RECHNUNGEN']], false],
  ['rechnungEmailImport', 'Invoice e-mail import (support)', [['EDIT_RECHNUNGEN', 'VIEW_ALL_ERZEUGER']], false],
  ['supportCsvImport', 'CSV import (support)', [['VIEW_ALL_ERZEUGER', 'EDIT_RECHNUNGEN']], false],
];

describe('decideRoute (spec § 6)', () => {
  it('covers every row of the route-permission table', () => {
    expect(TABELLE.map(([key]) => key).sort()).toEqual(Object.keys(ROUTE_RULES).sort());
  });

  describe.each(TABELLE)('%s (%s)', (key, area, oeffnen, produzentBezogen) => {
    it('names its area and scope as the spec does', () => {
      expect(ROUTE_RULES[key].area).toBe(area);
      expect(ROUTE_RULES[key].producerScoped).toBe(produzentBezogen);
    });

    it.each(oeffnen.map((p) => [p.join(' + '), p]))('opens with %s', (_name, permissions) => {
      expect(decideRoute(key, ctx(permissions))).toEqual({ allowed: true });
    });

    it('is denied without them: dashboard to support, everything else to the dashboard', () => {
      const ohne = ctx(['VIEW_OWN_PROFILE'].filter((p) => !oeffnen.flat().includes(p as Permission)));
      expect(decideRoute(key, ohne)).toEqual({ allowed: false, redirect: key === 'dashboard' ? '/support' : '/dashboard' });
    });

    if (oeffnen[0] && oeffnen[0].length > 1) {
      it('needs all of its permissions', () => {
        expect(decideRoute(key, ctx(oeffnen[0]?.slice(0, 1) ?? [])).allowed).toBe(false);
      });
    }
  });
});

describe('producer-scoped guards', () => {
  const alle = ['VIEW_AUFTRAG', 'MANAGE_USERS'];

  it.each(['HOLDING', 'GRUPPIERUNG'] as const)('deny %s producers even with the permission', (typ) => {
    expect(decideRoute('auftraege', ctx(alle, { erzeuger: { id: 1, typ } }))).toEqual({ allowed: false, redirect: '/dashboard' });
  });

  it('send a denied admin or support user with a producer id to support, for user management to the admin user management', () => {
    for (const rolle of ['ADMIN', 'SUPPORT'] as const) {
      expect(decideRoute('auftraege', ctx([], { rolle }))).toEqual({ allowed: false, redirect: '/support' });
      expect(decideRoute('verwaltung', ctx([], { rolle }))).toEqual({ allowed: false, redirect: '/admin/benutzerverwaltung' });
      expect(decideRoute('auftraege', ctx(alle, { rolle, erzeuger: { id: 3, typ: 'HOLDING' } }))).toEqual({
        allowed: false,
        redirect: '/support',
      });
    }
  });

  it('send a denied admin without a producer id, and everyone else, to the dashboard', () => {
    expect(decideRoute('auftraege', ctx([], { rolle: 'ADMIN', erzeuger: null }))).toEqual({ allowed: false, redirect: '/dashboard' });
    expect(decideRoute('auftraege', ctx([], { rolle: 'INHABER' }))).toEqual({ allowed: false, redirect: '/dashboard' });
  });

  it('send a failed producer lookup to the dashboard', () => {
    expect(decideRoute('auftraege', ctx(alle, { erzeugerLookupFailed: true, rolle: 'SUPPORT' }))).toEqual({
      allowed: false,
      redirect: '/dashboard',
    });
  });
});

describe('canAccessAuftrag and canPlaceAuftrag (orders of spec § 6)', () => {
  const auftrag = { erzeugerId: 7, entsorgerId: 3 };
  const akteur = (seite: AuftragAkteur['seite'], erzeugerId: number | null, entsorgerId: number | null): AuftragAkteur => ({
    seite,
    erzeugerId,
    entsorgerId,
  });

  it('lets a producer see its own orders only', () => {
    expect(canAccessAuftrag(akteur('ERZEUGER', 7, null), auftrag)).toBe(true);
    expect(canAccessAuftrag(akteur('ERZEUGER', 8, null), auftrag)).toBe(false);
    expect(canAccessAuftrag(akteur('ERZEUGER', null, null), auftrag)).toBe(false);
  });

  it('lets a disposer asked for an offer see the request, and no other disposer', () => {
    const anfrage = { erzeugerId: 7, entsorgerId: null, angefragteEntsorgerIds: [3, 5] };
    expect(canAccessAuftrag(akteur('ENTSORGER', null, 5), anfrage)).toBe(true);
    expect(canAccessAuftrag(akteur('ENTSORGER', null, 4), anfrage)).toBe(false);
    expect(canAccessAuftrag(akteur('ERZEUGER', 7, null), anfrage)).toBe(true);
  });

  it('lets a disposer see the orders placed with it only', () => {
    expect(canAccessAuftrag(akteur('ENTSORGER', null, 3), auftrag)).toBe(true);
    expect(canAccessAuftrag(akteur('ENTSORGER', null, 4), auftrag)).toBe(false);
    expect(canAccessAuftrag(akteur('ENTSORGER', null, null), { erzeugerId: 7, entsorgerId: null })).toBe(false);
  });

  it('does not let a disposer in through a producer id that happens to match', () => {
    expect(canAccessAuftrag(akteur('ENTSORGER', 7, 4), auftrag)).toBe(false);
  });

  it('lets staff see every order', () => {
    expect(canAccessAuftrag(akteur('ADMIN', null, null), auftrag)).toBe(true);
  });

  it('lets producers order for themselves and staff for anyone, never disposers', () => {
    expect(canPlaceAuftrag(akteur('ERZEUGER', 7, null), 7)).toBe(true);
    expect(canPlaceAuftrag(akteur('ERZEUGER', 7, null), 8)).toBe(false);
    expect(canPlaceAuftrag(akteur('ADMIN', null, null), 8)).toBe(true);
    expect(canPlaceAuftrag(akteur('ENTSORGER', 7, 3), 7)).toBe(false);
  });

  it('lets staff act for the producer and as staff, but never answer for the disposer', () => {
    expect(canActForSeite(akteur('ADMIN', null, null), 'ERZEUGER')).toBe(true);
    expect(canActForSeite(akteur('ADMIN', null, null), 'ADMIN')).toBe(true);
    expect(canActForSeite(akteur('ADMIN', null, null), 'ENTSORGER')).toBe(false);
    expect(canActForSeite(akteur('ERZEUGER', 7, null), 'ENTSORGER')).toBe(false);
    expect(canActForSeite(akteur('ERZEUGER', 7, null), 'ADMIN')).toBe(false);
    expect(canActForSeite(akteur('ENTSORGER', null, 3), 'ENTSORGER')).toBe(true);
    expect(canActForSeite(akteur('ENTSORGER', null, 3), 'ERZEUGER')).toBe(false);
  });
});

describe('staff on producer pages by URL', () => {
  it('open a producer-scoped route with their staff permission when the route names a producer', () => {
    expect(decideRoute('auftraege', ctx(['VIEW_ALL_AUFTRAG'], { rolle: 'SUPPORT' }))).toEqual({ allowed: true });
    expect(decideRoute('verwaltung', ctx(['VIEW_ALL_ERZEUGER'], { rolle: 'ADMIN' }))).toEqual({ allowed: true });
  });

  it('do not open it without a producer id, for a HOLDING, or without the staff permission', () => {
    expect(decideRoute('auftraege', ctx(['VIEW_ALL_AUFTRAG'], { rolle: 'SUPPORT', erzeuger: null }))).toEqual({
      allowed: false,
      redirect: '/dashboard',
    });
    expect(decideRoute('auftraege', ctx(['VIEW_ALL_AUFTRAG'], { rolle: 'SUPPORT', erzeuger: { id: 3, typ: 'HOLDING' } }))).toEqual({
      allowed: false,
      redirect: '/support',
    });
    expect(decideRoute('verwaltung', ctx(['VIEW_ALL_AUFTRAG'], { rolle: 'ADMIN' }))).toEqual({
      allowed: false,
      redirect: '/admin/benutzerverwaltung',
    });
  });

  it('is no way in for a producer’s user holding a staff permission', () => {
    expect(decideRoute('auftraege', ctx(['VIEW_ALL_AUFTRAG'], { rolle: 'INHABER' }))).toEqual({ allowed: false, redirect: '/dashboard' });
  });
});

describe('scopeOf for the order and price areas (issue 17, item 2)', () => {
  const user = (rolle: ScopeUser['rolle'], permissions: Permission[], erzeuger: number | null, entsorger: number | null): ScopeUser => ({
    rolle,
    permissions,
    erzeuger: erzeuger === null ? null : { id: erzeuger },
    entsorger: entsorger === null ? null : { id: entsorger },
  });
  const TABELLE: [ScopeArea, ScopeUser, 'read' | 'write', Scope][] = [
    ['auftraege', user('ADMIN', ['VIEW_ALL_AUFTRAG'], null, null), 'read', { type: 'alle' }],
    ['auftraege', user('BENUTZER', ['VIEW_ALL_AUFTRAG', 'VIEW_AUFTRAG'], 7, null), 'read', { type: 'erzeuger', erzeugerId: 7 }],
    ['auftraege', user('BENUTZER', [], null, 3), 'read', { type: 'entsorger', entsorgerId: 3 }],
    ['auftraege', user('BENUTZER', ['VIEW_AUFTRAG'], 7, null), 'write', { type: 'keiner' }],
    ['preise', user('SUPPORT', ['VIEW_ALL_ENTSORGER'], null, null), 'read', { type: 'alle' }],
    ['preise', user('BENUTZER', ['VIEW_OWN_LEISTUNG'], 7, null), 'read', { type: 'erzeuger', erzeugerId: 7 }],
    ['preise', user('BENUTZER', [], 7, null), 'read', { type: 'keiner' }],
    ['entsorgerKunden', user('ADMIN', ['CREATE_MANDANT'], null, null), 'read', { type: 'alle' }],
    ['entsorgerKunden', user('SUPPORT', ['VIEW_ALL_ENTSORGER'], null, null), 'read', { type: 'keiner' }],
    ['entsorgerKunden', user('BENUTZER', [], null, 3), 'read', { type: 'entsorger', entsorgerId: 3 }],
    ['entsorgerKunden', user('BENUTZER', ['VIEW_OWN_LEISTUNG'], 7, null), 'read', { type: 'keiner' }],
    ['belege', user('SUPPORT', ['EDIT_RECHNUNGEN'], null, null), 'write', { type: 'alle' }],
    ['belege', user('INHABER', ['EDIT_RECHNUNGEN'], 7, null), 'write', { type: 'erzeuger', erzeugerId: 7 }],
    ['belege', user('BENUTZER', ['VIEW_AUFTRAG'], 7, null), 'read', { type: 'keiner' }],
    ['belege', user('SONSTIGE', ['EDIT_RECHNUNGEN'], null, 3), 'read', { type: 'entsorger', entsorgerId: 3 }],
    ['auswertung', user('SUPPORT', ['VIEW_ALL_ERZEUGER'], null, null), 'read', { type: 'alle' }],
    ['auswertung', user('INHABER', ['VIEW_DASHBOARD'], 7, null), 'read', { type: 'erzeuger', erzeugerId: 7 }],
    ['auswertung', user('INHABER', ['VIEW_DASHBOARD'], 7, null), 'write', { type: 'keiner' }],
    ['auswertung', user('BENUTZER', ['VIEW_AUFTRAG'], 7, null), 'read', { type: 'keiner' }],
    ['auswertung', user('SONSTIGE', ['VIEW_DASHBOARD'], null, 3), 'read', { type: 'keiner' }],
  ];
  it.each(TABELLE)('%s for %j (%s) is %j', (area, u, need, scope) => {
    expect(scopeOf(area, u, need)).toEqual(scope);
  });
});
