import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import type { AuftragSeite } from '@abfallportal/common/permissions';
import { isTokenAktion } from '@abfallportal/common/tokenAktionen';

/** Fields a workflow call can carry (workflowBodySchema). */
export type WorkflowFeld = WorkflowAktion['felder'][number];
/** Offers also carry a price and a PDF; they travel on the public token page, not in the workflow body. */
export type UebergangFeld = WorkflowFeld | 'preis' | 'angebotPdf';

/** One row of the order workflow (spec § 4): from these statuses, this side may run this action. */
export type Uebergang = {
  von: readonly AuftragStatus[];
  /** Wire name: POST /api/v1/workflow/<aktion>/<id>; token actions also at /statetransition/<aktion>/:token. */
  aktion: string;
  seite: AuftragSeite;
  nach: AuftragStatus;
  felder: readonly UebergangFeld[];
  optionaleFelder: readonly UebergangFeld[];
  /** German button text. */
  label: string;
  /** Also offered to the disposer as an emailed token link (spec § 2). */
  token: boolean;
  implementiert: boolean;
  /**
   * The row does not change this order: it creates a follow-up order (own stream, own number) in
   * status `nach`, linked to this one as its main order (folgeauftrag.ts).
   */
  folgeauftrag?: boolean;
  /** Above the acting user's order value limit the row leads here instead of `nach` (spec § 4, approval). */
  nachUeberGrenze?: AuftragStatus;
};

/** Where an order can start: placed, placed above the order value limit (spec § 6), or an offer request. */
export const ANFANGS_STATUS: readonly AuftragStatus[] = ['BESTELLUNG', 'BESTELLUNG_ZUR_FREIGABE', 'WARTEN_AUF_ANGEBOT'];

type Zeile = Pick<Uebergang, 'von' | 'aktion' | 'seite' | 'nach' | 'label'> & Partial<Uebergang>;
const zeile = (z: Zeile): Uebergang => ({
  felder: [],
  optionaleFelder: [],
  token: isTokenAktion(z.aktion),
  implementiert: false,
  ...z,
});

/** The disposer answers a placed order also after the producer sent a reminder. */
const BESTELLT: AuftragStatus[] = ['BESTELLUNG', 'BESTELLUNG_ERINNERUNG'];
const BESTAETIGT: AuftragStatus[] = ['BESTELLUNG_BESTAETIGT', 'BESTELLAENDERUNG_LIEFERTERMIN'];
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

/** The implemented row for this action from this status and side, if any. */
export const findUebergang = (status: AuftragStatus, aktion: string, seite: AuftragSeite): Uebergang | undefined =>
  AUFTRAG_WORKFLOW.find((u) => u.implementiert && u.aktion === aktion && u.seite === seite && u.von.includes(status));

const istWorkflowFeld = (f: UebergangFeld): f is WorkflowFeld => f !== 'preis' && f !== 'angebotPdf';

/** What one side may do now (GET /workflow/stateTransitions/{id}, entsorgerStateTransitions/{id}). */
export const verfuegbareAktionen = (status: AuftragStatus, seite: AuftragSeite, auftragId: string): WorkflowAktion[] =>
  AUFTRAG_WORKFLOW.filter((u) => u.implementiert && u.seite === seite && u.von.includes(status)).map((u) => ({
    name: u.aktion,
    label: u.label,
    path: `/${u.aktion}/${auftragId}`,
    zielStatus: u.nach,
    felder: [...u.felder, ...u.optionaleFelder].filter(istWorkflowFeld),
  }));

/** The dates an order has; the admin's forced change (spec § 4) sets them together with the status. */
export type TerminFeld = 'wunschLiefertermin' | 'liefertermin' | 'wunschAbholtermin' | 'abholtermin';

const MIT_LIEFERTERMIN: readonly AuftragStatus[] = [
  ...BESTAETIGT,
  'IN_ANLIEFERUNG',
  'VOR_ORT',
  'PROBLEM',
  'PROBLEM_BEHOBEN',
  ...AUFTRAG_STATUS.filter((s) => s.startsWith('ZUSATZLEERUNG_') || s.startsWith('BEHAELTERTAUSCH_')),
];
const MIT_WUNSCHABHOLTERMIN: readonly AuftragStatus[] = [...AUFTRAG_STATUS.filter((s) => s.startsWith('BEHAELTERABZUG_')), 'IN_ABHOLUNG'];
const MIT_ABHOLTERMIN: readonly AuftragStatus[] = ['ABRECHNUNG', 'AUFTRAG_ABGESCHLOSSEN'];

/**
 * Which dates an order must have in a status, for the forced change: every order has a wish
 * delivery date; once the disposer confirmed, a delivery date; once the removal is ordered, a
 * wish removal date; once removed (billing, closed), the removal date.
 */
export const pflichtTermine = (status: AuftragStatus): TerminFeld[] => {
  if (MIT_ABHOLTERMIN.includes(status)) return ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin', 'abholtermin'];
  if (MIT_WUNSCHABHOLTERMIN.includes(status)) return ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin'];
  if (MIT_LIEFERTERMIN.includes(status)) return ['wunschLiefertermin', 'liefertermin'];
  return ['wunschLiefertermin'];
};
