import { heuteInBerlin, tageSpaeter } from '@abfallportal/common/kalendertag';
import type { AuftragAkteur } from '@abfallportal/common/permissions';
import { abzugAufHauptauftrag, auftragAggregate, createAuftragBefehle, folgeauftragBeauftragen } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import type { Db } from '../platform/db';
import { createAuftragPreisPort } from '../leistungen';
import { loadDemoAngebote } from './demoAngebote';
import { loadDemoBelege } from './demoBelege';

type Schritt = {
  aktion: string;
  seite: 'ERZEUGER' | 'ENTSORGER';
  tag: number;
  liefertermin?: number;
  wunschtermin?: number;
  begruendung?: string;
  /** Runs on this follow-up order of the order (created by an earlier `…Beauftragen` step with the same name). */
  folge?: string;
};

/** The removal as a follow-up order, accepted, started and done (the main order then goes to billing). */
const abzug = (tag: number): Schritt[] => [
  { aktion: 'behaelterabzugBeauftragen', seite: 'ERZEUGER', tag, wunschtermin: tag + 2, folge: 'abzug' },
  { aktion: 'behaelterabzugAnnehmen', seite: 'ENTSORGER', tag: tag + 1, folge: 'abzug' },
  { aktion: 'abholungStarten', seite: 'ENTSORGER', tag: tag + 2, folge: 'abzug' },
  { aktion: 'abholungDurchgefuehrt', seite: 'ENTSORGER', tag: tag + 2, folge: 'abzug' },
];

/**
 * Musterbau's demo orders, one in every status the ordering path reaches (issue: orders first slice).
 * Each is placed and moved through the real commands on a clock set back in time, so its history
 * reads like a real one. `tag` counts days from today (negative: the past).
 */
