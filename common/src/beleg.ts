/**
 * Receipts (Belege, spec § 3): the request schemas, the wire types and the receipt validation of
 * spec § 5, shared by server and browser. Decisions (statuses, which fields apply per type) are in
 * docs/decisions.md, „Belege“.
 */
export * from './beleg/belegFelder';
export * from './beleg/pruefeBeleg';
export * from './beleg/belegWire';
