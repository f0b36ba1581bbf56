import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { zeile, type Uebergang, type Zeile } from './uebergang';

/** Where an order can start: placed, placed above the order value limit (spec § 6), or an offer request. */
export const ANFANGS_STATUS: readonly AuftragStatus[] = ['BESTELLUNG', 'BESTELLUNG_ZUR_FREIGABE', 'WARTEN_AUF_ANGEBOT'];

/** The disposer answers a placed order also after the producer sent a reminder. */
const BESTELLT: AuftragStatus[] = ['BESTELLUNG', 'BESTELLUNG_ERINNERUNG'];
export const BESTAETIGT: AuftragStatus[] = ['BESTELLUNG_BESTAETIGT', 'BESTELLAENDERUNG_LIEFERTERMIN'];
/** The container stands at the site: further services can be ordered. */
const BEHAELTER_DA: AuftragStatus[] = ['VOR_ORT', 'PROBLEM_BEHOBEN'];

/**
 * Zusatzleerung, Behälterabzug and Behältertausch share one pattern: ordered from the main order as a
 * follow-up order, reminded, accepted (maybe on another day), then done.
 */
const leistung = (
  art: 'ZUSATZLEERUNG' | 'BEHAELTERABZUG' | 'BEHAELTERTAUSCH',
  name: string,
  wort: string,
  erledigt: Zeile,
): Uebergang[] => [
  zeile({
    von: BEHAELTER_DA,
    aktion: `${name}Beauftragen`,
    seite: 'ERZEUGER',
    nach: `${art}_BEAUFTRAGT`,
    felder: ['wunschtermin'],
    optionaleFelder: ['kommentar'],
    label: `${wort} beauftragen`,
    folgeauftrag: true,
    implementiert: true,
  }),
  zeile({
    von: [`${art}_BEAUFTRAGT`],
    aktion: 'erinnern',
    seite: 'ERZEUGER',
    nach: `${art}_ERINNERUNG`,
    label: 'Entsorger erinnern',
    implementiert: true,
  }),
  zeile({
    von: [`${art}_BEAUFTRAGT`, `${art}_ERINNERUNG`],
    aktion: `${name}Annehmen`,
    seite: 'ENTSORGER',
    nach: `${art}_BESTAETIGT`,
    label: `${wort} annehmen`,
    implementiert: true,
  }),
  zeile({
    von: [`${art}_BEAUFTRAGT`, `${art}_ERINNERUNG`],
    aktion: `${name}AnnehmenAenderungWunschtermin`,
    seite: 'ENTSORGER',
    nach: `${art}_AENDERUNG_WUNSCHTERMIN`,
    felder: ['wunschtermin'],
    optionaleFelder: ['begruendung'],
    label: `${wort} mit anderem Termin annehmen`,
    implementiert: true,
  }),
  zeile({ ...erledigt, implementiert: true }),
];

