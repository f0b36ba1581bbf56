import type { AbfallRechnungEingabe } from './erzeugeAbfallRechnung';

const ENTSORGUNG_NORD = {
  name: 'Entsorgung Nord GmbH',
  strasse: 'Hafenstraße 100',
  plz: '20359',
  ort: 'Hamburg',
  email: 'rechnung@entsorgung-nord.example',
  ustId: 'DE812345678',
  telefon: '+49 40 1234560',
  iban: 'DE02120300000000202051',
};

const musterbau = (strasse: string, plz: string) => ({
  name: 'Musterbau GmbH',
  strasse,
  plz,
  ort: 'Hamburg',
  email: 'rechnungseingang@musterbau.example',
});

/**
 * Three waste invoices as disposers send them to Musterbau (demo data of issue 20), each file in
 * another format: XRechnung UBL, XRechnung CII, Factur-X PDF. The buyer references are the demo
 * orders' numbers (V-DEMO-008 "abrechnung", V-DEMO-009 "abgeschlossen", V-DEMO-006 "vor-ort", in the
 * order backend/src/demo/demoAuftraege.ts places them), so an upload is assigned to its order.
 */
export const ABFALL_RECHNUNG_BEISPIELE: { datei: string; format: 'ubl' | 'cii' | 'pdf'; eingabe: AbfallRechnungEingabe }[] = [
  {
    datei: 'RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml',
    format: 'ubl',
    eingabe: {
      nummer: 'RE-2026-0412',
      datum: '2026-03-31',
      faelligAm: '2026-04-30',
      leistungBeginn: '2026-03-01',
      leistungEnde: '2026-03-31',
      auftragsnummer: 'V-DEMO-008',
      entsorger: ENTSORGUNG_NORD,
      erzeuger: musterbau('Am Sandtorkai 40', '20457'),
      positionen: [
        {
          bezeichnung: 'Beton, Ziegel, Fliesen (Bauschutt), Absetzmulde 7 m³',
          avv: '170107',
          menge: 7.48,
          einheitCode: 'TNE',
          preis: 28.5,
        },
        {
          bezeichnung: 'Gemischte Bau- und Abbruchabfälle, Absetzmulde 10 m³',
          avv: '17 09 04',
          menge: 3.215,
          einheitCode: 'TNE',
          preis: 145,
        },
        { bezeichnung: 'Containermiete Absetzmulde', menge: 14, einheitCode: 'DAY', preis: 2.5 },
      ],
    },
  },
  {
    datei: 'RE-2026-0413_entsorgung-nord_xrechnung-cii.xml',
    format: 'cii',
    eingabe: {
      nummer: 'RE-2026-0413',
      datum: '2026-03-31',
      faelligAm: '2026-04-30',
      leistungBeginn: '2026-03-10',
      leistungEnde: '2026-03-12',
      auftragsnummer: 'V-DEMO-009',
      entsorger: ENTSORGUNG_NORD,
      erzeuger: musterbau('Martinistraße 52', '20251'),
      positionen: [
        { bezeichnung: 'Asbesthaltige Baustoffe, Big Bag', avv: '17 06 05*', menge: 1.24, einheitCode: 'TNE', preis: 380 },
        { bezeichnung: 'Holz (A I–A III), Abrollcontainer', avv: '170201', menge: 12, einheitCode: 'MTQ', preis: 22 },
        { bezeichnung: 'Big Bag für Asbest', menge: 4, einheitCode: 'H87', preis: 18.9 },
      ],
    },
  },
  {
    datei: 'RE-2026-0414_entsorgung-nord_factur-x.pdf',
    format: 'pdf',
    eingabe: {
      nummer: 'RE-2026-0414',
      datum: '2026-04-02',
      faelligAm: '2026-04-16',
      leistungBeginn: '2026-03-01',
      leistungEnde: '2026-03-31',
      auftragsnummer: 'V-DEMO-006',
      entsorger: ENTSORGUNG_NORD,
      erzeuger: musterbau('Liebigstraße 8', '22113'),
      positionen: [
        { bezeichnung: 'Gemischte Siedlungsabfälle, Leerung 1.100-l-Behälter', avv: '200301', menge: 9, einheitCode: 'H87', preis: 31.4 },
        { bezeichnung: 'Papier und Pappe, Verpackungen', avv: '15 01 01', menge: 0.86, einheitCode: 'TNE', preis: 45 },
      ],
    },
  },
];
