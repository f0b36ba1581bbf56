/**
 * The instructions (spec § 2): what a person does in the portal today, in the words of its screens.
 * The pictures are screenshots of the portal with the demo data, made by
 * test/e2e/support/anleitungBilder.ts, run through the help screens spec (ANLEITUNG_BILDER=1, docs/decisions.md).
 */
export type AnleitungBild = { name: string; alt: string; unterschrift: string };
export type AnleitungAbschnitt = {
  id: string;
  titel: string;
  absaetze: readonly string[];
  schritte?: readonly string[];
  bilder: readonly AnleitungBild[];
};

export const ANLEITUNG: readonly AnleitungAbschnitt[] = [
  {
    id: 'bestellen',
    titel: 'Einen Auftrag aufgeben',
    absaetze: [
      'Unter „Aufträge“ sehen Sie alle Aufträge Ihres Unternehmens mit Status, Anfallstelle, Entsorger und Termin. Über die Suche, den Zeitraum und den Statusfilter finden Sie einen Auftrag schnell wieder.',
      'Einen neuen Auftrag beginnen Sie mit „Neuer Auftrag“ – in der Auftragsliste oder im Schnellzugriff der Seitenleiste.',
    ],
    schritte: [
      'Zeit und Ort: Wählen Sie die Anfallstelle, den Wunschliefertermin und bei Bedarf den Wunschabholtermin. Steht der genaue Liefertermin noch nicht fest, kreuzen Sie „Liefertermin unbekannt“ an.',
      'Wertstoff und Menge: Wählen Sie die Abfallart, den Behälter und die Anzahl. Das Portal zeigt die Entsorger mit hinterlegtem Preis für diese Auswahl; Preise verstehen sich zuzüglich MwSt., abgerechnet wird nach tatsächlicher Menge.',
      'Details: Entscheiden Sie, ob Sie direkt bestellen oder erst Angebote einholen, und geben Sie dem Entsorger bei Bedarf Hinweise, etwa zur Zufahrt.',
      'Prüfen: Kontrollieren Sie alle Angaben und senden Sie den Auftrag ab. Liegt der Auftragswert über Ihrer Bestellwertgrenze, geht er zuerst zur Freigabe an eine berechtigte Person.',
    ],
    bilder: [
      { name: 'auftraege', alt: 'Die Auftragsliste mit Filtern und der Schaltfläche „Neuer Auftrag“', unterschrift: 'Die Auftragsliste' },
      {
        name: 'neuer-auftrag',
        alt: 'Der erste Schritt des Assistenten: Anfallstelle und Wunschtermin',
        unterschrift: 'Schritt 1 des Assistenten: Zeit und Ort',
      },
    ],
  },
  {
    id: 'entsorger',
    titel: 'Wie Entsorger antworten',
    absaetze: [
      'Jede Bestellung und jede Angebotsanfrage erhält der Entsorger per E-Mail. Die E-Mail enthält persönliche Links (Tokens): Mit einem Klick nimmt der Entsorger die Bestellung an, schlägt einen anderen Liefertermin vor oder lehnt ab – ohne Anmeldung im Portal. Jeder Link gilt nur für diesen Auftrag und nur einmal.',
      'Bei einer Angebotsanfrage gibt der Entsorger über seinen Link einen Preis ab, auf Wunsch mit Kommentar und einem Angebot als PDF. Sie sehen alle Angebote in den Auftragsdetails unter „Angebote“ und nehmen eines an; die übrigen werden dann abgelehnt und der Auftrag geht als Bestellung an den gewählten Entsorger.',
      'Antwortet ein Entsorger nicht rechtzeitig, erinnert ihn das Portal automatisch mit neuen Links. Sie können ihn in den Auftragsdetails auch selbst mit „Entsorger erinnern“ erinnern. Jede Antwort steht in der Historie des Auftrags.',
    ],
    bilder: [
      { name: 'angebote', alt: 'Auftragsdetails mit den eingegangenen Angeboten', unterschrift: 'Angebote in den Auftragsdetails' },
      {
        name: 'entsorger-link',
        alt: 'Die Seite, die ein Entsorger über den Link in seiner E-Mail öffnet',
        unterschrift: 'Die Antwortseite des Entsorgers',
      },
    ],
  },
  {
    id: 'dokumentieren',
    titel: 'Dokumentieren: Belege, Mengen und Exporte',
    absaetze: [
      'Unter „Belege“ sammelt das Portal Rechnungen, Lieferscheine, Wiegescheine und Gutschriften – hochgeladen, per E-Mail eingegangen oder als E-Rechnung (XRechnung, ZUGFeRD) gelesen. Sie prüfen einen Beleg, ordnen ihn Aufträgen zu und geben ihn frei oder melden ihn mit einer Begründung als fehlerhaft; der Entsorger erhält dann eine E-Mail.',
      'Unter „Dokumentation“ sehen Sie je Anfallstelle die Belege und Abfallmengen eines Zeitraums und die Mengenbilanz je Abfallschlüssel und Entsorgungsweg. Mengen ohne Beleg erfassen Sie mit „Abfallmenge anlegen“ – mit Abfallschlüssel, Menge, R/D-Verfahren und Verbleibsanlage oder Zertifikat.',
      'Für die Nachweise nach der Gewerbeabfallverordnung exportieren Sie die Dokumentation als PDF oder Excel. Die Datei entsteht im Hintergrund; Sie erhalten eine E-Mail mit dem Link zum Herunterladen.',
    ],
    bilder: [
      { name: 'belege', alt: 'Die Liste der Belege mit Art, Nummer, Entsorger und Status', unterschrift: 'Die Belege' },
      {
        name: 'dokumentation',
        alt: 'Die Dokumentation mit Anfallstellen und Dokumentationsstand',
        unterschrift: 'Die Dokumentation je Anfallstelle',
      },
    ],
  },
];