export const AUFTRAG_WORKFLOW: readonly Uebergang[] = [
  // Offer requests
  zeile({
    von: ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'],
    aktion: 'angebotabgeben',
    seite: 'ENTSORGER',
    nach: 'ANGEBOT_AN_KUNDEN',
    felder: ['preis'],
    optionaleFelder: ['kommentar', 'angebotPdf'],
    label: 'Angebot abgeben',
    implementiert: true,
  }),
  // The request ends declined only when every asked disposer declined (the status stays otherwise).
  zeile({
    von: ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'],
    aktion: 'anfrageAblehnen',
    seite: 'ENTSORGER',
    nach: 'ANFRAGE_ABGELEHNT',
    optionaleFelder: ['begruendung'],
    label: 'Anfrage ablehnen',
    implementiert: true,
  }),
  zeile({
    von: ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'],
    aktion: 'angebotAnnehmen',
    seite: 'ERZEUGER',
    nach: 'BESTELLUNG',
    nachUeberGrenze: 'BESTELLUNG_ZUR_FREIGABE',
    felder: ['wunschtermin'],
    optionaleFelder: ['kommentar'],
    label: 'Angebot annehmen',
    implementiert: true,
  }),
  zeile({
    von: ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'],
    aktion: 'stornieren',
    seite: 'ERZEUGER',
    nach: 'AUFTRAG_STORNIERT',
    optionaleFelder: ['begruendung'],
    label: 'Anfrage zurückziehen',
    implementiert: true,
  }),
  // Approval above the order value limit (spec § 6)
  zeile({
    von: ['BESTELLUNG_ZUR_FREIGABE'],
    aktion: 'bestellungFreigeben',
    seite: 'ERZEUGER',
    nach: 'BESTELLUNG',
    label: 'Bestellung freigeben',
    implementiert: true,
  }),
  zeile({
    von: ['BESTELLUNG_ZUR_FREIGABE'],
    aktion: 'freigabeAblehnen',
    seite: 'ERZEUGER',
    nach: 'AUFTRAG_STORNIERT_VOR_FREIGABE',
    felder: ['begruendung'],
    label: 'Freigabe ablehnen',
    implementiert: true,
  }),
  zeile({
    von: ['BESTELLUNG_ZUR_FREIGABE'],
    aktion: 'stornieren',
    seite: 'ERZEUGER',
    nach: 'AUFTRAG_STORNIERT_VOR_FREIGABE',
    optionaleFelder: ['begruendung'],
    label: 'Bestellung zurückziehen',
    implementiert: true,
  }),
  // Placed order: the disposer answers
  zeile({
    von: ['BESTELLUNG'],
    aktion: 'erinnern',
    seite: 'ERZEUGER',
    nach: 'BESTELLUNG_ERINNERUNG',
    label: 'Entsorger erinnern',
    implementiert: true,
  }),
  zeile({
    von: BESTELLT,
    aktion: 'bestellungAnnehmen',
    seite: 'ENTSORGER',
    nach: 'BESTELLUNG_BESTAETIGT',
    label: 'Bestellung annehmen',
    implementiert: true,
  }),
  zeile({
    von: BESTELLT,
    aktion: 'bestellungAnnehmenAenderungLiefertermin',
    seite: 'ENTSORGER',
    nach: 'BESTELLAENDERUNG_LIEFERTERMIN',
    felder: ['liefertermin'],
    // Proposing another date says why, as every other date change of a link does (issue 19).
    optionaleFelder: ['begruendung'],
    label: 'Mit anderem Liefertermin annehmen',
    implementiert: true,
  }),
  zeile({
    von: BESTELLT,
    aktion: 'bestellungAblehnen',
    seite: 'ENTSORGER',
    nach: 'BESTELLUNG_ABGELEHNT',
    optionaleFelder: ['begruendung'],
    label: 'Bestellung ablehnen',
    implementiert: true,
  }),
  // Not any more once the delivery has started: then the container is on its way.
  zeile({
    von: [...BESTELLT, ...BESTAETIGT],
    aktion: 'stornieren',
    seite: 'ERZEUGER',
    nach: 'AUFTRAG_STORNIERT',
    optionaleFelder: ['begruendung'],
    label: 'Auftrag stornieren',
    implementiert: true,
  }),
  // Delivery
  zeile({
    von: BESTAETIGT,
    aktion: 'anlieferungStarten',
    seite: 'ENTSORGER',
    nach: 'IN_ANLIEFERUNG',
    label: 'Anlieferung starten',
    implementiert: true,
  }),
  zeile({
    von: ['IN_ANLIEFERUNG'],
    aktion: 'behaelterGestellt',
    seite: 'ENTSORGER',
    nach: 'VOR_ORT',
    label: 'Behälter gestellt',
    implementiert: true,
  }),
  // Problems
  zeile({
    von: ['IN_ANLIEFERUNG', ...BEHAELTER_DA, 'IN_ABHOLUNG'],
    aktion: 'problemMelden',
    seite: 'ERZEUGER',
    nach: 'PROBLEM',
    felder: ['begruendung'],
    label: 'Problem melden',
    implementiert: true,
  }),
  zeile({
    von: ['PROBLEM'],
    aktion: 'problemBeheben',
    seite: 'ENTSORGER',
    nach: 'PROBLEM_BEHOBEN',
    optionaleFelder: ['kommentar'],
    label: 'Problem behoben',
    implementiert: true,
  }),
  zeile({
    von: ['PROBLEM'],
    aktion: 'problemBeheben',
    seite: 'ADMIN',
    nach: 'PROBLEM_BEHOBEN',
    optionaleFelder: ['kommentar'],
    label: 'Problem behoben',
    implementiert: true,
  }),
  // Services while the container is on site
  ...leistung('ZUSATZLEERUNG', 'zusatzleerung', 'Zusatzleerung', {
    von: ['ZUSATZLEERUNG_BESTAETIGT', 'ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN'],
    aktion: 'zusatzleerungDurchgefuehrt',
    seite: 'ENTSORGER',
    nach: 'ABRECHNUNG',
    label: 'Zusatzleerung durchgeführt',
  }),
  ...leistung('BEHAELTERTAUSCH', 'behaeltertausch', 'Behältertausch', {
    von: ['BEHAELTERTAUSCH_BESTAETIGT', 'BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN'],
    aktion: 'behaeltertauschDurchgefuehrt',
    seite: 'ENTSORGER',
    nach: 'ABRECHNUNG',
    label: 'Behältertausch durchgeführt',
  }),
  ...leistung('BEHAELTERABZUG', 'behaelterabzug', 'Behälterabzug', {
    von: ['BEHAELTERABZUG_BESTAETIGT', 'BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN'],
    aktion: 'abholungStarten',
    seite: 'ENTSORGER',
    nach: 'IN_ABHOLUNG',
    label: 'Abholung starten',
  }),
  // Removal and billing: the removal is a follow-up order (behaelterabzugBeauftragen); when it is
  // done the main order follows it to billing (folgeauftragReaktor.ts).
  zeile({
    von: ['IN_ABHOLUNG'],
    aktion: 'abholungDurchgefuehrt',
    seite: 'ENTSORGER',
    nach: 'ABRECHNUNG',
    label: 'Abholung durchgeführt',
    implementiert: true,
  }),
  zeile({
    von: ['ABRECHNUNG'],
    aktion: 'auftragAbschliessen',
    seite: 'ENTSORGER',
    nach: 'AUFTRAG_ABGESCHLOSSEN',
    label: 'Auftrag abschließen',
    implementiert: true,
  }),
  zeile({
    von: ['ABRECHNUNG'],
    aktion: 'auftragAbschliessen',
    seite: 'ADMIN',
    nach: 'AUFTRAG_ABGESCHLOSSEN',
    label: 'Auftrag abschließen',
    implementiert: true,
  }),
];
