/** The vocabulary of the permission decisions (spec § 6): permissions, roles, producer types, requirements. */
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

export const meetsRequirement = (requirement: Requirement, permissions: readonly string[]): boolean =>
  'anyOf' in requirement ? requirement.anyOf.some((p) => permissions.includes(p)) : requirement.allOf.every((p) => permissions.includes(p));

/** Whether a user holds a permission; for calls that are not routes. */
export const can = (permissions: readonly string[], permission: Permission): boolean => permissions.includes(permission);
