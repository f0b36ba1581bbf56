import { ERZEUGER_BERECHTIGUNGEN } from '@abfallportal/common/benutzerverwaltung';

/** The checkbox choices: every permission a producer user may hold, labelled in German. */
export const BERECHTIGUNG_AUSWAHL = ERZEUGER_BERECHTIGUNGEN.map((id) => ({ id, name: `benutzerverwaltung.berechtigung.${id}` }));
