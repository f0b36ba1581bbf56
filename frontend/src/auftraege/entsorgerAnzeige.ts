/** The rule lives in common (spec § 4, offer requests), so server and browser show the same text. */
export { entsorgerAnzeige, type EntsorgerAnzeigeEingabe } from '@abfallportal/common/angebot';
