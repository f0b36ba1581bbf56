import type { AuftragStatus } from './auftrag';
import { formatEinheiten } from './einheiten';

/** German label of every order status (spec § 4), for lists, details, history and error messages. */
export const AUFTRAG_STATUS_TEXT: Record<AuftragStatus, string> = {
  WARTEN_AUF_ANGEBOT: 'Warten auf Angebot',
  ANGEBOT_AN_KUNDEN: 'Angebot liegt vor',
  BESTELLUNG: 'Bestellt',
  BESTELLUNG_BESTAETIGT: 'Bestellung bestätigt',
  BESTELLAENDERUNG_LIEFERTERMIN: 'Bestätigt mit geändertem Liefertermin',
  BESTELLUNG_ERINNERUNG: 'Bestellt, Entsorger erinnert',
  BESTELLUNG_ZUR_FREIGABE: 'Wartet auf Freigabe',
  IN_ANLIEFERUNG: 'In Anlieferung',
  VOR_ORT: 'Behälter vor Ort',
  PROBLEM: 'Problem gemeldet',
  PROBLEM_BEHOBEN: 'Problem behoben',
  ZUSATZLEERUNG_BEAUFTRAGT: 'Zusatzleerung beauftragt',
  ZUSATZLEERUNG_ERINNERUNG: 'Zusatzleerung beauftragt, Entsorger erinnert',
  ZUSATZLEERUNG_BESTAETIGT: 'Zusatzleerung bestätigt',
  ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN: 'Zusatzleerung bestätigt mit geändertem Termin',
  BEHAELTERABZUG_BEAUFTRAGT: 'Behälterabzug beauftragt',
  BEHAELTERABZUG_ERINNERUNG: 'Behälterabzug beauftragt, Entsorger erinnert',
  BEHAELTERABZUG_BESTAETIGT: 'Behälterabzug bestätigt',
  BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN: 'Behälterabzug bestätigt mit geändertem Termin',
  BEHAELTERTAUSCH_BEAUFTRAGT: 'Behältertausch beauftragt',
  BEHAELTERTAUSCH_ERINNERUNG: 'Behältertausch beauftragt, Entsorger erinnert',
  BEHAELTERTAUSCH_BESTAETIGT: 'Behältertausch bestätigt',
  BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN: 'Behältertausch bestätigt mit geändertem Termin',
  IN_ABHOLUNG: 'In Abholung',
  ABRECHNUNG: 'Warten auf Rechnung',
  AUFTRAG_ABGESCHLOSSEN: 'Abgeschlossen',
  AUFTRAG_STORNIERT_VOR_FREIGABE: 'Vor der Freigabe storniert',
  AUFTRAG_STORNIERT: 'Storniert',
  ANFRAGE_ABGELEHNT: 'Anfrage abgelehnt',
  BESTELLUNG_ABGELEHNT: 'Bestellung abgelehnt',
};

/** yyyy-MM-dd → dd.MM.yyyy (spec § 9). */
export const formatDatum = (iso: string): string => {
  const [jahr, monat, tag] = iso.split('-');
  return `${tag}.${monat}.${jahr}`;
};

/**
 * The order events as far as their history sentence needs them. The server's typed events fit
 * this shape, so the projection passes them as they are and the browser can use the same text.
 */
export type AuftragEreignisText =
  | { type: 'EntsorgerZusammengefuehrt'; data: { vonEntsorgerId: number; nachEntsorgerId: number } }
  | {
      type: 'AuftragAufgegeben';
      data: {
        anzahl: number;
        behaelterBezeichnung: string;
        wunschLiefertermin: string;
        status?: AuftragStatus;
        angefragteEntsorgerIds?: number[];
        auftragsart?: string;
        hauptauftragId?: string | null;
      };
    }
  | { type: 'AngebotAbgegeben'; data: { angebotsnummer: string; preis: number; ueberToken: boolean } }
  | { type: 'AnfrageAbgelehnt'; data: { begruendung: string | null; ueberToken: boolean } }
  | { type: 'AngebotAngenommen'; data: { preis: number; wunschtermin: string; abgelehnteEntsorgerIds: number[] } }
  | {
      type: 'AuftragStatusGeaendert';
      data: {
        aktion: string;
        von: AuftragStatus;
        nach: AuftragStatus;
        liefertermin?: string;
        wunschtermin?: string;
        begruendung?: string;
        ueberToken: boolean;
      };
    }
  | {
      type: 'AuftragStatusErzwungen';
      data: {
        von: AuftragStatus;
        nach: AuftragStatus;
        wunschLiefertermin: string;
        liefertermin: string | null;
        wunschAbholtermin: string | null;
        abholtermin: string | null;
      };
    }
  | { type: 'VorgangsKommentarGeaendert'; data: { kommentar: string | null } }
  | { type: 'AuftragNachgetragen'; data: { anzahl: number; behaelterBezeichnung: string; liefertermin: string } }
  | {
      type: 'AuftragGeaendert';
      data: {
        wunschLiefertermin?: string;
        wunschAbholtermin?: string | null;
        lieferterminUnbekannt?: boolean;
        anzahl?: number;
        kommentar?: string | null;
      };
    }
  | { type: 'AuftragGeloescht'; data: { von: AuftragStatus } }
  | { type: 'AuftragsbildGesetzt'; data: { dateiId: string } }
  | { type: 'AuftragsbildEntfernt'; data: { dateiId: string } }
  | {
      type: 'AbfallartGeaendert';
      data: {
        fraktionId: number;
        abfallschluessel: string;
        vorherFraktionId: number;
        vorherAbfallschluessel: string;
        geschaetzterPreis: number | null;
      };
    };

