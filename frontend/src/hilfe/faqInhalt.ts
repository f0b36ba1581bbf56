/**
 * The questions of the FAQ (spec § 2: sidebar FAQs). Product content shipped with the portal, like
 * the instructions: it describes what the portal does, so it changes with the code (docs/decisions.md).
 */
export type Frage = { id: string; frage: string; antwort: readonly string[] };

export const FAQ: readonly Frage[] = [
  {
    id: 'auftrag-aufgeben',
    frage: 'Wie bestelle ich einen Behälter?',
    antwort: [
      'Über „Neuer Auftrag“ im Schnellzugriff oder in der Auftragsliste. Der Assistent fragt in drei Schritten nach Zeit und Ort (Anfallstelle und Wunschtermin), nach Wertstoff und Menge (Abfallart, Behälter, Anzahl) und nach den Details.',
      'Vor dem Absenden prüfen Sie alle Angaben auf einer Übersicht. Der Entsorger erhält die Bestellung per E-Mail und bestätigt sie oder schlägt einen anderen Liefertermin vor.',
    ],
  },
  {
    id: 'angebote',
    frage: 'Kann ich vorher Angebote mehrerer Entsorger einholen?',
    antwort: [
      'Ja. Wählen Sie im Assistenten „Angebote einholen“ und die Entsorger, die ein Angebot abgeben sollen. Jeder erhält eine E-Mail mit einem persönlichen Link und gibt dort seinen Preis ab.',
      'Die Angebote sehen Sie in den Auftragsdetails unter „Angebote“. Nehmen Sie eines an, werden die übrigen abgelehnt und der Auftrag geht als Bestellung an den gewählten Entsorger.',
    ],
  },
  {
    id: 'freigabe',
    frage: 'Warum wartet mein Auftrag auf Freigabe?',
    antwort: [
      'Jede Person hat eine Bestellwertgrenze. Liegt der geschätzte Auftragswert darüber, legt das Portal den Auftrag einer Person mit höherer Grenze zur Freigabe vor. Erst nach der Freigabe geht die Bestellung an den Entsorger.',
      'Ihre Grenze legt der Inhaber Ihres Unternehmens in der Benutzerverwaltung fest.',
    ],
  },
  {
    id: 'entsorger-antwortet-nicht',
    frage: 'Der Entsorger hat noch nicht geantwortet. Was kann ich tun?',
    antwort: [
      'Das Portal erinnert den Entsorger automatisch, wenn er nicht rechtzeitig antwortet. Sie können ihn zusätzlich in den Auftragsdetails mit „Entsorger erinnern“ an die offene Bestellung erinnern.',
    ],
  },
  {
    id: 'problem',
    frage: 'Der Behälter wurde nicht geliefert oder ist beschädigt.',
    antwort: [
      'Öffnen Sie den Auftrag und wählen Sie „Problem melden“. Beschreiben Sie kurz, was passiert ist. Entsorger und Support werden per E-Mail informiert; sobald das Problem behoben ist, sehen Sie das in der Historie des Auftrags.',
    ],
  },
  {
    id: 'dokumentation',
    frage: 'Welche Dokumentation brauche ich nach der Gewerbeabfallverordnung?',
    antwort: [
      'Für jede Anfallstelle dokumentieren Sie, welche Abfälle in welcher Menge wohin gegangen sind. Das Portal sammelt dazu die Belege (Rechnungen, Liefer- und Wiegescheine) und die erfassten Abfallmengen unter „Dokumentation“ und bildet daraus die Mengenbilanz.',
      'Baustellen mit insgesamt höchstens 10 m³ Abfall sind von der Dokumentationspflicht ausgenommen; das Portal weist darauf hin.',
    ],
  },
  {
    id: 'export',
    frage: 'Wie erhalte ich die Dokumentation als PDF oder Excel?',
    antwort: [
      'Wählen Sie unter „Dokumentation“ den Zeitraum und klicken Sie auf den Export. Die Datei wird im Hintergrund erstellt; Sie erhalten eine E-Mail mit dem Link zum Herunterladen.',
    ],
  },
  {
    id: 'passwort',
    frage: 'Ich habe mein Passwort vergessen.',
    antwort: [
      'Klicken Sie auf der Anmeldeseite auf „Passwort vergessen?“. Sie erhalten einen Link, mit dem Sie ein neues Passwort vergeben; er ist eine Stunde gültig und kann nur einmal verwendet werden.',
    ],
  },
];
