import {
  evolveAuftrag,
  initialAuftragState,
  istNeu,
  readAuftragEvent,
  type AuftragDaten,
  type AuftragEvent,
} from '@abfallportal/backend/auftraege';
import type { EventStore, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Knex } from 'knex';

/**
 * What every mail reactor of the orders needs besides its own text (docs/decisions.md, "Mail-Reaktoren:
 * Auftragsfakten aus dem Stream"): which of its mails the outbox already holds, the order's facts as of
 * the event that causes the mail, and the names and addresses the mail shows.
 *
 * The facts come from the order's own stream, folded with `evolveAuftrag` up to the causing event's
 * revision: they exist as soon as the event does, whatever the read models have done so far (a fresh
 * start runs the reactors before the order projection has created its tables), and they are the
 * facts of that moment, also on a redelivery.
 */

export const AUFTRAG_PREFIX = 'auftrag-';

/** The order id of an event of an order stream, else null. */
export const auftragIdVon = (e: StoredEvent): string | null =>
  e.streamId.startsWith(AUFTRAG_PREFIX) ? e.streamId.slice(AUFTRAG_PREFIX.length) : null;

export const leseAuftragEvent = (e: StoredEvent): AuftragEvent =>
  readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });

/** The ids among `mailIds` the outbox already holds: their events were handled before (redelivery, replay). */
export const schonImPostausgang = async (trx: Knex.Transaction, mailIds: readonly string[]): Promise<Set<string>> => {
  if (mailIds.length === 0) return new Set();
  const rows = (await trx('mail_outbox')
    .whereIn('id', [...mailIds])
    .select('id')) as { id: string }[];
  return new Set(rows.map((r) => r.id));
};

/** An order's facts as of one revision of its stream (null: its newest). */
export type FaktenFrage = { auftragId: string; bisRevision: number | null };

const schluessel = (f: FaktenFrage): string => `${f.auftragId}@${f.bisRevision ?? 'neu'}`;

/**
 * The facts of each asked order, keyed by `faktenSchluessel`. A stream whose events from its start up to
 * the asked revision are all in the batch is folded from the batch; any other is read from the event
 * store, once per stream. An order whose stream does not (yet) hold the revision is left out.
 */
export const ladeAuftragFakten = async (
  eventStore: EventStore,
  batch: readonly StoredEvent[],
  fragen: readonly FaktenFrage[],
): Promise<Map<string, AuftragDaten>> => {
  const imStapel = new Map<string, StoredEvent[]>();
  for (const e of batch) {
    const id = auftragIdVon(e);
    if (id === null) continue;
    const liste = imStapel.get(id) ?? [];
    liste.push(e);
    imStapel.set(id, liste);
  }
  const gelesen = new Map<string, Promise<StoredEvent[]>>();
  const streamBis = async (f: FaktenFrage): Promise<StoredEvent[]> => {
    const ausStapel = (imStapel.get(f.auftragId) ?? []).filter((e) => f.bisRevision === null || e.streamRevision <= f.bisRevision);
    const vollstaendig =
      f.bisRevision !== null && ausStapel.length === f.bisRevision + 1 && ausStapel.every((e, i) => e.streamRevision === i);
    if (vollstaendig) return ausStapel;
    if (!gelesen.has(f.auftragId)) gelesen.set(f.auftragId, eventStore.readStream(`${AUFTRAG_PREFIX}${f.auftragId}`));
    const stream = await gelesen.get(f.auftragId)!;
    return stream.filter((e) => f.bisRevision === null || e.streamRevision <= f.bisRevision);
  };
  // The streams are read side by side, not one round trip after the other.
  const eindeutig = [...new Map(fragen.map((f) => [schluessel(f), f])).values()];
  const gefaltet = await Promise.all(
    eindeutig.map(async (f) => {
      const events = await streamBis(f);
      if (f.bisRevision !== null && events.length !== f.bisRevision + 1) return null;
      const state = events.reduce((s, e) => evolveAuftrag(s, leseAuftragEvent(e)), initialAuftragState());
      return istNeu(state) ? null : ([schluessel(f), state] as const);
    }),
  );
  return new Map(gefaltet.filter((z) => z !== null));
};

