import type { Rolle } from '@abfallportal/common/permissions';

/** The demo world of `make start` (issue: platform). All accounts share this password. */
export const DEMO_PASSWORT = 'Demo-Passwort-1';

export const DEMO_ERZEUGER = [
  {
    name: 'Musterbau GmbH',
    strasse: 'Industriestraße 12',
    plz: '20097',
    ort: 'Hamburg',
    anfallstellen: [
      {
        name: 'Baustelle Hafencity Quartier 4',
        nummer: 'BS-001',
        art: 'BAUSTELLE',
        strasse: 'Am Sandtorkai 40',
        plz: '20457',
        ort: 'Hamburg',
      },
      {
        name: 'Baustelle Wohnpark Eppendorf',
        nummer: 'BS-002',
        art: 'BAUSTELLE',
        strasse: 'Martinistraße 52',
        plz: '20251',
        ort: 'Hamburg',
      },
      { name: 'Betriebshof Billbrook', nummer: 'GB-001', art: 'GEWERBEBETRIEB', strasse: 'Liebigstraße 8', plz: '22113', ort: 'Hamburg' },
    ],
  },
  {
    name: 'Bäckerei Korn KG',
    strasse: 'Mühlenweg 3',
    plz: '24103',
    ort: 'Kiel',
    anfallstellen: [{ name: 'Backstube Kiel', nummer: 'GB-001', art: 'GEWERBEBETRIEB', strasse: 'Mühlenweg 3', plz: '24103', ort: 'Kiel' }],
  },
  // Registered by itself and not yet approved by support (issue 9: the support's producer list).
  { name: 'Gartenbau Grün OHG', strasse: 'Lindenallee 7', plz: '23552', ort: 'Lübeck', freigegeben: false, anfallstellen: [] },
] as const;

export const DEMO_ENTSORGER = [
  {
    name: 'Entsorgung Nord GmbH',
    strasse: 'Hafenstraße 100',
    plz: '20359',
    ort: 'Hamburg',
    ansprechpartner: 'Jana Petersen',
    email: 'dispo@entsorgung-nord.example',
  },
  {
    name: 'Recycling Süd AG',
    strasse: 'Gewerbering 5',
    plz: '80939',
    ort: 'München',
    ansprechpartner: 'Markus Huber',
    email: 'auftrag@recycling-sued.example',
  },
  {
    name: 'Container-Dienst West GmbH',
    strasse: 'Rheinallee 77',
    plz: '40221',
    ort: 'Düsseldorf',
    ansprechpartner: 'Sabine Krüger',
    email: 'service@container-west.example',
  },
] as const;

export const DEMO_VERBLEIBSANLAGE = {
  name: 'Recyclingzentrum Nord Billwerder',
  entsorger: 'Entsorgung Nord GmbH',
  strasse: 'Moorfleeter Deich 350',
  plz: '22113',
  ort: 'Hamburg',
  zertifikat_gueltig_bis: '2027-06-30',
} as const;

/** Which producer sees which disposer under which customer number. */
export const DEMO_KUNDENNUMMERN = [
  { erzeuger: 'Musterbau GmbH', entsorger: 'Entsorgung Nord GmbH', kundennummer: 'KD-100234' },
  { erzeuger: 'Musterbau GmbH', entsorger: 'Container-Dienst West GmbH', kundennummer: 'CW-55012' },
  { erzeuger: 'Bäckerei Korn KG', entsorger: 'Entsorgung Nord GmbH', kundennummer: 'KD-100877' },
] as const;

export type DemoKonto = {
  email: string;
  rolle: Rolle;
  anrede: 'FRAU' | 'HERR';
  vorname: string;
  nachname: string;
  erzeuger?: string;
  entsorger?: string;
  bestellwertGrenze?: number;
  beschreibung: string;
};

export const DEMO_KONTEN: readonly DemoKonto[] = [
  {
    email: 'admin@abfallportal.example',
    rolle: 'ADMIN',
    anrede: 'FRAU',
    vorname: 'Anna',
    nachname: 'Admin',
    beschreibung: 'Administration',
  },
  {
    email: 'support@abfallportal.example',
    rolle: 'SUPPORT',
    anrede: 'HERR',
    vorname: 'Stefan',
    nachname: 'Support',
    beschreibung: 'Support',
  },
  {
    email: 'inhaber@musterbau.example',
    rolle: 'INHABER',
    anrede: 'HERR',
    vorname: 'Max',
    nachname: 'Mustermann',
    erzeuger: 'Musterbau GmbH',
    beschreibung: 'Inhaber Musterbau GmbH',
  },
  {
    email: 'nutzer@musterbau.example',
    rolle: 'BENUTZER',
    anrede: 'FRAU',
    vorname: 'Erika',
    nachname: 'Musterfrau',
    erzeuger: 'Musterbau GmbH',
    bestellwertGrenze: 1000,
    beschreibung: 'Benutzerin Musterbau GmbH, Bestellwertgrenze 1.000 €',
  },
  {
    email: 'inhaber@baeckerei-korn.example',
    rolle: 'INHABER',
    anrede: 'FRAU',
    vorname: 'Greta',
    nachname: 'Korn',
    erzeuger: 'Bäckerei Korn KG',
    beschreibung: 'Inhaberin Bäckerei Korn KG',
  },
  {
    email: 'dispo@entsorgung-nord.example',
    rolle: 'SONSTIGE',
    anrede: 'FRAU',
    vorname: 'Jana',
    nachname: 'Petersen',
    entsorger: 'Entsorgung Nord GmbH',
    beschreibung: 'Disposition Entsorgung Nord GmbH',
  },
];

/** Musterbau's head office data (issue 9: company data); Bäckerei Korn keeps none, as a fresh producer. */
export const DEMO_FIRMENHAUPTSITZ = {
  erzeuger: 'Musterbau GmbH',
  felder: {
    ust_id: 'DE811234567',
    land: 'Deutschland',
    telefon: '+49 40 3344550',
    fax: '+49 40 3344559',
    support_email: 'support@musterbau.example',
    rechnungs_email: 'rechnung@musterbau.example',
    bestell_unterschrift: 'Musterbau GmbH – Einkauf',
  },
} as const;
