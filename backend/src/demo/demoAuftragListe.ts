// The demo orders as data: where each was placed, when, and the steps it went through since.

export type Schritt = {
  aktion: string;
  seite: 'ERZEUGER' | 'ENTSORGER';
  tag: number;
  liefertermin?: number;
  wunschtermin?: number;
  begruendung?: string;
  /** Runs on this follow-up order of the order (created by an earlier `…Beauftragen` step with the same name). */
  folge?: string;
};

/** A disposer's step on day `tag` (days from today; negative: the past). */
const entsorger = (aktion: string, tag: number, mehr: Partial<Schritt> = {}): Schritt => ({ aktion, seite: 'ENTSORGER', tag, ...mehr });
/** A producer's step on day `tag`. */
const erzeuger = (aktion: string, tag: number, mehr: Partial<Schritt> = {}): Schritt => ({ aktion, seite: 'ERZEUGER', tag, ...mehr });

/** The disposer accepts the order on day `angenommen` and places the container on day `gestellt`. */
const liefern = (angenommen: number, gestellt: number): Schritt[] => [
  entsorger('bestellungAnnehmen', angenommen),
  entsorger('anlieferungStarten', gestellt),
  entsorger('behaelterGestellt', gestellt),
];

/** The removal as a follow-up order, accepted, started and done (the main order then goes to billing). */
const abzug = (tag: number): Schritt[] => [
  erzeuger('behaelterabzugBeauftragen', tag, { wunschtermin: tag + 2, folge: 'abzug' }),
  entsorger('behaelterabzugAnnehmen', tag + 1, { folge: 'abzug' }),
  entsorger('abholungStarten', tag + 2, { folge: 'abzug' }),
  entsorger('abholungDurchgefuehrt', tag + 2, { folge: 'abzug' }),
];

export type DemoAuftrag = {
  name: string;
  anlage: number;
  stelle: string;
  bezeichnung: string;
  avv: string;
  behaelter: string;
  anzahl: number;
  schritte: Schritt[];
};

const HAFENCITY = 'Baustelle Hafencity Quartier 4';
const EPPENDORF = 'Baustelle Wohnpark Eppendorf';
const BILLBROOK = 'Betriebshof Billbrook';

/** One demo order placed on day `anlage` at `stelle`: 1 × Absetzmulde 7 m³ of mixed construction waste unless said otherwise. */
const auftrag = (name: string, anlage: number, stelle: string, schritte: Schritt[], mehr: Partial<DemoAuftrag> = {}): DemoAuftrag => ({
  name,
  anlage,
  stelle,
  bezeichnung: 'Baumischabfall',
  avv: '170904',
  behaelter: 'Absetzmulde 7 m3',
  anzahl: 1,
  schritte,
  ...mehr,
});

/**
 * Musterbau's demo orders, one in every status the ordering path reaches (issue: orders first slice).
 * Each is placed and moved through the real commands on a clock set back in time, so its history
 * reads like a real one. `tag` counts days from today (negative: the past).
 */
