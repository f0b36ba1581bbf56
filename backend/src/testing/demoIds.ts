import { AUFTRAG_TABELLEN } from '../auftraege';
import { uuidFromName } from '../platform/decider/commandHandler';
import { idVon } from './idVon';
import type { TestApp } from './testApp';

/** The demo records the examples name. */
export type DemoIds = {
  musterbau: number;
  korn: number;
  gartenbau: number;
  nord: number;
  sued: number;
  west: number;
  anfallstelle: number;
  anfallstelleKorn: number;
  admin: number;
  support: number;
  inhaber: number;
  nutzer: number;
  inhaberKorn: number;
  dispo: number;
  verbleibsanlage: number;
  kundennummer: number;
  leistung: number;
  leistungsnummer: number;
  firmenadresse: number;
  rechnungsadresse: number;
  branche: number;
  vertrag: number;
  fraktion: number;
  behaelterkategorie: number;
  behaeltertyp: number;
  /** Musterbau's order in status BESTELLUNG (demo orders), placed with Entsorgung Nord. */
  auftrag: string;
  /** The disposer's link of that order: accept it. */
  token: string;
  /** Musterbau's offer request V-DEMO-103 to Entsorgung Nord and Container-Dienst West, not answered yet. */
  anfrage: string;
};

/**
 * Reads the demo ids (the app must have the demo orders: `vorbereiten: loadDemoAuftraege`) and adds
 * what the demo lacks: a further company address, an invoice address and a service number of Musterbau.
 */
export async function loadDemoIds(t: TestApp): Promise<DemoIds> {
  const benutzer = (email: string) => idVon(t.db, 'benutzer', { email });
  const musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  const nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  const adresse = { erzeuger_id: musterbau, name: 'Lager Nord', strasse: 'Lagerweg 1', plz: '20097', ort: 'Hamburg' };
  const weitere = async (tabelle: string): Promise<number> =>
    (await t.db(tabelle).where({ erzeuger_id: musterbau }).first('id'))?.id ??
    ((await t.db(tabelle).insert(adresse).returning('id')) as { id: number }[])[0]!.id;
  const auftrag = uuidFromName('demo-auftrag/bestellt');
  const behaelterkategorie = await idVon(t.db, 'behaelterkategorie', { name: 'Absetzmulde' });
  const behaeltertyp = await idVon(t.db, 'behaeltertyp', { typ: 'Absetzmulde' });
  const nummer = {
    erzeuger_id: musterbau,
    nummer: 'LN-DEMO',
    beschreibung: 'Bauschutt in der Absetzmulde',
    abfallschluessel: '170107',
    auftragsart: 'BEHAELTERSTELLUNG',
    behaelterkategorie_id: behaelterkategorie,
    behaeltertyp_id: behaeltertyp,
    bundesland: 'Hamburg',
  };
  const leistungsnummer =
    ((await t.db('leistungsnummer').where({ erzeuger_id: musterbau }).first('id')) as { id: number } | undefined)?.id ??
    ((await t.db('leistungsnummer').insert(nummer).returning('id')) as { id: number }[])[0]!.id;
  return {
    musterbau,
    korn: await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' }),
    gartenbau: await idVon(t.db, 'erzeuger', { name: 'Gartenbau Grün OHG' }),
    nord,
    sued: await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' }),
    west: await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' }),
    anfallstelle: await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau }),
    anfallstelleKorn: await idVon(t.db, 'anfallstelle', { name: 'Backstube Kiel' }),
    admin: await benutzer('admin@abfallportal.example'),
    support: await benutzer('support@abfallportal.example'),
    inhaber: await benutzer('inhaber@musterbau.example'),
    nutzer: await benutzer('nutzer@musterbau.example'),
    inhaberKorn: await benutzer('inhaber@baeckerei-korn.example'),
    dispo: await benutzer('dispo@entsorgung-nord.example'),
    verbleibsanlage: await idVon(t.db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' }),
    kundennummer: await idVon(t.db, 'kundennummer', { erzeuger_id: musterbau, entsorger_id: nord }),
    leistung: await idVon(t.db, 'leistung', { erzeuger_id: musterbau, entsorger_id: nord }),
    leistungsnummer,
    firmenadresse: await weitere('firmenadresse'),
    rechnungsadresse: await weitere('rechnungsadresse'),
    branche: await idVon(t.db, 'branche', {}),
    vertrag: await idVon(t.db, 'vertrag', {}),
    fraktion: await idVon(t.db, 'fraktion', {}),
    behaelterkategorie,
    behaeltertyp,
    auftrag,
    token: await disposerToken(t, auftrag, 'bestellungAnnehmen'),
    anfrage: uuidFromName('demo-auftrag/angebot-offen'),
  };
}

/** The disposer's link token of an order for one action, from the order mail in the outbox. */
async function disposerToken(t: TestApp, auftragId: string, aktion: string): Promise<string> {
  const frist = Date.now() + 20_000;
  for (;;) {
    const nummer = (await t.db(AUFTRAG_TABELLEN.uebersicht).where({ id: auftragId }).first('vorgangsnummer')) as
      { vorgangsnummer: string } | undefined;
    const mail = nummer
      ? ((await t
          .db('mail_outbox')
          .whereRaw('betreff LIKE ?', [`%${nummer.vorgangsnummer}%`])
          .first('links')) as { links: string[] } | undefined)
      : undefined;
    const link = mail?.links.find((l) => l.includes(`/${aktion}/`));
    if (link) return link.split('/').pop()!;
    if (Date.now() > frist) throw new Error(`Kein Entsorger-Link ${aktion} für ${auftragId}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
