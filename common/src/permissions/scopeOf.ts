import { can, meetsRequirement, type Permission, type Requirement, type Rolle } from './permission';
import { isStaff } from './staff';

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

/**
 * A disposer's customers and price agreements (spec § 1: disposers "have a view with their customers
 * and prices"): staff with CREATE_MANDANT see every disposer's, a disposer's own user only its own.
 */
export const canSeeEntsorgerBereich = (
  akteur: { permissions: readonly string[]; entsorgerId: number | null },
  entsorgerId: number,
): boolean => can(akteur.permissions, 'CREATE_MANDANT') || akteur.entsorgerId === entsorgerId;
