import { heuteInBerlin, tageSpaeter } from '@abfallportal/common/kalendertag';
import type { AuftragAkteur } from '@abfallportal/common/permissions';
import { abzugAufHauptauftrag, auftragAggregate, createAuftragBefehle, folgeauftragBeauftragen } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import type { Db } from '../platform/db';
import { createAuftragPreisPort } from '../leistungen';
import { loadDemoAngebote } from './demoAngebote';
import { loadDemoBelege } from './demoBelege';
import type { FileStore } from '../platform/files/fileStore';
import { loadDemoAbfallmengen } from './demoAbfallmengen';
import { loadDemoAuswertung } from './demoAuswertung';

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

/** A disposer's step on day `tag` (days from today; negative: the past). */
const entsorger = (aktion: string, tag: number, mehr: Partial<Schritt> = {}): Schritt => ({ aktion, seite: 'ENTSORGER', tag, ...mehr });
/** A producer's step on day `tag`. */
const erzeuger = (aktion: string, tag: number, mehr: Partial<Schritt> = {}): Schritt => ({ aktion, seite: 'ERZEUGER', tag, ...mehr });

/** The disposer accepts the order on day `angenommen` and places the container on day `gestellt`. */
const liefern = (angenommen: number, gestellt: number): Schritt[] => [
  entsorger('bestellungAnnehmen', angenommen),
  entsorger('anlieferungStarten', gestellt),
  entsorger('behaelterGestellt', gestellt),
];

/** The removal as a follow-up order, accepted, started and done (the main order then goes to billing). */
const abzug = (tag: number): Schritt[] => [
  erzeuger('behaelterabzugBeauftragen', tag, { wunschtermin: tag + 2, folge: 'abzug' }),
  entsorger('behaelterabzugAnnehmen', tag + 1, { folge: 'abzug' }),
  entsorger('abholungStarten', tag + 2, { folge: 'abzug' }),
  entsorger('abholungDurchgefuehrt', tag + 2, { folge: 'abzug' }),
];

type DemoAuftrag = {
  name: string;
  anlage: number;
  stelle: string;
  bezeichnung: string;
  avv: string;
  behaelter: string;
  anzahl: number;
  schritte: Schritt[];
};

const HAFENCITY = 'Baustelle Hafencity Quartier 4';
const EPPENDORF = 'Baustelle Wohnpark Eppendorf';
const BILLBROOK = 'Betriebshof Billbrook';

/** One demo order placed on day `anlage` at `stelle`: 1 × Absetzmulde 7 m³ of mixed construction waste unless said otherwise. */
const auftrag = (name: string, anlage: number, stelle: string, schritte: Schritt[], mehr: Partial<DemoAuftrag> = {}): DemoAuftrag => ({
  name,
  anlage,
  stelle,
  bezeichnung: 'Baumischabfall',
  avv: '170904',
  behaelter: 'Absetzmulde 7 m3',
  anzahl: 1,
  schritte,
  ...mehr,
});

/**
 * Musterbau's demo orders, one in every status the ordering path reaches (issue: orders first slice).
 * Each is placed and moved through the real commands on a clock set back in time, so its history
 * reads like a real one. `tag` counts days from today (negative: the past).
 */
