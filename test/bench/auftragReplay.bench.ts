/**
 * Rebuild of the order read models (DESIGN § 10: ≥ 50,000 events/s, set-based handlers).
 *
 *   npx tsx test/bench/auftragReplay.bench.ts [orders]
 *
 * Embedded PostgreSQL in a temp folder with reference and demo data (so the projection's joins
 * find producer, sites, disposer, fraction, AVV code and the orderer). Appends real order events
 * through the event-store port, one command's event per append as the command handler does:
 * `orders` × AuftragAufgegeben, then for each order bestellungAnnehmen, anlieferungStarten and
 * behaelterGestellt (AuftragStatusGeaendert), phase by phase, so an order's events lie apart in
 * the log as they do in life. Then rebuildProjection of auftragProjection, and the read-only share.
 *
 * Two mixes, each on a fresh database, printed side by side (issue 18: the rebuild with offers and
 * follow-up orders must not drop by more than a fifth below today's delivery orders):
 * - `lieferung`: today's delivery orders, 4 events each (above);
 * - `angebote+folge`: every second order is an offer request to two disposers (one offer, one decline,
 *   the acceptance) before it is confirmed, delivered and placed; every fourth gets an extra emptying as
 *   a follow-up order (own stream, ordered and accepted).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AuftragStatus } from '@abfallportal/common/auftrag';
import {
  AUFTRAG_SCHEMA_VERSION,
  demoBestellung,
  inTagen,
  type AuftragAufgegeben,
  type AuftragStatusGeaendert,
} from '../../backend/src/auftraege';
import { loadDemoData } from '../../backend/src/demo/loadDemoData';
import type { EventMetadata, NewEvent } from '../../backend/src/eventstore/eventStore';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import { createAuftragPreisPort } from '../../backend/src/leistungen';
import { loadReferenzdaten } from '../../backend/src/stammdaten/loadReferenzdaten';
import { auftragProjection } from '../../projections/src/auftraege/auftragProjection';
import { formatReport } from '../../projections/src/replayReport';
import { rebuildProjection } from '../../projections/src/runtime/rebuildProjection';
import { cpuSeconds, machineLine, startBenchDatabase } from './benchSupport';

const ORDERS = Number(process.argv[2] ?? 50_000);
type Mix = 'lieferung' | 'angebote+folge';
const CONCURRENCY = 16;
const SCHRITTE: { aktion: string; von: AuftragStatus; nach: AuftragStatus }[] = [
  { aktion: 'bestellungAnnehmen', von: 'BESTELLUNG', nach: 'BESTELLUNG_BESTAETIGT' },
  { aktion: 'anlieferungStarten', von: 'BESTELLUNG_BESTAETIGT', nach: 'IN_ANLIEFERUNG' },
  { aktion: 'behaelterGestellt', von: 'IN_ANLIEFERUNG', nach: 'VOR_ORT' },
];

/** Metadata as commandMetaVon and the command handler write it. */
const meta = (actorId: string, tenantId: string | null): EventMetadata => {
  const commandId = randomUUID();
  return {
    actorId,
    actingAsId: null,
    tenantId,
    commandId,
    correlationId: commandId,
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: AUFTRAG_SCHEMA_VERSION,
  };
};

/** Runs `work(i)` for i in 0..n-1, `CONCURRENCY` at a time. */
const parallel = async (n: number, work: (i: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) await work(next++);
    }),
  );
};

