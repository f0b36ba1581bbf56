/** Texts of the disposer's portal home: the orders and requests sent to them (issue 19). */
export const entsorgerPortalDeutsch = {
  titel: 'Aufträge und Anfragen',
  feld: {
    erzeuger: 'Kunde',
  },
  liste: {
    leerTitel: 'Noch keine Aufträge',
    leerText: 'Hier erscheinen die Aufträge und Anfragen, die Kunden an Sie senden.',
    filter: 'Filter',
  },
  show: {
    zurueck: 'Aufträge und Anfragen',
    keineAktion: 'Für diesen Auftrag ist gerade nichts von Ihnen zu tun.',
  },
  /** The offer inside the portal (issue 28), beside the link of the request mail. */
  angebot: {
    titelMitNummer: 'Angebot abgeben – %{nummer}',
    hinweis: 'Der Kunde sieht Ihren Preis, Ihren Kommentar und das PDF. Andere angefragte Entsorger sehen Ihr Angebot nicht.',
    abgegeben: 'Ihr Angebot wurde abgegeben.',
  },
};
