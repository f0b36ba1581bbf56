/** Texts of the help screens: imprint, instructions, contact form, quick links and FAQ (spec § 2, issue 21). */
export const hilfeDeutsch = {
  menu: {
    neuerAuftrag: 'Neuer Auftrag',
    anleitung: 'Anleitung',
    kontakt: 'Kontakt',
    impressum: 'Impressum',
  },
  schnellzugriff: 'Schnellzugriff',
  impressum: {
    titel: 'Impressum',
    angaben: 'Angaben gemäß § 5 DDG',
    vertretenDurch: 'Vertreten durch',
    register: 'Registereintrag',
    ustId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG',
    kontakt: 'Kontakt',
    telefon: 'Telefon',
    email: 'E-Mail',
    verantwortlich: 'Verantwortlich für den Inhalt',
    streitTitel: 'Verbraucherstreitbeilegung',
    streit:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Das Portal richtet sich ausschließlich an gewerbliche Kunden.',
    haftungTitel: 'Haftung für Inhalte und Links',
    haftung:
      'Die Inhalte dieses Portals wurden mit größter Sorgfalt erstellt. Für die Richtigkeit der von Erzeugern und Entsorgern eingegebenen Daten sind diese selbst verantwortlich. Für Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich.',
    zurueck: 'Zurück zum Portal',
    zumLogin: 'Zur Anmeldung',
  },
  kontakt: {
    titel: 'Kontakt',
    einleitung:
      'Schreiben Sie uns, wenn Sie Fragen zum Portal, zu einem Auftrag oder zur Dokumentation haben. Ihre Nachricht geht an den Support; Ihre Kontaktdaten und Ihr Unternehmen senden wir mit, damit wir Ihnen ohne Rückfrage antworten können.',
    thema: 'Thema',
    betreff: 'Betreff',
    nachricht: 'Ihre Nachricht',
    nachrichtHinweis: 'mindestens 10, höchstens 5.000 Zeichen',
    rueckruf: 'Rückruf unter (optional)',
    rueckrufHinweis: 'Leer lassen, wenn wir per E-Mail antworten sollen',
    absender: 'Absender',
    unternehmen: 'Unternehmen',
    senden: 'Nachricht senden',
    erreichbar: 'Sie erreichen den Support auch direkt:',
    telefon: 'Telefon',
    email: 'E-Mail',
  },
  anleitung: {
    titel: 'Anleitung',
    einleitung:
      'So arbeiten Sie mit dem Abfallportal: Aufträge aufgeben, Antworten der Entsorger verfolgen und Ihre Abfälle lückenlos dokumentieren.',
    inhalt: 'Inhalt',
  },
  faq: {
    titel: 'Häufige Fragen',
    einleitung: 'Antworten auf die Fragen, die uns am häufigsten gestellt werden. Ihre Frage ist nicht dabei?',
    kontaktLink: 'Schreiben Sie uns.',
  },
};
