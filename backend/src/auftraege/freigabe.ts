import { UEBER_GRENZE_OHNE_FREIGEBER } from '@abfallportal/common/angebot';
import type { BestellFakten } from './ports';

/** Why the chosen approver cannot approve an order above the orderer's limit (spec § 4); undefined when they can. */
export const freigeberFehler = (
  freigeberId: number | undefined,
  bestellerId: number | undefined,
  grenzen: Pick<BestellFakten, 'freigeber'>,
): string | undefined => {
  if (freigeberId === undefined) return UEBER_GRENZE_OHNE_FREIGEBER;
  if (freigeberId === bestellerId) return 'Sie können Ihre eigene Bestellung nicht freigeben.';
  if (!grenzen.freigeber?.passt)
    return 'Diese Person kann die Bestellung nicht freigeben. Bitte wählen Sie eine Person mit höherer Bestellwertgrenze.';
  return undefined;
};
