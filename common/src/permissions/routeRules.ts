import { meetsRequirement, type AccessContext, type Requirement } from './permission';
import { reachesAllTenants, type ScopeArea, type ScopeUser } from './scopeOf';
import { isStaff } from './staff';

export type RouteRule = {
  area: string;
  requirement: Requirement;
  /** Producer-scoped guards check the producer's type as well (spec § 6, guard behaviour). */
  producerScoped: boolean;
  /** Where a denied admin or support user with a producer id is sent. */
  staffRedirect?: string;
  /**
   * Producer-scoped routes: the scope area whose all-tenant reach lets admin and support open any
   * producer's page directly by URL (the server admits them through the same `scopeOf` area).
   */
  scopeArea?: ScopeArea;
};

/** The route-permission table of spec § 6, one row per area. */
export const ROUTE_RULES = {
  dashboard: { area: 'Dashboard', requirement: { allOf: ['VIEW_DASHBOARD'] }, producerScoped: false },
  firmendaten: { area: 'Company data', requirement: { allOf: ['VIEW_FIRMENDATEN'] }, producerScoped: false },
  profil: { area: 'Own profile', requirement: { allOf: ['VIEW_OWN_PROFILE'] }, producerScoped: false },
  dokumentation: {
    area: 'Documentation',
    requirement: { allOf: ['VIEW_DOKUMENTATION'] },
    producerScoped: true,
    scopeArea: 'dokumentation',
  },
  dokumentationStandorte: {
    area: 'Documentation sites',
    requirement: { anyOf: ['VIEW_DOKUMENTATION', 'EDIT_DOKUMENTATION'] },
    producerScoped: true,
    scopeArea: 'dokumentation',
  },
  preise: { area: 'Own prices', requirement: { allOf: ['VIEW_OWN_LEISTUNG'] }, producerScoped: true },
  verwaltung: {
    area: 'User management',
    requirement: { anyOf: ['MANAGE_USERS', 'INVITE_DELAYED'] },
    producerScoped: true,
    staffRedirect: '/admin/benutzerverwaltung',
    scopeArea: 'benutzerverwaltung',
  },
  leistungsnummer: {
    area: 'Service numbers',
    requirement: { allOf: ['CUSTOM_BELA_VIEW_LEISTUNGSNUMMER'] },
    producerScoped: true,
    scopeArea: 'leistungsnummern',
  },
  auftraege: { area: 'Orders', requirement: { allOf: ['VIEW_AUFTRAG'] }, producerScoped: true, scopeArea: 'auftraege' },
  auftragNeu: {
    area: 'Create an order',
    requirement: { allOf: ['VIEW_AUFTRAG', 'EDIT_AUFTRAG'] },
    producerScoped: true,
    scopeArea: 'auftraege',
  },
  auftragEdit: { area: 'Edit an order', requirement: { allOf: ['VIEW_ALL_AUFTRAG'] }, producerScoped: true },
  offeneAuftraege: { area: 'Open orders (admin)', requirement: { allOf: ['VIEW_ALL_AUFTRAG'] }, producerScoped: false },
  anfallstellen: {
    area: 'Sites',
    requirement: { allOf: ['VIEW_ANFALLSTELLE'] },
    producerScoped: true,
    scopeArea: 'anfallstellen',
  },
  entsorger: { area: 'Disposers', requirement: { allOf: ['VIEW_ENTSORGER'] }, producerScoped: true, scopeArea: 'entsorgerDesErzeugers' },
  supportErzeuger: { area: 'Producer list (support)', requirement: { allOf: ['VIEW_ALL_ERZEUGER'] }, producerScoped: false },
  supportEntsorger: { area: 'Disposer list (support)', requirement: { allOf: ['VIEW_ALL_ENTSORGER'] }, producerScoped: false },
  supportVerbleibsanlagen: {
    area: 'Disposal plant list (support)',
    requirement: { allOf: ['VIEW_ALL_ABLAGEORT'] },
    producerScoped: false,
  },
  supportEntsorgerDetail: { area: 'Disposer detail and prices', requirement: { allOf: ['CREATE_MANDANT'] }, producerScoped: false },
  stammdaten: { area: 'Master data', requirement: { anyOf: ['VIEW_STAMMDATEN', 'EDIT_STAMMDATEN'] }, producerScoped: false },
  adminBenutzerverwaltung: { area: 'Admin user management', requirement: { allOf: ['VIEW_ALL_USERS'] }, producerScoped: false },
  rechnungen: { area: 'Receipts', requirement: { allOf: ['EDIT_RECHNUNGEN'] }, producerScoped: false },
  /** Support tab "invoice email import" (spec § 2; staff: receipts plus the all-producers view, no producer holds it). */
  rechnungEmailImport: {
    area: 'Invoice e-mail import (support)',
    requirement: { allOf: ['EDIT_RECHNUNGEN', 'VIEW_ALL_ERZEUGER'] },
    producerScoped: false,
  },
  /** Support tab "CSV-Import" (spec § 2, issue 20): staff who reach every producer and may edit receipts. */
  supportCsvImport: {
    area: 'CSV import (support)',
    requirement: { allOf: ['VIEW_ALL_ERZEUGER', 'EDIT_RECHNUNGEN'] },
    producerScoped: false,
  },
} as const satisfies Record<string, RouteRule>;

