/**
 * The one permission function of the portal (spec § 6). The server decides every route and call
 * with it; the frontend imports the same module to decide what it shows.
 */
export const PERMISSIONS = [
  'VIEW_DASHBOARD',
  'VIEW_FIRMENDATEN',
  'VIEW_OWN_PROFILE',
  'VIEW_DOKUMENTATION',
  'EDIT_DOKUMENTATION',
  'VIEW_OWN_LEISTUNG',
  'MANAGE_USERS',
  'INVITE_DELAYED',
  'CUSTOM_BELA_VIEW_LEISTUNGSNUMMER',
  'VIEW_AUFTRAG',
  'EDIT_AUFTRAG',
  'VIEW_ALL_AUFTRAG',
  'VIEW_ANFALLSTELLE',
  'VIEW_ENTSORGER',
  'VIEW_ALL_ERZEUGER',
  'VIEW_ALL_ENTSORGER',
  'VIEW_ALL_ABLAGEORT',
  'CREATE_MANDANT',
  'VIEW_STAMMDATEN',
  'EDIT_STAMMDATEN',
  'VIEW_ALL_USERS',
  'EDIT_RECHNUNGEN',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLLEN = ['INHABER', 'BENUTZER', 'ADMIN', 'SUPPORT', 'SONSTIGE'] as const;
export type Rolle = (typeof ROLLEN)[number];

export const ERZEUGER_TYPEN = ['ERZEUGER', 'HOLDING', 'GRUPPIERUNG'] as const;
export type ErzeugerTyp = (typeof ERZEUGER_TYPEN)[number];

/** Who is asking: what the session knows about the user. */
export type AccessContext = {
  rolle: Rolle;
  permissions: readonly string[];
  /** The producer the route is about (route id or the user's own), null when none applies. */
  erzeuger: { id: number; typ: ErzeugerTyp } | null;
  /** The producer info could not be fetched. */
  erzeugerLookupFailed?: boolean;
};

export type Requirement = { anyOf: readonly Permission[] } | { allOf: readonly Permission[] };

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

const STAFF: readonly Rolle[] = ['ADMIN', 'SUPPORT'];

export const isStaff = (rolle: Rolle): boolean => STAFF.includes(rolle);

export const meetsRequirement = (requirement: Requirement, permissions: readonly string[]): boolean =>
  'anyOf' in requirement ? requirement.anyOf.some((p) => permissions.includes(p)) : requirement.allOf.every((p) => permissions.includes(p));

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

/** Whether a user holds a permission; for calls that are not routes. */
export const can = (permissions: readonly string[], permission: Permission): boolean => permissions.includes(permission);

/** The side a person acts for on an order: the producer, the order's disposer, or admin/support staff. */
export type AuftragSeite = 'ERZEUGER' | 'ENTSORGER' | 'ADMIN';

/** Who acts on an order, as the session (or a disposer's token link) knows them. */
export type AuftragAkteur = { seite: AuftragSeite; erzeugerId: number | null; entsorgerId: number | null };

/**
 * Statuses in which an order is still the producer's own business: waiting for its internal approval,
 * or withdrawn or refused before it (issue 28). The order's disposer sees it from the moment it is sent.
 */
export const AUFTRAG_NICHT_VERSANDT: readonly string[] = ['BESTELLUNG_ZUR_FREIGABE', 'AUFTRAG_STORNIERT_VOR_FREIGABE'];

/**
 * How one person sees one order (issue 28): `voll` for staff and the producer; `auftragnehmer` for the
 * disposer the order was sent to; `angefragt` for a disposer asked for an offer that has not (or not
 * yet) been given the order: it sees the request and its own answer, nothing of the other disposers.
 */
export type AuftragSicht =
  | { art: 'voll' }
  /** `beantwortet`: the disposer's own offer or decline is in (an offer request is answered once). */
  | { art: 'auftragnehmer' | 'angefragt'; entsorgerId: number; beantwortet: boolean };

/** The order as far as who sees it depends on it (`status` absent: a record that is not an order's, e.g. a receipt). */
export type AuftragZugang = {
  erzeugerId: number;
  entsorgerId: number | null;
  angefragteEntsorgerIds?: readonly number[];
  status?: string;
  /** The answers to an offer request so far (who offered or declined). */
  angebote?: readonly { entsorgerId: number }[];
};

/** This person's view of this order, or null when the order is not theirs to see (callers answer "not found"). */
export const auftragSicht = (akteur: AuftragAkteur, auftrag: AuftragZugang): AuftragSicht | null => {
  switch (akteur.seite) {
    case 'ADMIN':
      return { art: 'voll' };
    case 'ERZEUGER':
      return akteur.erzeugerId !== null && akteur.erzeugerId === auftrag.erzeugerId ? { art: 'voll' } : null;
    case 'ENTSORGER': {
      const id = akteur.entsorgerId;
      if (id === null) return null;
      const versandt = auftrag.status === undefined || !AUFTRAG_NICHT_VERSANDT.includes(auftrag.status);
      const beantwortet = (auftrag.angebote ?? []).some((a) => a.entsorgerId === id);
      if (id === auftrag.entsorgerId && versandt) return { art: 'auftragnehmer', entsorgerId: id, beantwortet };
      // A disposer asked for an offer sees the request (issue 18), also after another offer won.
      return (auftrag.angefragteEntsorgerIds ?? []).includes(id) ? { art: 'angefragt', entsorgerId: id, beantwortet } : null;
    }
  }
};

/**
 * May this person see and act on this order? Staff see every order; a producer only its own
 * orders; a disposer only the orders sent to it and the offer requests it was asked for. Callers
 * answer "not found" when this is false, so an order of another tenant does not reveal that it exists.
 */
export const canAccessAuftrag = (akteur: AuftragAkteur, auftrag: AuftragZugang): boolean => auftragSicht(akteur, auftrag) !== null;

/** What a view shows of an order beyond the order itself (issue 28: another company's data stays its own). */
export const auftragSichtbar = (sicht: AuftragSicht) => ({
  /** The producer's internal matters: internal note, approver. (The order photo shows the place: every disposer asked sees it.) */
  intern: sicht.art === 'voll',
  /** Who was given the order, at what price, under which customer number; its follow-up orders. */
  vergabe: sicht.art !== 'angefragt',
  /** The other disposers asked for an offer: their names and how many answered. */
  andereEntsorger: sicht.art === 'voll',
});

/** The answers to an offer request, which every asked disposer gives; any other disposer action is the order's disposer's. */
const ANGEBOTS_AKTIONEN: readonly string[] = ['angebotabgeben', 'anfrageAblehnen'];

/**
 * What keeps a disposer with this view from an action (issue 28), or null when nothing does: the order
 * is another's (`anderer`: an asked disposer does not confirm another's order), or the request is
 * answered already (`beantwortet`: one offer or one decline per asked disposer).
 */
export const entsorgerAktionsHindernis = (sicht: AuftragSicht, aktion: string): 'anderer' | 'beantwortet' | null => {
  if (sicht.art === 'auftragnehmer') return null;
  if (sicht.art === 'angefragt' && ANGEBOTS_AKTIONEN.includes(aktion)) return sicht.beantwortet ? 'beantwortet' : null;
  return 'anderer';
};

/** May a disposer with this view take this action now? */
export const darfAlsEntsorgerHandeln = (sicht: AuftragSicht, aktion: string): boolean => entsorgerAktionsHindernis(sicht, aktion) === null;

/** Whose offers this view reads: every disposer's (null), or a disposer only its own (its PDF included). */
export const angeboteDerSicht = (sicht: AuftragSicht): number | null => (sicht.art === 'voll' ? null : sicht.entsorgerId);

/** History entries that are the producer's internal matters (the internal note). */
const INTERNE_EREIGNISSE: readonly string[] = ['VorgangsKommentarGeaendert'];

/** One history entry as far as its visibility depends on it: the event, the disposer it is about, the status after it. */
export type HistorieZugang = { ereignis: string; entsorgerId: number | null; status: string | null };

/**
 * The order history as this view may read it (issue 28), oldest first. Staff and the producer read
 * every entry. A disposer reads neither the producer's internal steps (internal note, internal
 * approval) nor anything about another disposer (its offer, price, decline and reason). A disposer
 * that was asked but not given the order reads the request, its own answer and, retold without
 * name or price (`fremdVergeben`), that another offer was accepted; what follows is not its business.
 */
export const historieFuerSicht = <T extends HistorieZugang>(
  sicht: AuftragSicht,
  eintraege: readonly T[],
): (T & { fremdVergeben?: true })[] => {
  if (sicht.art === 'voll') return [...eintraege];
  const sichtbar: (T & { fremdVergeben?: true })[] = [];
  for (const e of eintraege) {
    const fremd = e.entsorgerId !== null && e.entsorgerId !== sicht.entsorgerId;
    if (sicht.art === 'angefragt' && e.ereignis === 'AngebotAngenommen' && fremd) {
      sichtbar.push({ ...e, fremdVergeben: true });
      break;
    }
    if (fremd || INTERNE_EREIGNISSE.includes(e.ereignis) || (e.status !== null && AUFTRAG_NICHT_VERSANDT.includes(e.status))) continue;
    sichtbar.push(e);
  }
  return sichtbar;
};

/** Orders are placed by the producer for itself or by staff on its behalf; disposers only answer them. */
export const canPlaceAuftrag = (akteur: AuftragAkteur, erzeugerId: number): boolean =>
  akteur.seite !== 'ENTSORGER' && canAccessAuftrag(akteur, { erzeugerId, entsorgerId: null });

/** Staff may also act for the producer (they work on its behalf), but disposer answers stay the disposer's. */
export const canActForSeite = (akteur: AuftragAkteur, seite: AuftragSeite): boolean =>
  akteur.seite === seite || (akteur.seite === 'ADMIN' && seite === 'ERZEUGER');

/**
 * Acting on behalf (spec § 6): admin and support may run as a producer's or a disposer's user, never
 * as another staff account (that would borrow rights they do not hold themselves).
 */
export const canRunAs = (actor: { rolle: Rolle }, target: { rolle: Rolle }): boolean => isStaff(actor.rolle) && !isStaff(target.rolle);

/** Admin and support may view a producer as that producer (assume a tenant's perspective, spec § 6). */
export const canAssumePerspective = (actor: { rolle: Rolle }): boolean => isStaff(actor.rolle);

/**
 * A disposer's customers and price agreements (spec § 1: disposers "have a view with their customers
 * and prices"): staff with CREATE_MANDANT see every disposer's, a disposer's own user only its own.
 */
export const canSeeEntsorgerBereich = (
  akteur: { permissions: readonly string[]; entsorgerId: number | null },
  entsorgerId: number,
): boolean => can(akteur.permissions, 'CREATE_MANDANT') || akteur.entsorgerId === entsorgerId;

/**
 * Whose records a user reaches in an area of the API (issue 17, item 2). Every `*Zugriff` decision
 * of the backend is a call of `scopeOf`; the backend turns the scope into SQL with one scope builder
 * per table, and the browser uses the same answer to decide what it shows.
 */
export type Scope =
  | { type: 'alle' }
  | { type: 'erzeuger'; erzeugerId: number }
  | { type: 'entsorger'; entsorgerId: number }
  /** Signed in, but nothing of this area is theirs: callers answer 403. */
  | { type: 'keiner' };

export type ScopeNeed = 'read' | 'write';

/**
 * The side a user acts for in an event-sourced area (orders, receipts), from its scope: staff who reach
 * everything, a disposer's user, or a producer's user; null when nothing of the area is theirs (403).
 */
export const akteurAusScope = (scope: Scope): AuftragAkteur | null => {
  switch (scope.type) {
    case 'alle':
      return { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };
    case 'entsorger':
      return { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: scope.entsorgerId };
    case 'erzeuger':
      return { seite: 'ERZEUGER', erzeugerId: scope.erzeugerId, entsorgerId: null };
    case 'keiner':
      return null;
  }
};

type AreaRule = {
  /** Staff holding one of these reach every tenant's records (reading). */
  all: readonly Permission[];
  /** Whether that staff reach includes changing them (company data: staff read, the owner writes). */
  allWrites: boolean;
  /** When changing needs a narrower staff permission than reading (prices: CREATE_MANDANT). */
  allWrite?: readonly Permission[];
  /** A producer's user reaches their own producer's records with this requirement. */
  producer?: { read: Requirement; write: Requirement };
  /** A disposer's user reaches their own disposer's records. */
  disposer?: boolean;
};

/** The scope rules per API area, from spec § 6 and the rules the features enforced before (issue 17). */
export const SCOPE_RULES = {
  anfallstellen: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: true,
    producer: { read: { allOf: ['VIEW_ANFALLSTELLE'] }, write: { allOf: ['VIEW_ANFALLSTELLE'] } },
  },
  entsorgerDesErzeugers: {
    all: ['VIEW_ALL_ENTSORGER'],
    allWrites: true,
    producer: { read: { allOf: ['VIEW_ENTSORGER'] }, write: { allOf: ['VIEW_ENTSORGER'] } },
  },
  firmendaten: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: false,
    producer: { read: { allOf: ['VIEW_FIRMENDATEN'] }, write: { allOf: ['VIEW_FIRMENDATEN'] } },
  },
  benutzerverwaltung: {
    all: ['VIEW_ALL_USERS', 'VIEW_ALL_ERZEUGER'],
    allWrites: true,
    producer: { read: { anyOf: ['MANAGE_USERS', 'INVITE_DELAYED'] }, write: { allOf: ['MANAGE_USERS'] } },
  },
  preise: {
    all: ['CREATE_MANDANT', 'VIEW_ALL_ENTSORGER'],
    allWrites: true,
    allWrite: ['CREATE_MANDANT'],
    producer: { read: { allOf: ['VIEW_OWN_LEISTUNG'] }, write: { allOf: ['CREATE_MANDANT'] } },
    disposer: true,
  },
  /** A disposer's customers and the price form's choices: staff who manage disposers, or the disposer itself. */
  entsorgerKunden: {
    all: ['CREATE_MANDANT'],
    allWrites: true,
    disposer: true,
  },
  /** A disposer's own record (its data, approval): staff who manage disposers all, a disposer's users their own. */
  entsorgerStamm: {
    all: ['VIEW_ALL_ENTSORGER'],
    allWrites: true,
    disposer: true,
  },
  auftraege: {
    all: ['VIEW_ALL_AUFTRAG'],
    allWrites: true,
    producer: { read: { allOf: ['VIEW_AUFTRAG'] }, write: { allOf: ['VIEW_AUFTRAG', 'EDIT_AUFTRAG'] } },
    disposer: true,
  },
  /** An order's internal note (spec § 2, order details): the producer's and staff's, never the disposer's. */
  auftragNotiz: {
    all: ['VIEW_ALL_AUFTRAG'],
    allWrites: true,
    producer: { read: { allOf: ['VIEW_AUFTRAG'] }, write: { allOf: ['VIEW_AUFTRAG', 'EDIT_AUFTRAG'] } },
  },
  /**
   * The producer's changes to an order (report a problem, photo, waste type, delete; issue 18): the
   * producer's users who may order, and staff; never the disposer, who answers through its own actions.
   */
  auftragErzeugerseite: {
    all: ['VIEW_ALL_AUFTRAG'],
    allWrites: true,
    producer: { read: { allOf: ['VIEW_AUFTRAG'] }, write: { allOf: ['VIEW_AUFTRAG', 'EDIT_AUFTRAG'] } },
  },
  leistungsnummern: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: true,
    producer: { read: { allOf: ['CUSTOM_BELA_VIEW_LEISTUNGSNUMMER'] }, write: { allOf: ['CUSTOM_BELA_VIEW_LEISTUNGSNUMMER'] } },
  },
  verbleibsanlagen: {
    all: ['VIEW_ALL_ABLAGEORT'],
    allWrites: true,
    producer: { read: { allOf: [] }, write: { allOf: ['EDIT_DOKUMENTATION'] } },
  },
  dokumentation: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: true,
    producer: { read: { anyOf: ['VIEW_DOKUMENTATION', 'EDIT_DOKUMENTATION'] }, write: { allOf: ['EDIT_DOKUMENTATION'] } },
  },
  /**
   * The producer record itself (route guard info, producer choice): staff reach every producer; a
   * producer's user reads their own without a further permission and changes it only through the
   * company data (`anyOf: []` is never met).
   */
  erzeuger: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: true,
    producer: { read: { allOf: [] }, write: { anyOf: [] } },
  },
  /** Producers as customers (GET /v1/erzeuger/kunden): staff see every producer, a disposer those with its customer number. */
  erzeugerKunden: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: false,
    disposer: true,
  },
  /**
   * A disposer's own answer to an offer request in the portal (issue 28: POST /v1/auftrag/{id}/angebotAbgeben):
   * only a disposer's users, for their own disposer. Staff enter an offer that came by mail or phone
   * through the offer assignment (angebotErfassen), never as a disposer; producers do not offer.
   */
  entsorgerAntwort: {
    all: [],
    allWrites: false,
    disposer: true,
  },
  /**
   * Receipts (issue 20, spec § 6: EDIT_RECHNUNGEN): staff with it reach every receipt, a producer's
   * user with it the producer's, a disposer's user with it the receipts the disposer sent.
   */
  belege: {
    all: ['EDIT_RECHNUNGEN'],
    allWrites: true,
    producer: { read: { allOf: ['EDIT_RECHNUNGEN'] }, write: { allOf: ['EDIT_RECHNUNGEN'] } },
    disposer: true,
  },
  /**
   * Evaluations (issue 21, spec § 6 "material-flow balance only for accessible clients"): staff who
   * reach every producer read any; a producer's user with the dashboard reads their own producer (and a
   * holding's users its members, resolved by the backend). Disposers reach none; nobody writes.
   */
  auswertung: {
    all: ['VIEW_ALL_ERZEUGER'],
    allWrites: false,
    producer: { read: { allOf: ['VIEW_DASHBOARD'] }, write: { anyOf: [] } },
  },
} as const satisfies Record<string, AreaRule>;

