import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';

/** The list filter as the API reads it (GET /api/v1/auftrag?filter=...). */
export type AuftragFilter = {
  erzeugerId?: number;
  q?: string;
  status?: AuftragStatus[];
  von?: string;
  bis?: string;
  vorgangsnummer?: string;
  /** Orders this user must approve. */
  zurFreigabe?: true;
  /** What waits for this user: approvals, offers to decide, problems. */
  meineAufgaben?: true;
  /** The disposer's work (issue 28): requests it has not answered, orders to confirm, services due by n days from today. */
  zuBeantworten?: true;
  zuBestaetigen?: true;
  leistungFaelligBis?: number;
};

const ISO_DATUM = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const datum = (value: unknown): string | undefined => (typeof value === 'string' && ISO_DATUM.test(value) ? value : undefined);

const istStatus = (value: unknown): value is AuftragStatus => AUFTRAG_STATUS.some((s) => s === value);

/**
 * The filter form's values cleaned for the API: empty inputs are dropped, texts trimmed, unknown
 * statuses left out, and a swapped date range put in order (from before to).
 */
export const auftragFilter = (values: Record<string, unknown>): AuftragFilter => {
  const filter: AuftragFilter = {};
  if (typeof values.erzeugerId === 'number') filter.erzeugerId = values.erzeugerId;
  const q = text(values.q);
  if (q !== undefined) filter.q = q;
  const vorgangsnummer = text(values.vorgangsnummer);
  if (vorgangsnummer !== undefined) filter.vorgangsnummer = vorgangsnummer;
  const status = Array.isArray(values.status) ? values.status.filter(istStatus) : [];
  if (status.length > 0) filter.status = status;
  const von = datum(values.von);
  const bis = datum(values.bis);
  const [anfang, ende] = von !== undefined && bis !== undefined && von > bis ? [bis, von] : [von, bis];
  if (anfang !== undefined) filter.von = anfang;
  if (ende !== undefined) filter.bis = ende;
  if (values.zurFreigabe === true) filter.zurFreigabe = true;
  if (values.meineAufgaben === true) filter.meineAufgaben = true;
  if (values.zuBeantworten === true) filter.zuBeantworten = true;
  if (values.zuBestaetigen === true) filter.zuBestaetigen = true;
  if (typeof values.leistungFaelligBis === 'number' && Number.isInteger(values.leistungFaelligBis))
    filter.leistungFaelligBis = values.leistungFaelligBis;
  return filter;
};
