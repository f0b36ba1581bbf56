/**
 * Rebuild of the receipt projections beside the order rebuild (issue 20, Benchmarks: "the receipt
 * projections' rebuild in events/s beside the order rebuild's").
 *
 *   npx tsx test/bench/belegReplay.bench.ts [receipts]
 *
 * Measured the same way as test/bench/auftragReplay.bench.ts, each on a fresh embedded PostgreSQL
 * with reference and demo data, events appended through the event-store port one command's event per
 * append, phase by phase (so a stream's events lie apart in the log as they do in life), then
 * rebuildProjection:
 * - receipts: `receipts` × BelegErfasst (two positions, one with an AVV code and tonnes, one rental
 *   line), BelegZugeordnet, BelegGeprueft, then BelegFreigegeben — every tenth is rejected as faulty
 *   instead (BelegAlsFehlerhaftAbgelehnt) — rebuilt into `belege` (the receipts' read model) and
 *   `dokumentation` (which folds the receipts' streams into the documentation per site);
 * - orders: the same number of events of delivery orders (AuftragAufgegeben + three status changes
 *   each, the `lieferung` mix of auftragReplay.bench.ts) rebuilt into `auftraege`.
 */
import { randomUUID } from 'node:crypto';
import type { BelegFelder } from '@abfallportal/common/beleg';
import type { AuftragStatus } from '@abfallportal/common/auftrag';
import {
  AUFTRAG_SCHEMA_VERSION,
  demoBestellung,
  inTagen,
  type AuftragAufgegeben,
  type AuftragStatusGeaendert,
} from '../../backend/src/auftraege';
import { BELEG_SCHEMA_VERSION } from '../../backend/src/belege';
import { loadDemoData } from '../../backend/src/demo/loadDemoData';
import type { EventMetadata, EventStore, NewEvent } from '../../backend/src/eventstore/eventStore';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import type { Db } from '../../backend/src/platform/db';
import { loadReferenzdaten } from '../../backend/src/stammdaten/loadReferenzdaten';
import { auftragProjection } from '../../projections/src/auftraege/auftragProjection';
import { belegProjection } from '../../projections/src/belege';
import { dokumentationProjection } from '../../projections/src/dokumentation/dokumentationProjection';
import { formatReport } from '../../projections/src/replayReport';
import type { Projection } from '../../projections/src/runtime/projection';
import { rebuildProjection, type RebuildReport } from '../../projections/src/runtime/rebuildProjection';
import { machineLine, startBenchDatabase } from './benchSupport';

const BELEGE = Number(process.argv[2] ?? 20_000);
const CONCURRENCY = 16;

const meta = (actorId: number, tenantId: number | null, schemaVersion: number): EventMetadata => {
  const commandId = randomUUID();
  return {
    actorId: String(actorId),
    actingAsId: null,
    tenantId: tenantId === null ? null : String(tenantId),
    commandId,
    correlationId: commandId,
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion,
  };
};

const parallel = async (n: number, work: (i: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) await work(next++);
    }),
  );
};

type Welt = { erzeugerId: number; entsorgerId: number; stellen: number[]; inhaber: number; dispo: number; anlage: number };

const welt = async (db: Db): Promise<Welt> => {
  const id = async (table: string, where: Record<string, unknown>) => ((await db(table).where(where).first('id')) as { id: number }).id;
  const erzeugerId = await id('erzeuger', { name: 'Musterbau GmbH' });
  return {
    erzeugerId,
    entsorgerId: await id('entsorger', { name: 'Entsorgung Nord GmbH' }),
    stellen: (await db('anfallstelle').where({ erzeuger_id: erzeugerId }).orderBy('id').pluck('id')) as number[],
    inhaber: await id('benutzer', { email: 'inhaber@musterbau.example' }),
    dispo: await id('benutzer', { email: 'dispo@entsorgung-nord.example' }),
    anlage: await id('verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' }),
  };
};

/** Appends the phases in order; phase k appends event k of every stream that has one (expected revision k). */
const anhaengen = async (store: EventStore, streams: string[], phasen: ((i: number) => NewEvent | null)[]): Promise<number> => {
  const started = Date.now();
  const revision = new Map<number, number>();
  for (const phase of phasen)
    await parallel(streams.length, async (i) => {
      const e = phase(i);
      if (!e) return;
      const r = revision.get(i);
      await store.appendToStream(streams[i]!, [e], { expectedRevision: r === undefined ? 'no_stream' : r });
      revision.set(i, (r ?? -1) + 1);
    });
  return (Date.now() - started) / 1000;
};

