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
};
