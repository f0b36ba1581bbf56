/** Texts of staff's open orders (/admin/auftraege) and the order search. */
export const offeneAuftraegeDeutsch = {
  titel: 'Offene Aufträge',
  erzeuger: 'Erzeuger',
  erzeugerSuche: 'Erzeuger (Name oder Nummer)',
  status: 'Status',
  statusStandard: 'Alle offenen',
  keineTreffer: 'Keine offenen Aufträge passen zu den gewählten Filtern.',
  suche: {
    titel: 'Auftrag suchen',
    feld: 'Vorgangsnummer oder Erzeuger',
    hinweis: 'Eine Vorgangsnummer (V-…) oder ihr Anfang, sonst Name oder Nummer des Erzeugers.',
    suchen: 'Suchen',
    keineTreffer: 'Kein Auftrag gefunden.',
    hoechstens: 'Die 20 neuesten Treffer; bitte genauer suchen, wenn der gesuchte fehlt.',
  },
};