const DEMO: {
  name: string;
  anlage: number;
  stelle: string;
  bezeichnung: string;
  avv: string;
  behaelter: string;
  anzahl: number;
  schritte: Schritt[];
}[] = [
  {
    name: 'bestellt',
    anlage: -1,
    stelle: 'Baustelle Hafencity Quartier 4',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 2,
    schritte: [],
  },
  {
    name: 'bestaetigt',
    anlage: -3,
    stelle: 'Baustelle Wohnpark Eppendorf',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [{ aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -2 }],
  },
  {
    name: 'neuer-termin',
    anlage: -2,
    stelle: 'Baustelle Hafencity Quartier 4',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [{ aktion: 'bestellungAnnehmenAenderungLiefertermin', seite: 'ENTSORGER', tag: -1, liefertermin: 2 }],
  },
  {
    name: 'abgelehnt',
    anlage: -6,
    stelle: 'Betriebshof Billbrook',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [{ aktion: 'bestellungAblehnen', seite: 'ENTSORGER', tag: -5, begruendung: 'Keine Fahrzeuge frei in dieser Woche.' }],
  },
  {
    name: 'in-anlieferung',
    anlage: -5,
    stelle: 'Baustelle Wohnpark Eppendorf',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -4 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: 0 },
    ],
  },
  {
    name: 'vor-ort',
    anlage: -12,
    stelle: 'Baustelle Hafencity Quartier 4',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 2,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -11 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -9 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -9 },
      // Issue 18 demo: a container on site with an extra emptying pending.
      { aktion: 'zusatzleerungBeauftragen', seite: 'ERZEUGER', tag: 0, wunschtermin: 2, folge: 'leerung' },
    ],
  },
  {
    name: 'in-abholung',
    anlage: -20,
    stelle: 'Betriebshof Billbrook',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -19 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -17 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -17 },
      // The removal is a follow-up order, on its way to the site; the main order waits on site.
      { aktion: 'behaelterabzugBeauftragen', seite: 'ERZEUGER', tag: -3, wunschtermin: 0, folge: 'abzug' },
      { aktion: 'behaelterabzugAnnehmen', seite: 'ENTSORGER', tag: -2, folge: 'abzug' },
      { aktion: 'abholungStarten', seite: 'ENTSORGER', tag: 0, folge: 'abzug' },
    ],
  },
  {
    name: 'abrechnung',
    anlage: -30,
    stelle: 'Baustelle Wohnpark Eppendorf',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -29 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -27 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -27 },
      ...abzug(-10),
    ],
  },
  {
    name: 'abgeschlossen',
    anlage: -45,
    stelle: 'Baustelle Hafencity Quartier 4',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -44 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -42 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -42 },
      ...abzug(-30),
      { aktion: 'auftragAbschliessen', seite: 'ENTSORGER', tag: -20, folge: 'abzug' },
      { aktion: 'auftragAbschliessen', seite: 'ENTSORGER', tag: -20 },
    ],
  },
  {
    name: 'storniert',
    anlage: -4,
    stelle: 'Betriebshof Billbrook',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [{ aktion: 'stornieren', seite: 'ERZEUGER', tag: -3, begruendung: 'Umbau verschoben.' }],
  },
  {
    // Issue 18 demo: a swap the disposer accepted on another day.
    name: 'tausch-neuer-termin',
    anlage: -15,
    stelle: 'Betriebshof Billbrook',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -14 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -12 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -12 },
      { aktion: 'behaeltertauschBeauftragen', seite: 'ERZEUGER', tag: -2, wunschtermin: 1, folge: 'tausch' },
      {
        aktion: 'behaeltertauschAnnehmenAenderungWunschtermin',
        seite: 'ENTSORGER',
        tag: -1,
        wunschtermin: 3,
        begruendung: 'Am Wunschtag ist kein Fahrzeug frei.',
        folge: 'tausch',
      },
    ],
  },
  {
    // Issue 18 demo: an order the disposer did not answer, past its reminder (sent by the system).
    name: 'erinnert',
    anlage: -4,
    stelle: 'Baustelle Wohnpark Eppendorf',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [{ aktion: 'erinnern', seite: 'ERZEUGER', tag: -2 }],
  },
  // Issue 18: a problem reported by the producer, and one the disposer has fixed.
  {
    name: 'problem',
    anlage: -10,
    stelle: 'Baustelle Wohnpark Eppendorf',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -9 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -7 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -7 },
      { aktion: 'problemMelden', seite: 'ERZEUGER', tag: -1, begruendung: 'Die Mulde steht vor der Feuerwehrzufahrt statt am Tor.' },
    ],
  },
  {
    name: 'problem-behoben',
    anlage: -14,
    stelle: 'Baustelle Hafencity Quartier 4',
    bezeichnung: 'Baumischabfall',
    avv: '170904',
    behaelter: 'Absetzmulde 7 m3',
    anzahl: 1,
    schritte: [
      { aktion: 'bestellungAnnehmen', seite: 'ENTSORGER', tag: -13 },
      { aktion: 'anlieferungStarten', seite: 'ENTSORGER', tag: -11 },
      { aktion: 'behaelterGestellt', seite: 'ENTSORGER', tag: -11 },
      { aktion: 'problemMelden', seite: 'ERZEUGER', tag: -5, begruendung: 'Der Behälter ist undicht.' },
      { aktion: 'problemBeheben', seite: 'ENTSORGER', tag: -4 },
    ],
  },
];

const TAG = 86_400_000;
/** The German calendar day `tage` days after `basis`, as the portal counts days. */
const datum = (basis: Date, tage: number): string => tageSpaeter(heuteInBerlin(basis), tage);

