import { tageSpaeter, heuteInBerlin } from '@abfallportal/common/kalendertag';
import { belegFelderSchema, type BelegFelder } from '@abfallportal/common/beleg';
import type { AuftragAkteur } from '@abfallportal/common/permissions';
import { createBelegBefehle, type BelegCommand } from '../belege';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import type { FileStore } from '../platform/files/fileStore';
import { loadDemoERechnung } from './demoERechnung';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';

const id = async (db: Db, table: string, where: Record<string, unknown>): Promise<number> => {
  const row = (await db(table).where(where).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Belege: ${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
};

/**
 * Musterbau's demo receipts from Entsorgung Nord (issue 20), through the same commands as the
 * portal: an invoice approved for the order "abrechnung", a weighing slip rejected as faulty, and a
 * delivery note only captured. Placed once: a receipt whose stream exists is left as it is. The
 * demo has no files (the loader has no file store); their screens say so.
 */
export const loadDemoBelege = async (db: Db, eventStore: EventStore, jetzt: Date = new Date(), files?: FileStore): Promise<number> => {
  const erzeugerId = await id(db, 'erzeuger', { name: 'Musterbau GmbH' });
  const entsorgerId = await id(db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  const inhaber = await id(db, 'benutzer', { email: 'inhaber@musterbau.example' });
  const dispo = await id(db, 'benutzer', { email: 'dispo@entsorgung-nord.example' });
  const anfallstelleId = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Baustelle Wohnpark Eppendorf' });
  const verbleibsanlageId = await id(db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
  const heute = heuteInBerlin(jetzt);
  const erzeuger: AuftragAkteur = { seite: 'ERZEUGER', erzeugerId, entsorgerId: null };
  const entsorger: AuftragAkteur = { seite: 'ENTSORGER', erzeugerId: null, entsorgerId };
  const befehle = createBelegBefehle({ db, eventStore, jetzt: () => jetzt, neueId: () => crypto.randomUUID() });

  const auftragId = uuidFromName('demo-auftrag/abrechnung');
  const aufgegeben = (await eventStore.readStream(`auftrag-${auftragId}`)).find((e) => e.type === 'AuftragAufgegeben');
  const vorgangsnummer = (aufgegeben?.data as { vorgangsnummer?: string } | undefined)?.vorgangsnummer ?? null;

  const position = {
    bezeichnung: 'Baumischabfall, Absetzmulde 7 m³',
    abfallschluessel: '17 09 04',
    menge: '3,420',
    einheit: 't',
    behaelterkategorie: 'Absetzmulde',
    behaelter: 'Absetzmulde 7 m3',
    behaelterAnzahl: 1,
    rhythmus: 'ENTSORGUNG',
    entsorgungsverfahren: 'R5',
    verbleibsanlageId,
    ausnahme: 'Getrennthaltung auf der Baustelle technisch nicht möglich (Platzmangel).',
    betrag: 718.2,
  };
  const felder = (f: Record<string, unknown>): BelegFelder =>
    belegFelderSchema.parse({
      empfaenger: 'Musterbau GmbH',
      absender: 'Entsorgung Nord GmbH',
      anfallstelleId,
      datum: tageSpaeter(heute, -5),
      leistungVon: tageSpaeter(heute, -30),
      leistungBis: tageSpaeter(heute, -10),
      ...f,
    });
  const DEMO: { name: string; capture: BelegFelder; schritte: ((s: string) => BelegCommand | null)[] }[] = [
    {
      name: 'freigegeben',
      capture: felder({ typ: 'rechnung', nummer: 'RE-2026-0815', summe: 718.2, bestellReferenz: vorgangsnummer, positionen: [position] }),
      schritte: [
        () =>
          vorgangsnummer
            ? { type: 'BelegZuordnen', akteur: erzeuger, auftraege: [{ id: auftragId, vorgangsnummer, erzeugerId, entsorgerId }] }
            : null,
        () => ({ type: 'BelegPruefen', akteur: erzeuger }),
        () => ({ type: 'BelegFreigeben', akteur: erzeuger }),
      ],
    },
    {
      name: 'fehlerhaft',
      capture: felder({ typ: 'wiegeschein', nummer: 'WS-44817', positionen: [{ ...position, menge: null }] }),
      schritte: [
        () => ({
          type: 'BelegAlsFehlerhaftAblehnen',
          akteur: erzeuger,
          begruendung: 'Auf dem Wiegeschein fehlt das Nettogewicht; bitte mit Brutto- und Taragewicht neu ausstellen.',
        }),
      ],
    },
    {
      name: 'erfasst',
      capture: felder({ typ: 'lieferschein', nummer: 'LS-20931', positionen: [{ ...position, betrag: null }] }),
      schritte: [],
    },
  ];
  let angelegt = 0;
  for (const d of DEMO) {
    const belegId = uuidFromName(`demo-beleg/${d.name}`);
    if ((await eventStore.readStream(`beleg-${belegId}`)).length > 0) continue;
    const meta = (benutzer: number, schritt: string): CommandMeta => ({
      actorId: String(benutzer),
      actingAsId: null,
      tenantId: String(erzeugerId),
      commandId: uuidFromName(`demo-beleg/${d.name}/${schritt}`),
      correlationId: belegId,
      causationId: null,
    });
    await befehle(
      belegId,
      {
        type: 'BelegErfassen',
        akteur: entsorger,
        erzeugerId,
        entsorgerId,
        herkunft: 'MANUELL',
        quelle: 'UPLOAD',
        felder: d.capture,
        datei: null,
      },
      meta(dispo, 'erfassen'),
    );
    for (const [nr, schritt] of d.schritte.entries()) {
      const command = schritt(d.name);
      if (command) await befehle(belegId, command, meta(inhaber, `schritt-${nr}`));
    }
    angelegt++;
  }
  // Issue 20, invoices in: one e-invoice through the upload's path (needs the file store for its XML).
  if (files && (await loadDemoERechnung({ db, eventStore, files, jetzt: () => jetzt }, { erzeugerId, entsorgerId, dispo, inhaber })))
    angelegt++;
  return angelegt;
};
