import type { AuftragStatus } from '@abfallportal/common/auftrag';

/** German label of an order status. The shared catalogue (common/auftragStatusText) replaces this table once it lands. */
const TEXTE: Record<AuftragStatus, string> = {
  WARTEN_AUF_ANGEBOT: 'Warten auf Angebot',
  ANGEBOT_AN_KUNDEN: 'Angebot an Kunden',
  BESTELLUNG: 'Bestellung',
  BESTELLUNG_BESTAETIGT: 'Bestellung bestätigt',
  BESTELLAENDERUNG_LIEFERTERMIN: 'Bestelländerung Liefertermin',
  BESTELLUNG_ERINNERUNG: 'Bestellung Erinnerung',
  BESTELLUNG_ZUR_FREIGABE: 'Bestellung zur Freigabe',
  IN_ANLIEFERUNG: 'In Anlieferung',
  VOR_ORT: 'Vor Ort',
  PROBLEM: 'Problem',
  PROBLEM_BEHOBEN: 'Problem behoben',
  ZUSATZLEERUNG_BEAUFTRAGT: 'Zusatzleerung beauftragt',
  ZUSATZLEERUNG_ERINNERUNG: 'Zusatzleerung Erinnerung',
  ZUSATZLEERUNG_BESTAETIGT: 'Zusatzleerung bestätigt',
  ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN: 'Zusatzleerung Änderung Wunschtermin',
  BEHAELTERABZUG_BEAUFTRAGT: 'Behälterabzug beauftragt',
  BEHAELTERABZUG_ERINNERUNG: 'Behälterabzug Erinnerung',
  BEHAELTERABZUG_BESTAETIGT: 'Behälterabzug bestätigt',
  BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN: 'Behälterabzug Änderung Wunschtermin',
  BEHAELTERTAUSCH_BEAUFTRAGT: 'Behältertausch beauftragt',
  BEHAELTERTAUSCH_ERINNERUNG: 'Behältertausch Erinnerung',
  BEHAELTERTAUSCH_BESTAETIGT: 'Behältertausch bestätigt',
  BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN: 'Behältertausch Änderung Wunschtermin',
  IN_ABHOLUNG: 'In Abholung',
  ABRECHNUNG: 'Abrechnung',
  AUFTRAG_ABGESCHLOSSEN: 'Auftrag abgeschlossen',
  AUFTRAG_STORNIERT_VOR_FREIGABE: 'Storniert vor Freigabe',
  AUFTRAG_STORNIERT: 'Auftrag storniert',
  ANFRAGE_ABGELEHNT: 'Anfrage abgelehnt',
  BESTELLUNG_ABGELEHNT: 'Bestellung abgelehnt',
};

export const statusText = (status: AuftragStatus): string => TEXTE[status];