/** The key of an order's facts in the map of `ladeAuftragFakten`. */
export const faktenSchluessel = schluessel;

/** The facts as of `e` itself (the event that causes the mail); throws when its own stream cannot give them. */
export const faktenBeiEvent = (fakten: Map<string, AuftragDaten>, e: StoredEvent): AuftragDaten => {
  const id = auftragIdVon(e)!;
  const daten = fakten.get(schluessel({ auftragId: id, bisRevision: e.streamRevision }));
  if (!daten) throw new Error(`Mail-Reaktor: Auftrag ${id} bis Revision ${e.streamRevision} nicht im Event-Store`);
  return daten;
};

/** The frage for the facts as of `e`. */
export const frageBeiEvent = (e: StoredEvent): FaktenFrage => ({ auftragId: auftragIdVon(e)!, bisRevision: e.streamRevision });

/** Who and where of one mail: the ids an order's facts name (and, for an approval, the users). */
export type KontextFrage = {
  anfallstelleId: number;
  entsorgerId: number | null;
  fraktionId: number | null;
  abfallschluessel: string | null;
  freigeberId?: number | null;
  bestellerId?: number | null;
};

export type MailKontext = {
  entsorger_id: number | null;
  entsorger_email: string | null;
  entsorger_name: string | null;
  erzeuger_name: string;
  anfallstelle: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  fraktion: string | null;
  avv: string | null;
  freigeber_email: string | null;
  freigeber_name: string | null;
  besteller_name: string | null;
};

/**
 * The names and addresses of each asked mail (same order as `fragen`), read in one statement from the
 * reference data (migrated tables, present from the first start on). undefined: the site is unknown.
 */
export const ladeMailKontext = async (trx: Knex.Transaction, fragen: readonly KontextFrage[]): Promise<(MailKontext | undefined)[]> => {
  if (fragen.length === 0) return [];
  const { rows } = (await trx.raw(
    `SELECT x.nr, s.id AS entsorger_id, s.email AS entsorger_email, s.name AS entsorger_name, z.name AS erzeuger_name,
       a.name AS anfallstelle, a.strasse, a.plz, a.ort, f.bezeichnung AS fraktion, ak.anzeige || ' ' || ak.bezeichnung AS avv,
       fb.email AS freigeber_email, trim(fb.vorname || ' ' || fb.nachname) AS freigeber_name,
       trim(b.vorname || ' ' || b.nachname) AS besteller_name
     FROM unnest(?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::int[], ?::int[])
       AS x(nr, anfallstelle_id, entsorger_id, fraktion_id, abfallschluessel, freigeber_id, besteller_id)
     JOIN anfallstelle a ON a.id = x.anfallstelle_id
     JOIN erzeuger z ON z.id = a.erzeuger_id
     LEFT JOIN entsorger s ON s.id = x.entsorger_id
     LEFT JOIN fraktion f ON f.id = x.fraktion_id
     LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
     LEFT JOIN benutzer fb ON fb.id = x.freigeber_id
     LEFT JOIN benutzer b ON b.id = x.besteller_id`,
    // knex types its bindings without null; PostgreSQL's unnest takes the nulls as they are.
    [
      fragen.map((_, i) => i),
      fragen.map((f) => f.anfallstelleId),
      fragen.map((f) => f.entsorgerId),
      fragen.map((f) => f.fraktionId),
      fragen.map((f) => f.abfallschluessel),
      fragen.map((f) => f.freigeberId ?? null),
      fragen.map((f) => f.bestellerId ?? null),
    ] as unknown as readonly string[],
  )) as { rows: (MailKontext & { nr: number })[] };
  const nachNr = new Map(rows.map((r) => [r.nr, r]));
  return fragen.map((_, i) => nachNr.get(i));
};

/** The site's address as the mails print it: "Straße, PLZ Ort". */
export const adresse = (k: Pick<MailKontext, 'strasse' | 'plz' | 'ort'>): string =>
  [k.strasse, [k.plz, k.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');