export type ScopeArea = keyof typeof SCOPE_RULES;

/** Who asks, as far as scopes care. */
export type ScopeUser = {
  rolle: Rolle;
  permissions: readonly string[];
  erzeuger: { id: number } | null;
  entsorger: { id: number } | null;
};

/** Staff acting for every tenant: admin or support holding one of the area's all-tenant permissions. */
export function reachesAllTenants(area: ScopeArea, user: Pick<ScopeUser, 'rolle' | 'permissions'>, need: ScopeNeed = 'read'): boolean {
  const rule: AreaRule = SCOPE_RULES[area];
  const permissions = need === 'write' && rule.allWrite ? rule.allWrite : rule.all;
  if (!isStaff(user.rolle) || !permissions.some((p) => user.permissions.includes(p))) return false;
  return need === 'read' || rule.allWrites;
}

/** The records of an area a user reaches, for reading or for changing them. */
export function scopeOf(area: ScopeArea, user: ScopeUser, need: ScopeNeed): Scope {
  const rule: AreaRule = SCOPE_RULES[area];
  if (reachesAllTenants(area, user, need)) return { type: 'alle' };
  if (rule.disposer && user.entsorger !== null) return { type: 'entsorger', entsorgerId: user.entsorger.id };
  if (rule.producer && user.erzeuger !== null && meetsRequirement(rule.producer[need], user.permissions)) {
    return { type: 'erzeuger', erzeugerId: user.erzeuger.id };
  }
  return { type: 'keiner' };
}