export type RouteKey = keyof typeof ROUTE_RULES;

export type AccessDecision = { allowed: true } | { allowed: false; redirect: string };

/** Decides one route for one user (spec § 6, route permissions and guard behaviour). */
export const decideRoute = (key: RouteKey, ctx: AccessContext): AccessDecision => {
  const rule: RouteRule = ROUTE_RULES[key];
  const permitted = meetsRequirement(rule.requirement, ctx.permissions);
  if (!rule.producerScoped) {
    if (permitted) return { allowed: true };
    return { allowed: false, redirect: key === 'dashboard' ? '/support' : '/dashboard' };
  }
  if (ctx.erzeugerLookupFailed) return { allowed: false, redirect: '/dashboard' };
  const groupType = ctx.erzeuger !== null && (ctx.erzeuger.typ === 'HOLDING' || ctx.erzeuger.typ === 'GRUPPIERUNG');
  // Staff open a producer's pages by URL with their staff permission (not only by acting as a user).
  const staffOpens = ctx.erzeuger !== null && rule.scopeArea !== undefined && reachesAllTenants(rule.scopeArea, ctx);
  if ((permitted || staffOpens) && !groupType) return { allowed: true };
  if (isStaff(ctx.rolle) && ctx.erzeuger !== null) {
    return { allowed: false, redirect: rule.staffRedirect ?? '/support' };
  }
  return { allowed: false, redirect: '/dashboard' };
};

/**
 * What an API call needs before its handler runs: the `rule` of every entry of the route
 * registry. `public` answers without a session (sign-in, registration, reset); `token` carries its
 * own authority in the URL (a disposer's link: no session, no CSRF); `signedIn` admits every active
 * user and leaves the narrowing to the call's scope; a route key is a row of the spec § 6 table;
 * a requirement names permissions directly (calls without a screen of their own).
 */
export type CallRule = 'public' | 'token' | 'signedIn' | RouteKey | Requirement;

export type CallDecision = 'allowed' | 'signIn' | 'forbidden';

/** The requirement behind a rule, or null when the rule asks for no permission. */
export function requirementOf(rule: CallRule): Requirement | null {
  if (rule === 'public' || rule === 'token' || rule === 'signedIn') return null;
  return typeof rule === 'string' ? ROUTE_RULES[rule].requirement : rule;
}

/**
 * Decides a call before its handler: must the caller sign in, may they call it at all? A call of a
 * producer page admits the staff that `decideRoute` lets open the page (the all-tenant reach of its
 * scope area), so that a page staff may open never meets a refused call; the handler's scope then
 * decides the records and whether they may change them.
 */
export function decideCall(rule: CallRule, user: Pick<ScopeUser, 'rolle' | 'permissions'> | null): CallDecision {
  if (rule === 'public' || rule === 'token') return 'allowed';
  if (user === null) return 'signIn';
  const requirement = requirementOf(rule);
  if (requirement === null || meetsRequirement(requirement, user.permissions)) return 'allowed';
  const scopeArea = typeof rule === 'string' ? (ROUTE_RULES[rule as RouteKey] as RouteRule).scopeArea : undefined;
  return scopeArea !== undefined && reachesAllTenants(scopeArea, user) ? 'allowed' : 'forbidden';
}