export const DEMO: DemoAuftrag[] = [
  auftrag('bestellt', -1, HAFENCITY, [], { anzahl: 2 }),
  auftrag('bestaetigt', -3, EPPENDORF, [entsorger('bestellungAnnehmen', -2)]),
  auftrag('neuer-termin', -2, HAFENCITY, [entsorger('bestellungAnnehmenAenderungLiefertermin', -1, { liefertermin: 2 })]),
  auftrag('abgelehnt', -6, BILLBROOK, [entsorger('bestellungAblehnen', -5, { begruendung: 'Keine Fahrzeuge frei in dieser Woche.' })]),
  auftrag('in-anlieferung', -5, EPPENDORF, [entsorger('bestellungAnnehmen', -4), entsorger('anlieferungStarten', 0)]),
  // Issue 18 demo: a container on site with an extra emptying pending.
  auftrag(
    'vor-ort',
    -12,
    HAFENCITY,
    [...liefern(-11, -9), erzeuger('zusatzleerungBeauftragen', 0, { wunschtermin: 2, folge: 'leerung' })],
    { anzahl: 2 },
  ),
  // The removal is a follow-up order, on its way to the site; the main order waits on site.
  auftrag('in-abholung', -20, BILLBROOK, [
    ...liefern(-19, -17),
    erzeuger('behaelterabzugBeauftragen', -3, { wunschtermin: 0, folge: 'abzug' }),
    entsorger('behaelterabzugAnnehmen', -2, { folge: 'abzug' }),
    entsorger('abholungStarten', 0, { folge: 'abzug' }),
  ]),
  auftrag('abrechnung', -30, EPPENDORF, [...liefern(-29, -27), ...abzug(-10)]),
  auftrag('abgeschlossen', -45, HAFENCITY, [
    ...liefern(-44, -42),
    ...abzug(-30),
    entsorger('auftragAbschliessen', -20, { folge: 'abzug' }),
    entsorger('auftragAbschliessen', -20),
  ]),
  auftrag('storniert', -4, BILLBROOK, [erzeuger('stornieren', -3, { begruendung: 'Umbau verschoben.' })]),
  // Issue 18 demo: a swap the disposer accepted on another day.
  auftrag('tausch-neuer-termin', -15, BILLBROOK, [
    ...liefern(-14, -12),
    erzeuger('behaeltertauschBeauftragen', -2, { wunschtermin: 1, folge: 'tausch' }),
    entsorger('behaeltertauschAnnehmenAenderungWunschtermin', -1, {
      wunschtermin: 3,
      begruendung: 'Am Wunschtag ist kein Fahrzeug frei.',
      folge: 'tausch',
    }),
  ]),
  // Issue 18 demo: an order the disposer did not answer, past its reminder (sent by the system).
  auftrag('erinnert', -4, EPPENDORF, [erzeuger('erinnern', -2)]),
  // Issue 18: a problem reported by the producer, and one the disposer has fixed.
  auftrag('problem', -10, EPPENDORF, [
    ...liefern(-9, -7),
    erzeuger('problemMelden', -1, { begruendung: 'Die Mulde steht vor der Feuerwehrzufahrt statt am Tor.' }),
  ]),
  auftrag('problem-behoben', -14, HAFENCITY, [
    ...liefern(-13, -11),
    erzeuger('problemMelden', -5, { begruendung: 'Der Behälter ist undicht.' }),
    entsorger('problemBeheben', -4),
  ]),
  // Issue 28: every status of the services on a container on site, so each can be seen (spec § 4).
  // An extra emptying accepted, and a swap ordered today (not yet due for a reminder).
  auftrag('leerung-bestaetigt', -16, EPPENDORF, [
    ...liefern(-15, -13),
    erzeuger('zusatzleerungBeauftragen', -3, { wunschtermin: 1, folge: 'leerung' }),
    entsorger('zusatzleerungAnnehmen', -2, { folge: 'leerung' }),
    erzeuger('behaeltertauschBeauftragen', 0, { wunschtermin: 3, folge: 'tausch' }),
  ]),
  // An extra emptying accepted on another day, and a swap accepted as wished.
  auftrag('leerung-neuer-termin', -18, HAFENCITY, [
    ...liefern(-17, -15),
    erzeuger('zusatzleerungBeauftragen', -3, { wunschtermin: 1, folge: 'leerung' }),
    entsorger('zusatzleerungAnnehmenAenderungWunschtermin', -2, {
      wunschtermin: 2,
      begruendung: 'Die Tour kommt erst übermorgen vorbei.',
      folge: 'leerung',
    }),
    erzeuger('behaeltertauschBeauftragen', -2, { wunschtermin: 2, folge: 'tausch' }),
    entsorger('behaeltertauschAnnehmen', -1, { folge: 'tausch' }),
  ]),
  // An extra emptying and a swap the disposer did not answer, past their reminders (sent by the system).
  auftrag('leistung-erinnert', -22, BILLBROOK, [
    ...liefern(-21, -19),
    erzeuger('zusatzleerungBeauftragen', -4, { wunschtermin: 1, folge: 'leerung' }),
    erzeuger('erinnern', -2, { folge: 'leerung' }),
    erzeuger('behaeltertauschBeauftragen', -4, { wunschtermin: 1, folge: 'tausch' }),
    erzeuger('erinnern', -2, { folge: 'tausch' }),
  ]),
  // The removal in each of its states before the pick-up.
  auftrag('abzug-beauftragt', -11, EPPENDORF, [
    ...liefern(-10, -8),
    erzeuger('behaelterabzugBeauftragen', 0, { wunschtermin: 3, folge: 'abzug' }),
  ]),
  auftrag('abzug-erinnert', -13, HAFENCITY, [
    ...liefern(-12, -10),
    erzeuger('behaelterabzugBeauftragen', -4, { wunschtermin: 1, folge: 'abzug' }),
    erzeuger('erinnern', -2, { folge: 'abzug' }),
  ]),
  auftrag('abzug-bestaetigt', -17, BILLBROOK, [
    ...liefern(-16, -14),
    erzeuger('behaelterabzugBeauftragen', -2, { wunschtermin: 2, folge: 'abzug' }),
    entsorger('behaelterabzugAnnehmen', -1, { folge: 'abzug' }),
  ]),
  auftrag('abzug-neuer-termin', -19, EPPENDORF, [
    ...liefern(-18, -16),
    erzeuger('behaelterabzugBeauftragen', -2, { wunschtermin: 1, folge: 'abzug' }),
    entsorger('behaelterabzugAnnehmenAenderungWunschtermin', -1, {
      wunschtermin: 4,
      begruendung: 'Das Abholfahrzeug ist erst Ende der Woche frei.',
      folge: 'abzug',
    }),
  ]),
];
