import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';

/** German label of an order status, from the catalogue shared with the server (history, mails, errors). */
export const statusText = (status: AuftragStatus): string => AUFTRAG_STATUS_TEXT[status];
