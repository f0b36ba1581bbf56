/**
 * The one permission function of the portal (spec § 6). The server decides every route and call
 * with it; the frontend imports the same module to decide what it shows.
 */
// The public entry: every caller imports from here; the files behind it are split by area only so
// that each fits in a head (issue 29).
export * from './permissions/permission';
export * from './permissions/staff';
export * from './permissions/routeRules';
export * from './permissions/scopeOf';
export * from './permissions/auftragSicht';
export * from './permissions/historieFuerSicht';
export * from './permissions/belegZugang';