const DEMO: DemoAuftrag[] = [
  auftrag('bestellt', -1, HAFENCITY, [], { anzahl: 2 }),
  auftrag('bestaetigt', -3, EPPENDORF, [entsorger('bestellungAnnehmen', -2)]),
  auftrag('neuer-termin', -2, HAFENCITY, [entsorger('bestellungAnnehmenAenderungLiefertermin', -1, { liefertermin: 2 })]),
  auftrag('abgelehnt', -6, BILLBROOK, [entsorger('bestellungAblehnen', -5, { begruendung: 'Keine Fahrzeuge frei in dieser Woche.' })]),
  auftrag('in-anlieferung', -5, EPPENDORF, [entsorger('bestellungAnnehmen', -4), entsorger('anlieferungStarten', 0)]),
  // Issue 18 demo: a container on site with an extra emptying pending.
  auftrag(
    'vor-ort',
    -12,
    HAFENCITY,
    [...liefern(-11, -9), erzeuger('zusatzleerungBeauftragen', 0, { wunschtermin: 2, folge: 'leerung' })],
    { anzahl: 2 },
  ),
  // The removal is a follow-up order, on its way to the site; the main order waits on site.
  auftrag('in-abholung', -20, BILLBROOK, [
    ...liefern(-19, -17),
    erzeuger('behaelterabzugBeauftragen', -3, { wunschtermin: 0, folge: 'abzug' }),
    entsorger('behaelterabzugAnnehmen', -2, { folge: 'abzug' }),
    entsorger('abholungStarten', 0, { folge: 'abzug' }),
  ]),
  auftrag('abrechnung', -30, EPPENDORF, [...liefern(-29, -27), ...abzug(-10)]),
  auftrag('abgeschlossen', -45, HAFENCITY, [
    ...liefern(-44, -42),
    ...abzug(-30),
    entsorger('auftragAbschliessen', -20, { folge: 'abzug' }),
    entsorger('auftragAbschliessen', -20),
  ]),
  auftrag('storniert', -4, BILLBROOK, [erzeuger('stornieren', -3, { begruendung: 'Umbau verschoben.' })]),
  // Issue 18 demo: a swap the disposer accepted on another day.
  auftrag('tausch-neuer-termin', -15, BILLBROOK, [
    ...liefern(-14, -12),
    erzeuger('behaeltertauschBeauftragen', -2, { wunschtermin: 1, folge: 'tausch' }),
    entsorger('behaeltertauschAnnehmenAenderungWunschtermin', -1, {
      wunschtermin: 3,
      begruendung: 'Am Wunschtag ist kein Fahrzeug frei.',
      folge: 'tausch',
    }),
  ]),
  // Issue 18 demo: an order the disposer did not answer, past its reminder (sent by the system).
  auftrag('erinnert', -4, EPPENDORF, [erzeuger('erinnern', -2)]),
  // Issue 18: a problem reported by the producer, and one the disposer has fixed.
  auftrag('problem', -10, EPPENDORF, [
    ...liefern(-9, -7),
    erzeuger('problemMelden', -1, { begruendung: 'Die Mulde steht vor der Feuerwehrzufahrt statt am Tor.' }),
  ]),
  auftrag('problem-behoben', -14, HAFENCITY, [
    ...liefern(-13, -11),
    erzeuger('problemMelden', -5, { begruendung: 'Der Behälter ist undicht.' }),
    entsorger('problemBeheben', -4),
  ]),
  // Issue 28: every status of the services on a container on site, so each can be seen (spec § 4).
  // An extra emptying accepted, and a swap ordered today (not yet due for a reminder).
  auftrag('leerung-bestaetigt', -16, EPPENDORF, [
    ...liefern(-15, -13),
    erzeuger('zusatzleerungBeauftragen', -3, { wunschtermin: 1, folge: 'leerung' }),
    entsorger('zusatzleerungAnnehmen', -2, { folge: 'leerung' }),
    erzeuger('behaeltertauschBeauftragen', 0, { wunschtermin: 3, folge: 'tausch' }),
  ]),
  // An extra emptying accepted on another day, and a swap accepted as wished.
  auftrag('leerung-neuer-termin', -18, HAFENCITY, [
    ...liefern(-17, -15),
    erzeuger('zusatzleerungBeauftragen', -3, { wunschtermin: 1, folge: 'leerung' }),
    entsorger('zusatzleerungAnnehmenAenderungWunschtermin', -2, {
      wunschtermin: 2,
      begruendung: 'Die Tour kommt erst übermorgen vorbei.',
      folge: 'leerung',
    }),
    erzeuger('behaeltertauschBeauftragen', -2, { wunschtermin: 2, folge: 'tausch' }),
    entsorger('behaeltertauschAnnehmen', -1, { folge: 'tausch' }),
  ]),
  // An extra emptying and a swap the disposer did not answer, past their reminders (sent by the system).
  auftrag('leistung-erinnert', -22, BILLBROOK, [
    ...liefern(-21, -19),
    erzeuger('zusatzleerungBeauftragen', -4, { wunschtermin: 1, folge: 'leerung' }),
    erzeuger('erinnern', -2, { folge: 'leerung' }),
    erzeuger('behaeltertauschBeauftragen', -4, { wunschtermin: 1, folge: 'tausch' }),
    erzeuger('erinnern', -2, { folge: 'tausch' }),
  ]),
  // The removal in each of its states before the pick-up.
  auftrag('abzug-beauftragt', -11, EPPENDORF, [
    ...liefern(-10, -8),
    erzeuger('behaelterabzugBeauftragen', 0, { wunschtermin: 3, folge: 'abzug' }),
  ]),
  auftrag('abzug-erinnert', -13, HAFENCITY, [
    ...liefern(-12, -10),
    erzeuger('behaelterabzugBeauftragen', -4, { wunschtermin: 1, folge: 'abzug' }),
    erzeuger('erinnern', -2, { folge: 'abzug' }),
  ]),
  auftrag('abzug-bestaetigt', -17, BILLBROOK, [
    ...liefern(-16, -14),
    erzeuger('behaelterabzugBeauftragen', -2, { wunschtermin: 2, folge: 'abzug' }),
    entsorger('behaelterabzugAnnehmen', -1, { folge: 'abzug' }),
  ]),
  auftrag('abzug-neuer-termin', -19, EPPENDORF, [
    ...liefern(-18, -16),
    erzeuger('behaelterabzugBeauftragen', -2, { wunschtermin: 1, folge: 'abzug' }),
    entsorger('behaelterabzugAnnehmenAenderungWunschtermin', -1, {
      wunschtermin: 4,
      begruendung: 'Das Abholfahrzeug ist erst Ende der Woche frei.',
      folge: 'abzug',
    }),
  ]),
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
export const loadDemoAuftraege = async (db: Db, eventStore: EventStore, jetzt: Date = new Date(), files?: FileStore): Promise<number> => {
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
  await loadDemoBelege(db, eventStore, jetzt, files); // issue 20: receipts of the demo orders (the e-invoice needs the file store)
  await loadDemoAbfallmengen(db, eventStore, jetzt); // issue 20: waste quantities of Musterbau's sites
  await loadDemoAuswertung(db, eventStore, jetzt); // issue 21: figures for the evaluations (both years, two disposers)
  return mitAngeboten;
};
