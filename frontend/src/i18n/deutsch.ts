import { adminBenutzerDeutsch } from './adminBenutzerDeutsch';
import { anfallstellenDeutsch } from './anfallstellenDeutsch';
import { auftraegeDeutsch, statetransitionDeutsch } from './auftraegeDeutsch';
import { auftragAenderungDeutsch } from './auftragAenderungDeutsch';
import { offeneAuftraegeDeutsch } from './offeneAuftraegeDeutsch';
import { benutzerverwaltungDeutsch } from './benutzerverwaltungDeutsch';
import { fehlerDeutsch, erfolgDeutsch } from './fehlerDeutsch';
import { entsorgerDeutsch } from './entsorgerDeutsch';
import { entsorgerPortalDeutsch } from './entsorgerPortalDeutsch';
import { firmendatenDeutsch } from './firmendatenDeutsch';
import { leistungenDeutsch } from './leistungenDeutsch';
import { leistungsnummerDeutsch } from './leistungsnummerDeutsch';
import { portalDeutsch } from './portalDeutsch';
import { protokollDeutsch } from './protokollDeutsch';
import { registrierungDeutsch } from './registrierungDeutsch';
import { raDeutsch } from './raDeutsch';
import { stammdatenDeutsch } from './stammdatenDeutsch';
import { stellvertretungDeutsch } from './stellvertretungDeutsch';
import { archivDeutsch } from './archivDeutsch';
import { supportDeutsch } from './supportDeutsch';
import { verbleibsanlagenDeutsch } from './verbleibsanlagenDeutsch';
import { uiDeutsch } from './uiDeutsch';
import { bestaetigungDeutsch } from './bestaetigungDeutsch';
import { kartenDeutsch } from './kartenDeutsch';
import { exporteDeutsch } from './exporteDeutsch';
import { belegeDeutsch } from './belegeDeutsch';
import { dokumentationDeutsch } from './dokumentationDeutsch';
import { hilfeDeutsch } from './hilfeDeutsch';
import { auswertungDeutsch } from './auswertungDeutsch';
import { belegImportDeutsch } from './belegImportDeutsch';
import { arbeitDeutsch } from './arbeitDeutsch';

/** The whole German catalogue: react-admin's keys plus the portal's own. */
export const deutsch = {
  ra: raDeutsch,
  ...portalDeutsch,
  auftraege: auftraegeDeutsch,
  auftragAenderung: auftragAenderungDeutsch,
  offeneAuftraege: offeneAuftraegeDeutsch,
  statetransition: statetransitionDeutsch,
  benutzerverwaltung: benutzerverwaltungDeutsch,
  adminBenutzer: adminBenutzerDeutsch,
  protokoll: protokollDeutsch,
  fehler: fehlerDeutsch,
  erfolg: erfolgDeutsch,
  support: supportDeutsch,
  anfallstellen: anfallstellenDeutsch,
  verbleibsanlagen: verbleibsanlagenDeutsch,
  stellvertretung: stellvertretungDeutsch,
  archiv: archivDeutsch,
  firmendaten: firmendatenDeutsch,
  leistungen: leistungenDeutsch,
  entsorger: entsorgerDeutsch,
  leistungsnummer: leistungsnummerDeutsch,
  registrierung: registrierungDeutsch,
  stammdaten: stammdatenDeutsch,
  entsorgerPortal: entsorgerPortalDeutsch,
  ui: uiDeutsch,
  bestaetigung: bestaetigungDeutsch,
  karten: kartenDeutsch,
  exporte: exporteDeutsch,
  belege: belegeDeutsch,
  dokumentation: dokumentationDeutsch,
  hilfe: hilfeDeutsch,
  auswertung: auswertungDeutsch,
  belegImport: belegImportDeutsch,
  arbeit: arbeitDeutsch,
};