const belegEvents = (w: Welt, jahr: number): ((i: number) => NewEvent | null)[] => {
  const ev = (type: string, data: Record<string, unknown>, actor: number): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: meta(actor, w.erzeugerId, BELEG_SCHEMA_VERSION),
  });
  const abgelehnt = (i: number) => i % 10 === 0;
  const tag = (i: number) => `${jahr}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const felder = (i: number): BelegFelder => ({
    typ: 'rechnung',
    name: null,
    nummer: `RE-${jahr}-${String(i).padStart(6, '0')}`,
    datum: tag(i),
    empfaenger: 'Musterbau GmbH',
    absender: 'Entsorgung Nord GmbH',
    anfallstelleId: w.stellen[i % w.stellen.length]!,
    leistungVon: tag(i),
    leistungBis: tag(i),
    summe: 512.4,
    bestellReferenz: `V-${jahr}-${String(i).padStart(6, '0')}`,
    storniertBelegId: null,
    positionen: [
      {
        bezeichnung: 'Gemischte Bau- und Abbruchabfälle, Absetzmulde 7 m³',
        abfallschluessel: i % 2 === 0 ? '17 09 04' : '17 01 07',
        menge: `${1 + (i % 9)},${String(i % 1000).padStart(3, '0')}`,
        einheit: 't',
        abweichendeDichte: null,
        behaelterkategorie: 'Absetzmulde',
        behaelter: 'Absetzmulde 7 m3',
        behaelterAnzahl: 1,
        rhythmus: 'ENTSORGUNG',
        anzahlLeerungen: null,
        entsorgungsverfahren: 'R5',
        verbleibsanlageId: w.anlage,
        zertifikat: null,
        ausnahme: i % 2 === 0 ? 'Getrennthaltung auf der Baustelle technisch nicht möglich (Platzmangel).' : null,
        betrag: 477.4,
      },
      {
        bezeichnung: 'Containermiete Absetzmulde',
        abfallschluessel: null,
        menge: '14',
        einheit: 'Tag',
        abweichendeDichte: null,
        behaelterkategorie: null,
        behaelter: null,
        behaelterAnzahl: null,
        rhythmus: null,
        anzahlLeerungen: null,
        entsorgungsverfahren: null,
        verbleibsanlageId: null,
        zertifikat: null,
        ausnahme: null,
        betrag: 35,
      },
    ],
  });
  return [
    (i) =>
      ev(
        'BelegErfasst',
        {
          erzeugerId: w.erzeugerId,
          entsorgerId: w.entsorgerId,
          herkunft: 'AUTOMATISCH',
          quelle: 'ERECHNUNG',
          felder: felder(i),
          datei: { id: `belege/${i}`, name: `RE-${i}.xml`, typ: 'application/xml' },
          leseFehler: null,
        },
        w.dispo,
      ),
    (i) =>
      ev(
        'BelegZugeordnet',
        { auftraege: [{ id: randomUUID(), vorgangsnummer: `V-${jahr}-${String(i).padStart(6, '0')}` }], von: 'ERFASST' },
        w.inhaber,
      ),
    () => ev('BelegGeprueft', { von: 'ZUGEORDNET' }, w.inhaber),
    (i) =>
      abgelehnt(i)
        ? ev(
            'BelegAlsFehlerhaftAbgelehnt',
            {
              von: 'GEPRUEFT',
              begruendung: 'Das Nettogewicht fehlt.',
              erzeugerId: w.erzeugerId,
              entsorgerId: w.entsorgerId,
              typ: 'rechnung',
              nummer: `RE-${jahr}-${String(i).padStart(6, '0')}`,
            },
            w.inhaber,
          )
        : ev('BelegFreigegeben', { von: 'GEPRUEFT' }, w.inhaber),
  ];
};

const SCHRITTE: { aktion: string; von: AuftragStatus; nach: AuftragStatus }[] = [
  { aktion: 'bestellungAnnehmen', von: 'BESTELLUNG', nach: 'BESTELLUNG_BESTAETIGT' },
  { aktion: 'anlieferungStarten', von: 'BESTELLUNG_BESTAETIGT', nach: 'IN_ANLIEFERUNG' },
  { aktion: 'behaelterGestellt', von: 'IN_ANLIEFERUNG', nach: 'VOR_ORT' },
];

const auftragEvents = async (db: Db, w: Welt): Promise<((i: number) => NewEvent | null)[]> => {
  const body = await demoBestellung(db);
  const behaelter = (await db('behaeltertyp').where({ id: body.behaelterId }).first('bezeichnung')) as { bezeichnung: string };
  const aufgegeben = (i: number): NewEvent => {
    const data: AuftragAufgegeben['data'] = {
      vorgangsnummer: `V-2026-${String(1000 + i).padStart(6, '0')}`,
      auftragsart: 'BEHAELTERSTELLUNG',
      status: 'BESTELLUNG',
      erzeugerId: body.erzeugerId,
      anfallstelleId: w.stellen[i % w.stellen.length]!,
      entsorgerId: body.entsorgerId!,
      fraktionId: body.fraktionId,
      abfallschluessel: body.abfallschluessel,
      behaelterId: body.behaelterId,
      behaelterBezeichnung: behaelter.bezeichnung,
      anzahl: 1 + (i % 3),
      wunschLiefertermin: inTagen(3 + (i % 10)),
      wunschAbholtermin: inTagen(14 + (i % 10)),
      lieferterminUnbekannt: false,
      kommentar: i % 2 === 0 ? `Bitte an der Einfahrt ${i % 7} abstellen.` : null,
      begruendungGemischt: body.begruendungGemischt ?? null,
      ohnePreisBestaetigt: false,
      leistungId: null,
      geschaetzterPreis: null,
      bestellerId: w.inhaber,
      angefragteEntsorgerIds: [],
      freigeberId: null,
      hauptauftragId: null,
    };
    return { id: randomUUID(), type: 'AuftragAufgegeben', data, metadata: meta(w.inhaber, body.erzeugerId, AUFTRAG_SCHEMA_VERSION) };
  };
  return [
    aufgegeben,
    ...SCHRITTE.map((s) => (): NewEvent => {
      const data: AuftragStatusGeaendert['data'] = { aktion: s.aktion, von: s.von, nach: s.nach, ueberToken: false };
      return { id: randomUUID(), type: 'AuftragStatusGeaendert', data, metadata: meta(w.dispo, null, AUFTRAG_SCHEMA_VERSION) };
    }),
  ];
};

/** One fresh database: append the streams' events, then rebuild each projection and report it. */
const lauf = async (
  titel: string,
  prefix: string,
  phasen: (db: Db, w: Welt) => Promise<((i: number) => NewEvent | null)[]>,
  projektionen: Projection<string>[],
  zeilen: string[],
): Promise<RebuildReport[]> => {
  const bench = await startBenchDatabase();
  const { db } = bench;
  try {
    await loadReferenzdaten(db);
    await loadDemoData(db);
    const store = createPostgresEventStore(db);
    const w = await welt(db);
    const streams = Array.from({ length: BELEGE }, () => `${prefix}-${randomUUID()}`);
    const sekunden = await anhaengen(store, streams, await phasen(db, w));
    await db.raw('VACUUM ANALYZE eventstore_events');
    const events = await store.countAfter(null);
    console.log(
      `${titel}: ${events} Ereignisse in ${BELEGE} Streams angehängt in ${sekunden.toFixed(1)} s (ein Append je Kommando, ${CONCURRENCY} parallel)`,
    );
    const berichte: RebuildReport[] = [];
    for (const p of projektionen) {
      const report = await rebuildProjection({ db, eventStore: store, projection: p });
      console.log(formatReport(report));
      berichte.push(report);
    }
    for (const t of zeilen) {
      const [n] = (await db(t).count({ n: '*' })) as { n: string }[];
      console.log(`  Zeilen ${t}: ${n?.n}`);
    }
    await store.close();
    return berichte;
  } finally {
    await bench.stop();
  }
};

const main = async (): Promise<void> => {
  const jahr = new Date().getFullYear();
  {
    const bench = await startBenchDatabase();
    console.log(await machineLine(bench.db));
    await bench.stop();
  }
  const belege = await lauf(
    'Belege',
    'beleg',
    async (_db, w) => belegEvents(w, jahr),
    [belegProjection as Projection<string>, dokumentationProjection as Projection<string>],
    ['beleg_uebersicht', 'beleg_position', 'beleg_zuordnung', 'beleg_historie', 'doku_beleg', 'doku_beleg_position'],
  );
  const auftraege = await lauf(
    'Aufträge (Lieferung)',
    'auftrag',
    auftragEvents,
    [auftragProjection as Projection<string>],
    ['auftrag_uebersicht', 'auftrag_historie'],
  );
  const a = auftraege[0]!;
  console.log('');
  console.log(`Neuaufbau in Ereignissen/s (je ${BELEGE} Streams mit je 4 Ereignissen, frische Datenbank, dieselbe Messung):`);
  for (const r of [...belege, a])
    console.log(
      `  ${r.name.padEnd(14)} ${String(Math.round(r.eventsPerSecond)).padStart(8)}/s  (${r.events} Ereignisse, ${r.seconds.toFixed(1)} s)`,
    );
  for (const r of belege)
    console.log(`  ${r.name}: ${((100 * r.eventsPerSecond) / a.eventsPerSecond).toFixed(0)} % des Auftrags-Neuaufbaus`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
