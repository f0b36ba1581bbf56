/** Texts of the support area (spec § 2, /support). */
export const supportDeutsch = {
  titel: 'Support',
  tabs: { erzeuger: 'Erzeuger' },
  typ: { ERZEUGER: 'Erzeuger', HOLDING: 'Holding', GRUPPIERUNG: 'Gruppierung' },
  erzeuger: {
    titel: 'Erzeuger',
    name: 'Name',
    typ: 'Typ',
    ort: 'Ort',
    freigabe: 'Freigabe',
    freigegeben: 'Freigegeben',
    nichtFreigegeben: 'Nicht freigegeben',
    freigeben: 'Freigeben',
    freigebenFuer: '%{name} freigeben',
    anzahlEntsorger: 'Entsorger',
    anzahlAnfallstellen: 'Anfallstellen',
    anzahlBenutzer: 'Benutzer',
    anzahlRechnungen: 'Rechnungen',
    anzahlAnfragen: 'Anfragen',
    anzahlAuftraege: 'Aufträge',
    keineTreffer: 'Keine Erzeuger passen zu den gewählten Filtern.',
  },
};
