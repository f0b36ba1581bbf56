/**
 * Whose rows a list may show. Required for every list (DESIGN § 6: scoping is enforced in the query
 * layer, never by trusting a filter the client sends): one producer's rows, one disposer's rows, or,
 * for staff with a VIEW_ALL_* permission, everything.
 */
export type TenantScope = { type: 'erzeuger'; erzeugerId: number } | { type: 'entsorger'; entsorgerId: number } | { type: 'alle' };
