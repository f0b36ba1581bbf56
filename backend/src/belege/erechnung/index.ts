export { erkenneERechnung, leseERechnung, leseERechnungXml, MAX_GROESSE, type ERechnungErkennung } from './leseERechnung';
export { beendeERechnungLeser, erkenneERechnungImHintergrund, leseERechnungImHintergrund, type LeseFehler } from './eRechnungLeser';
export { EINHEIT_AUS_CODE, einheitAusCode } from './einheitAusCode';
export { avvInText, avvDerPosition } from './avvErkennung';
export type { ERechnung, ERechnungBelegTyp, ERechnungErgebnis, ERechnungPosition, UnsereEinheit } from './eRechnung';
