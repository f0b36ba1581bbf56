/** Staff's order pages: the open orders of spec § 2 (/admin/auftraege) and the order search beside them. */
export const adminAuftragPaths = {
  offen: '/admin/auftraege',
  suche: '/admin/auftraege/suche',
} as const;