const formatEuroText = (betrag: number): string =>
  `${betrag.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** "1 Entsorger", "2 Entsorgern" (dative plural after "bei"). */
const entsorgerAnzahl = (n: number) => (n === 1 ? '1 Entsorger' : `${n} Entsorgern`);

/** The other offers closed with the acceptance; nothing when every other disposer had declined already. */
const weitereAbgelehnt = (n: number) => (n === 0 ? '' : n === 1 ? '; 1 weiteres Angebot abgelehnt' : `; ${n} weitere Angebote abgelehnt`);

const mitGrund = (satz: string, begruendung: string | undefined) => (begruendung ? `${satz}. Begründung: ${begruendung}` : satz);

const statusSatz = (e: Extract<AuftragEreignisText, { type: 'AuftragStatusGeaendert' }>['data']): string => {
  switch (e.aktion) {
    case 'bestellungAnnehmen':
      return `Bestellung angenommen, Liefertermin ${e.liefertermin ? formatDatum(e.liefertermin) : 'offen'}`;
    case 'bestellungAnnehmenAenderungLiefertermin':
      return `Liefertermin geändert auf ${e.liefertermin ? formatDatum(e.liefertermin) : 'offen'}`;
    case 'bestellungAblehnen':
      return mitGrund('Bestellung abgelehnt', e.begruendung);
    case 'stornieren':
      return mitGrund('Auftrag storniert', e.begruendung);
    case 'problemMelden':
      return `Problem gemeldet: ${e.begruendung ?? ''}`;
    case 'problemBeheben':
      return 'Problem behoben';
    case 'anlieferungStarten':
      return 'Anlieferung gestartet';
    case 'behaelterGestellt':
      return 'Behälter gestellt';
    case 'abholungBeauftragen':
      return e.wunschtermin ? `Abholung beauftragt zum ${formatDatum(e.wunschtermin)}` : 'Abholung beauftragt';
    case 'abholungDurchgefuehrt':
      return 'Behälter abgeholt';
    case 'auftragAbschliessen':
      return 'Auftrag abgeschlossen';
    case 'bestellungFreigeben':
      return 'Bestellung freigegeben';
    case 'freigabeAblehnen':
      return mitGrund('Freigabe abgelehnt', e.begruendung);
    default:
      return (
        folgeauftragSatz(e) ??
        mitGrund(`Status geändert von „${AUFTRAG_STATUS_TEXT[e.von]}“ auf „${AUFTRAG_STATUS_TEXT[e.nach]}“`, e.begruendung)
      );
  }
};

/** Services on a container on site (follow-up orders) and reminders. */
const LEISTUNG_WORT: Record<string, string> = {
  zusatzleerung: 'Zusatzleerung',
  behaeltertausch: 'Behältertausch',
  behaelterabzug: 'Behälterabzug',
  ZUSATZLEERUNG: 'Zusatzleerung',
  BEHAELTERTAUSCH: 'Behältertausch',
  BEHAELTERABZUG: 'Behälterabzug',
};

const folgeauftragSatz = (e: Extract<AuftragEreignisText, { type: 'AuftragStatusGeaendert' }>['data']): string | null => {
  if (e.aktion === 'erinnern') return 'Entsorger erinnert';
  if (e.aktion === 'abholungStarten') return 'Abholung gestartet';
  if (e.aktion === 'behaelterabzugDurchgefuehrt') return 'Behälter abgezogen (Behälterabzug durchgeführt)';
  const m = /^(zusatzleerung|behaeltertausch|behaelterabzug)(AnnehmenAenderungWunschtermin|Annehmen|Durchgefuehrt)$/.exec(e.aktion);
  if (!m) return null;
  const wort = LEISTUNG_WORT[m[1]!]!;
  if (m[2] === 'Annehmen') return `${wort} angenommen`;
  if (m[2] === 'Durchgefuehrt') return `${wort} durchgeführt`;
  return mitGrund(`${wort} angenommen mit neuem Termin ${e.wunschtermin ? formatDatum(e.wunschtermin) : 'offen'}`, e.begruendung);
};

const termine = (d: Extract<AuftragEreignisText, { type: 'AuftragStatusErzwungen' }>['data']): string =>
  [
    `Wunschliefertermin ${formatDatum(d.wunschLiefertermin)}`,
    d.liefertermin && `Liefertermin ${formatDatum(d.liefertermin)}`,
    d.wunschAbholtermin && `Wunschabholtermin ${formatDatum(d.wunschAbholtermin)}`,
    d.abholtermin && `Abholtermin ${formatDatum(d.abholtermin)}`,
  ]
    .filter(Boolean)
    .join(', ');

const aenderungen = (d: Extract<AuftragEreignisText, { type: 'AuftragGeaendert' }>['data']): string =>
  [
    d.wunschLiefertermin !== undefined && `Wunschliefertermin ${formatDatum(d.wunschLiefertermin)}`,
    d.wunschAbholtermin !== undefined && `Wunschabholtermin ${d.wunschAbholtermin ? formatDatum(d.wunschAbholtermin) : 'keiner'}`,
    d.lieferterminUnbekannt !== undefined && (d.lieferterminUnbekannt ? 'Liefertermin unbekannt' : 'Liefertermin bekannt'),
    d.anzahl !== undefined && `Anzahl ${d.anzahl}`,
    d.kommentar !== undefined && (d.kommentar ? 'Kommentar geändert' : 'Kommentar entfernt'),
  ]
    .filter(Boolean)
    .join(', ');

/** An asked disposer's history entry when another disposer's offer was accepted (issue 28: no name, no price). */
export const FREMD_VERGEBEN_TEXT = 'Ein anderes Angebot wurde angenommen; die Anfrage ist für Sie abgeschlossen.';

/** The German sentence of one order event in the order history. */
export const describeEreignis = (event: AuftragEreignisText): string => {
  switch (event.type) {
    case 'AuftragAufgegeben': {
      const was = `${event.data.anzahl} × ${formatEinheiten(event.data.behaelterBezeichnung)} zum ${formatDatum(event.data.wunschLiefertermin)}`;
      if (event.data.hauptauftragId && event.data.auftragsart && LEISTUNG_WORT[event.data.auftragsart])
        return `${LEISTUNG_WORT[event.data.auftragsart]} beauftragt: ${was}`;
      if (event.data.status === 'WARTEN_AUF_ANGEBOT')
        return `Angebote angefragt bei ${entsorgerAnzahl(event.data.angefragteEntsorgerIds?.length ?? 0)}: ${was}`;
      if (event.data.status === 'BESTELLUNG_ZUR_FREIGABE') return `Bestellung zur Freigabe aufgegeben: ${was}`;
      return `Bestellung aufgegeben: ${was}`;
    }
    case 'AngebotAbgegeben':
      return `Angebot ${event.data.angebotsnummer} abgegeben: ${formatEuroText(event.data.preis)} netto${event.data.ueberToken ? ' (über E-Mail-Link)' : ''}`;
    case 'AnfrageAbgelehnt':
      return (
        mitGrund('Angebotsanfrage abgelehnt', event.data.begruendung ?? undefined) + (event.data.ueberToken ? ' (über E-Mail-Link)' : '')
      );
    case 'AngebotAngenommen':
      return `Angebot angenommen (${formatEuroText(event.data.preis)} netto), Wunschliefertermin ${formatDatum(event.data.wunschtermin)}${weitereAbgelehnt(event.data.abgelehnteEntsorgerIds.length)}`;
    case 'AuftragStatusGeaendert':
      return statusSatz(event.data) + (event.data.ueberToken ? ' (über E-Mail-Link)' : '');
    case 'AuftragStatusErzwungen':
      return `Status manuell gesetzt von „${AUFTRAG_STATUS_TEXT[event.data.von]}“ auf „${AUFTRAG_STATUS_TEXT[event.data.nach]}“ (${termine(event.data)})`;
    case 'VorgangsKommentarGeaendert':
      return event.data.kommentar === null ? 'Interne Notiz entfernt' : 'Interne Notiz geändert';
    case 'EntsorgerZusammengefuehrt':
      return 'Entsorger durch den Support mit einem doppelt angelegten Eintrag zusammengeführt';
    case 'AuftragNachgetragen':
      return `Behälter nachgetragen: ${event.data.anzahl} × ${formatEinheiten(event.data.behaelterBezeichnung)}, geliefert am ${formatDatum(event.data.liefertermin)}`;
    case 'AuftragGeaendert':
      return `Auftrag bearbeitet: ${aenderungen(event.data)}`;
    case 'AuftragGeloescht':
      return 'Auftrag gelöscht';
    case 'AuftragsbildGesetzt':
      return 'Foto hochgeladen';
    case 'AuftragsbildEntfernt':
      return 'Foto entfernt';
    case 'AbfallartGeaendert':
      return event.data.fraktionId === event.data.vorherFraktionId && event.data.abfallschluessel === event.data.vorherAbfallschluessel
        ? 'Preis neu berechnet'
        : `Abfallart geändert: AVV ${event.data.vorherAbfallschluessel} → AVV ${event.data.abfallschluessel}, Preis neu berechnet`;
  }
};
