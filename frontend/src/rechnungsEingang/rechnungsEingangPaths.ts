/** The invoice e-mail import (spec § 2 support tab "invoice email import", § 7 /rechnungen/emails). */
export const rechnungsEingangPaths = {
  /** A static segment: React Router ranks it before the receipts' /rechnungen/:id. */
  emails: '/rechnungen/emails',
  api: '/api/v1/rechnungen/emails',
  datei: (id: string) => `/api/v1/rechnungen/emails/${encodeURIComponent(id)}/datei`,
} as const;
