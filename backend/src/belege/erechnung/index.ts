export { leseERechnung, leseERechnungXml, MAX_GROESSE } from './leseERechnung';
export { EINHEIT_AUS_CODE, einheitAusCode } from './einheitAusCode';
export { avvInText, avvDerPosition } from './avvErkennung';
export type { ERechnung, ERechnungBelegTyp, ERechnungErgebnis, ERechnungPosition, UnsereEinheit } from './eRechnung';