/** Does a scope include this producer's records? */
export function scopeIncludesErzeuger(scope: Scope, erzeugerId: number): boolean {
  return scope.type === 'alle' || (scope.type === 'erzeuger' && scope.erzeugerId === erzeugerId);
}

/** Does a scope include this disposer's records? */
export function scopeIncludesEntsorger(scope: Scope, entsorgerId: number): boolean {
  return scope.type === 'alle' || (scope.type === 'entsorger' && scope.entsorgerId === entsorgerId);
}

/** Who acts on a receipt (issue 20): staff, the producer it belongs to, or the disposer that sent it. */
export type BelegAkteur = AuftragAkteur;

/**
 * May this person see a receipt? Staff every receipt, a producer its own, a disposer only the
 * receipts it sent. Callers answer "not found" when this is false.
 */
export const canAccessBeleg = (akteur: BelegAkteur, beleg: { erzeugerId: number; entsorgerId: number }): boolean =>
  canAccessAuftrag(akteur, { erzeugerId: beleg.erzeugerId, entsorgerId: beleg.entsorgerId });

/**
 * The receipt check is the producer's (and staff's on its behalf): assign, check, approve, reject as
 * faulty. The disposer only captures its receipts and corrects or withdraws them while still captured.
 */
export const canCheckBeleg = (akteur: BelegAkteur): boolean => akteur.seite !== 'ENTSORGER';

/**
 * Who decides an order waiting for approval (BESTELLUNG_ZUR_FREIGABE, spec § 4 and § 6): the approver
 * the orderer chose approves or rejects it, nobody their own order; only the orderer withdraws it.
 * Staff may do all three (they act for the producer). Any other action is not decided here.
 */
export const darfFreigabeAktion = (
  aktion: string,
  akteur: AuftragAkteur,
  benutzerId: number | undefined,
  auftrag: { bestellerId: number; freigeberId: number | null },
): boolean => {
  if (akteur.seite === 'ADMIN') return true;
  if (aktion === 'stornieren') return benutzerId !== undefined && benutzerId === auftrag.bestellerId;
  if (aktion === 'bestellungFreigeben' || aktion === 'freigabeAblehnen')
    return benutzerId !== undefined && benutzerId !== auftrag.bestellerId && benutzerId === auftrag.freigeberId;
  return true;
};
