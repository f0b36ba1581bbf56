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
import { DEMO, type DemoAuftrag, type Schritt } from './demoAuftragListe';

const TAG = 86_400_000;
/** The German calendar day `tage` days after `basis`, as the portal counts days. */
const datum = (basis: Date, tage: number): string => tageSpaeter(heuteInBerlin(basis), tage);

const id = async (db: Db, table: string, where: Record<string, unknown>): Promise<number> => {
  const row = (await db(table).where(where).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Aufträge: ${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
};

/** Who the demo orders are placed for and by, read once. */
type DemoBeteiligte = {
  erzeugerId: number;
  entsorgerId: number;
  inhaber: number;
  dispo: number;
  akteur: Record<'ERZEUGER' | 'ENTSORGER', AuftragAkteur>;
};

/** One order's run: its id and number, the command handler, the clock its commands read (moved step by step). */
type DemoLauf = {
  auftragId: string;
  vorgangsnummer: string;
  handle: ReturnType<typeof createAuftragBefehle>;
  uhr: { jetzt: Date };
  meta: (benutzer: number, schritt: string) => CommandMeta;
  folgeIds: Map<string, string>;
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
    if (await ladeDemoAuftrag(db, eventStore, jetzt, { erzeugerId, entsorgerId, inhaber, dispo, akteur }, nr, d)) angelegt++;
  }
  const mitAngeboten = angelegt + (await loadDemoAngebote(db, eventStore, jetzt));
  await loadDemoBelege(db, eventStore, jetzt, files); // issue 20: receipts of the demo orders (the e-invoice needs the file store)
  await loadDemoAbfallmengen(db, eventStore, jetzt); // issue 20: waste quantities of Musterbau's sites
  await loadDemoAuswertung(db, eventStore, jetzt); // issue 21: figures for the evaluations (both years, two disposers)
  return mitAngeboten;
};

/** Places one demo order and runs its steps; false when its stream exists already. */
const ladeDemoAuftrag = async (
  db: Db,
  eventStore: EventStore,
  jetzt: Date,
  b: DemoBeteiligte,
  nr: number,
  d: DemoAuftrag,
): Promise<boolean> => {
  const { erzeugerId, entsorgerId, inhaber, akteur } = b;
  const auftragId = uuidFromName(`demo-auftrag/${d.name}`);
  if ((await eventStore.readStream(auftragAggregate.streamName(auftragId))).length > 0) return false;
  const uhr = { jetzt: new Date(jetzt.getTime() + d.anlage * TAG) };
  // Demo orders are numbered V-DEMO-001…, outside the sequence of real orders.
  const vorgangsnummer = `V-DEMO-${String(nr + 1).padStart(3, '0')}`;
  const handle = createAuftragBefehle(
    { db, eventStore, jetzt: () => uhr.jetzt, neueId: () => crypto.randomUUID() },
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
  const wunschLiefertermin = datum(uhr.jetzt, 3);
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
  const lauf: DemoLauf = { auftragId, vorgangsnummer, handle, uhr, meta, folgeIds: new Map() };
  for (const [i, s] of d.schritte.entries()) await schrittAusfuehren(db, eventStore, jetzt, b, lauf, i, s);
  return true;
};

/** One step of a demo order on its day: a follow-up order ordered, or a workflow action on the order or its follow-up. */
const schrittAusfuehren = async (
  db: Db,
  eventStore: EventStore,
  jetzt: Date,
  { inhaber, dispo, akteur }: DemoBeteiligte,
  { auftragId, vorgangsnummer, handle, uhr, meta, folgeIds }: DemoLauf,
  i: number,
  s: Schritt,
): Promise<void> => {
  uhr.jetzt = new Date(jetzt.getTime() + s.tag * TAG);
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
      { db, eventStore, jetzt: () => uhr.jetzt, vorgangsnummern: { next: async () => `${vorgangsnummer}-${folgeIds.size + 1}` } },
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
    return;
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
    await abzugAufHauptauftrag({ db, eventStore, jetzt: () => uhr.jetzt, neueId: () => crypto.randomUUID() }, ziel, letztes.id);
  }
};
