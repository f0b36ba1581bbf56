import type { AuftragStatus } from '@abfallportal/common/auftrag';

type Termine = {
  wunschLiefertermin: string | null;
  liefertermin: string | null;
  wunschAbholtermin: string | null;
  abholtermin: string | null;
};

/**
 * The date by which the next step of an order is due; dueInDays (spec § 3, § 4 urgency) counts the
 * days to it. Waiting for delivery: the agreed delivery date, else the wish. On site or waiting for
 * pick-up: the removal date. Finished, declined or cancelled orders are due never.
 */
export const faelligAm = (status: AuftragStatus, t: Termine): string | null => {
  switch (status) {
    case 'BESTELLUNG':
    case 'BESTELLUNG_ERINNERUNG':
    case 'BESTELLUNG_ZUR_FREIGABE':
      return t.wunschLiefertermin;
    case 'BESTELLUNG_BESTAETIGT':
    case 'BESTELLAENDERUNG_LIEFERTERMIN':
    case 'IN_ANLIEFERUNG':
      return t.liefertermin ?? t.wunschLiefertermin;
    case 'VOR_ORT':
    case 'IN_ABHOLUNG':
      return t.abholtermin ?? t.wunschAbholtermin;
    default:
      return null;
  }
};