const id = async (db: Db, table: string, where: Record<string, unknown>): Promise<number> => {
  const row = (await db(table).where(where).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Aufträge: ${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
};

/** Places the demo orders once: an order whose stream exists is left as it is. */
export const loadDemoAuftraege = async (db: Db, eventStore: EventStore, jetzt: Date = new Date()): Promise<number> => {
  const erzeugerId = await id(db, 'erzeuger', { name: 'Musterbau GmbH' });
  const entsorgerId = await id(db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  const inhaber = await id(db, 'benutzer', { email: 'inhaber@musterbau.example' });
  const dispo = await id(db, 'benutzer', { email: 'dispo@entsorgung-nord.example' });
  const akteur: Record<'ERZEUGER' | 'ENTSORGER', AuftragAkteur> = {
    ERZEUGER: { seite: 'ERZEUGER', erzeugerId, entsorgerId: null },
    ENTSORGER: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId },
  };
  let angelegt = 0;
  for (const [nr, d] of DEMO.entries()) {
    const auftragId = uuidFromName(`demo-auftrag/${d.name}`);
    if ((await eventStore.readStream(auftragAggregate.streamName(auftragId))).length > 0) continue;
    let uhr = new Date(jetzt.getTime() + d.anlage * TAG);
    // Demo orders are numbered V-DEMO-001…, outside the sequence of real orders.
    const vorgangsnummer = `V-DEMO-${String(nr + 1).padStart(3, '0')}`;
    const handle = createAuftragBefehle(
      { db, eventStore, jetzt: () => uhr, neueId: () => crypto.randomUUID() },
      { preise: createAuftragPreisPort(db), vorgangsnummern: { next: async () => vorgangsnummer } },
    );
    const meta = (benutzer: number, schritt: string): CommandMeta => ({
      actorId: String(benutzer),
      actingAsId: null,
      tenantId: String(erzeugerId),
      commandId: uuidFromName(`demo-auftrag/${d.name}/${schritt}`),
      correlationId: auftragId,
      causationId: null,
    });
    const anfallstelleId = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: d.stelle });
    const fraktionId = await id(db, 'fraktion', { bezeichnung: d.bezeichnung });
    const behaelterId = await id(db, 'behaeltertyp', { bezeichnung: d.behaelter });
    const wunschLiefertermin = datum(uhr, 3);
    await handle(
      auftragId,
      {
        type: 'AuftragAufgeben',
        akteur: akteur.ERZEUGER,
        erzeugerId,
        anfallstelleId,
        wunschLiefertermin,
        wunschAbholtermin: null,
        lieferterminUnbekannt: false,
        fraktionId,
        abfallschluessel: d.avv,
        behaelterId,
        anzahl: d.anzahl,
        entsorgerId,
        kommentar: nr % 2 === 0 ? 'Zufahrt über das Tor an der Nordseite.' : null,
        begruendungGemischt: 'Getrennte Sammlung auf der Baustelle aus Platzgründen nicht möglich (GewAbfV § 9).',
        // Kept only when no price is found: a demo order is placed either way.
        ohnePreisBestaetigt: true,
        bestellerId: inhaber,
      },
      meta(inhaber, 'aufgeben'),
    );
    const folgeIds = new Map<string, string>();
    for (const [i, s] of d.schritte.entries()) {
      uhr = new Date(jetzt.getTime() + s.tag * TAG);
      const body = {
        ...(s.liefertermin !== undefined && { liefertermin: datum(jetzt, s.liefertermin) }),
        ...(s.wunschtermin !== undefined && { wunschtermin: datum(jetzt, s.wunschtermin) }),
        begruendung: s.begruendung ?? null,
        kommentar: null,
      };
      const schrittMeta = meta(s.seite === 'ENTSORGER' ? dispo : inhaber, `${i}-${s.aktion}`);
      if (s.folge !== undefined && !folgeIds.has(s.folge)) {
        // Ordering a service: a follow-up order numbered after its main order.
        const { id: folgeId } = await folgeauftragBeauftragen(
          { db, eventStore, jetzt: () => uhr, vorgangsnummern: { next: async () => `${vorgangsnummer}-${folgeIds.size + 1}` } },
          handle,
          {
            hauptauftragId: auftragId,
            aktion: s.aktion as Parameters<typeof folgeauftragBeauftragen>[2]['aktion'],
            body,
            akteur: akteur.ERZEUGER,
            bestellerId: inhaber,
            meta: schrittMeta,
          },
        );
        folgeIds.set(s.folge, folgeId);
        continue;
      }
      const ziel = s.folge === undefined ? auftragId : folgeIds.get(s.folge)!;
      // The reminder of the demo order is the system's, as the reminder job sends it.
      const system = s.aktion === 'erinnern';
      const result = await handle(
        ziel,
        {
          type: 'WorkflowAktionAusfuehren',
          akteur: system ? { seite: 'ADMIN', erzeugerId: null, entsorgerId: null } : akteur[s.seite],
          aktion: s.aktion,
          seite: s.seite,
          body,
          ueberToken: false,
        },
        system ? { ...schrittMeta, actorId: null } : schrittMeta,
      );
      // A removal done: the main order goes to billing, as the process manager would do it (same command id).
      if (s.aktion === 'abholungDurchgefuehrt' && ziel !== auftragId && result.position !== null) {
        const letztes = (await eventStore.readStream(auftragAggregate.streamName(ziel))).at(-1)!;
        await abzugAufHauptauftrag({ db, eventStore, jetzt: () => uhr, neueId: () => crypto.randomUUID() }, ziel, letztes.id);
      }
    }
    angelegt++;
  }
  const mitAngeboten = angelegt + (await loadDemoAngebote(db, eventStore, jetzt));
  await loadDemoBelege(db, eventStore, jetzt); // issue 20: receipts of the demo orders
  return mitAngeboten;
};
