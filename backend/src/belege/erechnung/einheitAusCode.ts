import type { UnsereEinheit } from './eRechnung';

/**
 * UN/ECE Recommendation 20 (and 21, the "X…" package codes) unit codes mapped to our units
 * (data/stammdaten/einheiten.csv). Several codes mean "piece": H87 (piece), C62 (one), EA (each),
 * XPP (package: piece).
 */
export const EINHEIT_AUS_CODE: Readonly<Record<string, UnsereEinheit>> = {
  TNE: 't',
  KGM: 'kg',
  MTQ: 'm³',
  LTR: 'l',
  H87: 'Stück',
  C62: 'Stück',
  EA: 'Stück',
  XPP: 'Stück',
  DAY: 'Tag',
};

/**
 * Codes of the EN 16931 unit code list (Rec 20/21) that waste and service invoices use and that we
 * know but have no unit of our own for: the position keeps the code and gets no unit. The full list
 * has about 2,000 codes and is not on this machine; a well-formed code outside this set is kept
 * with a note (see docs/decisions.md "E-Rechnungen lesen").
 */
const BEKANNTE_CODES = new Set([
  ...Object.keys(EINHEIT_AUS_CODE),
  'HUR',
  'MIN',
  'SEC',
  'WEE',
  'MON',
  'ANN',
  'QAN',
  'LS',
  'SET',
  'PR',
  'PA',
  'MTR',
  'KTM',
  'MTK',
  'KMT',
  'GRM',
  'DTN',
  'MLT',
  'HLT',
  'KWH',
  'MWH',
  'E48',
  'E49',
  'P1',
  'ZZ',
  'XBX',
  'XCT',
  'XPK',
  'XBG',
  'XPA',
  'XSA',
]);

/** BT-130 is two or three upper-case letters or digits (Rec 20 "common code"). */
export const istEinheitCodeWohlgeformt = (code: string): boolean => /^[A-Z0-9]{2,3}$/.test(code);

export const istEinheitCodeBekannt = (code: string): boolean => BEKANNTE_CODES.has(code);

export const einheitAusCode = (code: string): UnsereEinheit | null => EINHEIT_AUS_CODE[code] ?? null;