const run = async (mix: Mix): Promise<number> => {
  const bench = await startBenchDatabase();
  const { db } = bench;
  try {
    await loadReferenzdaten(db);
    await loadDemoData(db);
    const store = createPostgresEventStore(db);
    console.log(await machineLine(db));

    // The demo world: Musterbau's owner orders at its three sites from Entsorgung Nord.
    const body = await demoBestellung(db);
    const stellen = (await db('anfallstelle').where({ erzeuger_id: body.erzeugerId }).orderBy('id').pluck('id')) as number[];
    const inhaber = (await db('benutzer').where({ email: 'inhaber@musterbau.example' }).first('id')) as { id: number };
    const dispo = (await db('benutzer').where({ email: 'dispo@entsorgung-nord.example' }).first('id')) as { id: number };
    const behaelter = (await db('behaeltertyp').where({ id: body.behaelterId }).first('bezeichnung')) as { bezeichnung: string };
    const preis = await createAuftragPreisPort(db).preis({
      erzeugerId: body.erzeugerId,
      anfallstelleId: body.anfallstelleId,
      entsorgerId: body.entsorgerId!,
      abfallschluessel: body.abfallschluessel,
      behaelterId: body.behaelterId,
      datum: body.wunschLiefertermin,
      anzahl: body.anzahl,
      fraktionId: body.fraktionId,
      abholDatum: body.wunschAbholtermin ?? null,
    });
    const gefunden = preis.ergebnis === 'GEFUNDEN';
    const ids = Array.from({ length: ORDERS }, () => randomUUID());

    const aufgegeben = (i: number): NewEvent => {
      const data: AuftragAufgegeben['data'] = {
        vorgangsnummer: `V-2026-${String(1000 + i).padStart(6, '0')}`,
        auftragsart: 'BEHAELTERSTELLUNG',
        status: 'BESTELLUNG',
        erzeugerId: body.erzeugerId,
        anfallstelleId: stellen[i % stellen.length]!,
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
        leistungId: gefunden ? preis.leistungId : null,
        geschaetzterPreis: gefunden ? preis.summeNetto : null,
        bestellerId: inhaber.id,
        angefragteEntsorgerIds: [],
        freigeberId: null,
        hauptauftragId: null,
      };
      return { id: randomUUID(), type: 'AuftragAufgegeben', data, metadata: meta(String(inhaber.id), String(body.erzeugerId)) };
    };
    const statusGeaendert = (schritt: (typeof SCHRITTE)[number]): NewEvent => {
      const data: AuftragStatusGeaendert['data'] = { aktion: schritt.aktion, von: schritt.von, nach: schritt.nach, ueberToken: false };
      return { id: randomUUID(), type: 'AuftragStatusGeaendert', data, metadata: meta(String(dispo.id), null) };
    };

    const west = (await db('entsorger').where({ name: 'Container-Dienst West GmbH' }).first('id')) as { id: number };
    const anfrage = (i: number): boolean => mix === 'angebote+folge' && i % 2 === 0;
    const folge = (i: number): boolean => mix === 'angebote+folge' && i % 4 === 0;
    const event = (type: string, data: Record<string, unknown>, actor: number, tenant: string | null): NewEvent => ({
      id: randomUUID(),
      type,
      data,
      metadata: meta(String(actor), tenant),
    });
    const erzeuger = String(body.erzeugerId);
    const nord = body.entsorgerId!;
    const angebotsSchritte = (i: number): NewEvent[] => [
      event(
        'AngebotAbgegeben',
        {
          entsorgerId: nord,
          angebotsnummer: `V-2026-${String(1000 + i).padStart(6, '0')}-A1`,
          preis: 480,
          kommentar: null,
          pdfDateiId: null,
          ueberToken: true,
        },
        dispo.id,
        null,
      ),
      event('AnfrageAbgelehnt', { entsorgerId: west.id, begruendung: 'Keine Kapazität', ueberToken: true }, dispo.id, null),
      event(
        'AngebotAngenommen',
        { entsorgerId: nord, preis: 480, kommentar: null, wunschtermin: inTagen(3 + (i % 10)), abgelehnteEntsorgerIds: [] },
        inhaber.id,
        erzeuger,
      ),
    ];
    const folgeIds = new Map<number, string>();
    const zusatzleerung = (i: number): NewEvent => {
      const haupt = aufgegeben(i).data as AuftragAufgegeben['data'];
      const data: AuftragAufgegeben['data'] = {
        ...haupt,
        vorgangsnummer: `V-2026-${String(500_000 + i).padStart(6, '0')}`,
        auftragsart: 'ZUSATZLEERUNG',
        status: 'ZUSATZLEERUNG_BEAUFTRAGT',
        entsorgerId: nord,
        wunschAbholtermin: null,
        hauptauftragId: ids[i]!,
      };
      return event('AuftragAufgegeben', data, inhaber.id, erzeuger);
    };

    let started = Date.now();
    await parallel(ORDERS, async (i) => {
      const e = aufgegeben(i);
      if (anfrage(i)) {
        const data = e.data as AuftragAufgegeben['data'];
        e.data = {
          ...data,
          status: 'WARTEN_AUF_ANGEBOT',
          entsorgerId: null,
          angefragteEntsorgerIds: [nord, west.id],
          leistungId: null,
          geschaetzterPreis: null,
        };
      }
      await store.appendToStream(`auftrag-${ids[i]}`, [e], { expectedRevision: 'no_stream' });
    });
    // The answers to the offer requests, one command each, as the token links and the producer send them.
    for (let schritt = 0; schritt < 3; schritt++) {
      await parallel(ORDERS, async (i) => {
        if (!anfrage(i)) return;
        await store.appendToStream(`auftrag-${ids[i]}`, [angebotsSchritte(i)[schritt]!], { expectedRevision: schritt });
      });
    }
    for (const [revision, schritt] of SCHRITTE.entries()) {
      await parallel(ORDERS, async (i) => {
        const vorher = anfrage(i) ? 3 : 0;
        await store.appendToStream(`auftrag-${ids[i]}`, [statusGeaendert(schritt)], { expectedRevision: revision + vorher });
      });
    }
    // Follow-up orders: an extra emptying, ordered and accepted, in a stream of its own.
    await parallel(ORDERS, async (i) => {
      if (!folge(i)) return;
      const id = randomUUID();
      folgeIds.set(i, id);
      await store.appendToStream(`auftrag-${id}`, [zusatzleerung(i)], { expectedRevision: 'no_stream' });
    });
    await parallel(ORDERS, async (i) => {
      const id = folgeIds.get(i);
      if (!id) return;
      const data: AuftragStatusGeaendert['data'] = {
        aktion: 'zusatzleerungAnnehmen',
        von: 'ZUSATZLEERUNG_BEAUFTRAGT',
        nach: 'ZUSATZLEERUNG_BESTAETIGT',
        ueberToken: true,
      };
      await store.appendToStream(`auftrag-${id}`, [event('AuftragStatusGeaendert', data, dispo.id, null)], { expectedRevision: 0 });
    });
    const appendSeconds = (Date.now() - started) / 1000;
    await db.raw('VACUUM ANALYZE eventstore_events');
    const events = await store.countAfter(null);
    console.log(
      `Mischung ${mix}: Ereignisse angehängt: ${events} (${ORDERS} Aufträge) in ${appendSeconds.toFixed(1)} s (${Math.round(events / appendSeconds)}/s, ein Append je Kommando, ${CONCURRENCY} parallel)`,
    );

    // Reading alone, to tell the event store's share from the handler's.
    started = Date.now();
    for (let from: string | null = null; ;) {
      const batch = await store.readAll({ from, limit: 5000 });
      if (batch.events.length === 0) break;
      from = batch.checkpoint;
    }
    const readSeconds = (Date.now() - started) / 1000;
    console.log(`Nur Lesen (readAll, 5000 je Batch): ${Math.round(events / readSeconds)} Ereignisse/s (${readSeconds.toFixed(1)} s)`);

    const cpuVorher = cpuSeconds();
    const report = await rebuildProjection({ db, eventStore: store, projection: auftragProjection });
    const cpuNachher = cpuSeconds();
    console.log(formatReport(report));
    const cpuNode = cpuNachher.node - cpuVorher.node;
    const cpuPg = cpuNachher.postgres === null || cpuVorher.postgres === null ? null : cpuNachher.postgres - cpuVorher.postgres;
    console.log(
      `CPU-Zeit des Neuaufbaus: Node ${cpuNode.toFixed(1)} s, PostgreSQL ${cpuPg === null ? 'unbekannt' : `${cpuPg.toFixed(1)} s`}` +
        (cpuPg === null
          ? ''
          : `; zusammen ${(cpuNode + cpuPg).toFixed(1)} s auf ${os.cpus().length} Kernen, also mindestens ${((cpuNode + cpuPg) / os.cpus().length).toFixed(1)} s, ` +
            `höchstens ${Math.round(events / ((cpuNode + cpuPg) / os.cpus().length))} Ereignisse/s bei voller Überlappung`),
    );
    console.log(
      `Anteil Lesen an der Neuaufbau-Zeit: ${((100 * readSeconds) / report.seconds).toFixed(0)} % (Lesen ${readSeconds.toFixed(1)} s von ${report.seconds.toFixed(1)} s)`,
    );
    const [u] = (await db('auftrag_uebersicht').count({ n: '*' })) as { n: string }[];
    const [h] = (await db('auftrag_historie').count({ n: '*' })) as { n: string }[];
    const [vorOrt] = (await db('auftrag_uebersicht').where({ status: 'VOR_ORT' }).whereNot('erzeuger_name', '').count({ n: '*' })) as {
      n: string;
    }[];
    console.log(`Zeilen: auftrag_uebersicht ${u?.n} (davon VOR_ORT mit Erzeugername ${vorOrt?.n}), auftrag_historie ${h?.n}`);
    console.log(
      `Ziel ≥ 50.000 Ereignisse/s: ${report.eventsPerSecond >= 50_000 ? 'erreicht' : 'VERFEHLT'} (${Math.round(report.eventsPerSecond)}/s); ${(await machineLine(db)).replace(/^.*Last/, 'Last')}`,
    );
    await store.close();
    return report.eventsPerSecond;
  } finally {
    await bench.stop();
  }
};

const main = async (): Promise<void> => {
  const heute = await run('lieferung');
  const neu = await run('angebote+folge');
  const anteil = neu / heute;
  console.log(
    `Neuaufbau mit Angeboten und Folgeaufträgen: ${Math.round(neu)} Ereignisse/s neben ${Math.round(heute)}/s für heutige Lieferaufträge ` +
      `(${(anteil * 100).toFixed(0)} %; Ziel: höchstens ein Fünftel weniger, also ≥ 80 %: ${anteil >= 0.8 ? 'erreicht' : 'VERFEHLT'})`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
