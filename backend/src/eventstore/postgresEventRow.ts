import pg from 'pg';
import type { StoredEvent } from './eventStore';

/**
 * Stored events as rows, decoded for speed: catch-up reading (DESIGN § 10) spends most of its
 * client time here. Rows come as arrays (no object per row with fifteen keys), data is parsed
 * with one JSON.parse, the metadata comes from its own columns (migration 006) without parsing,
 * and the timestamp and the global position stay text instead of a Date and a number that would
 * only be turned back into strings. The transaction id is aliased: an output column named
 * transaction_id would make ORDER BY transaction_id sort its text.
 */
export const EVENT_COLUMNS = `event_id, type, data, stream_id, stream_revision,
  transaction_id::text AS tx, global_position, recorded_at,
  actor_id, acting_as_id, tenant_id, correlation_id, causation_id, occurred_at, schema_version, command_id`;

type EventRow = [
  eventId: string,
  type: string,
  data: StoredEvent['data'],
  streamId: string,
  streamRevision: number,
  transactionId: string,
  globalPosition: string,
  recordedAt: string,
  actorId: string | null,
  actingAsId: string | null,
  tenantId: string | null,
  correlationId: string,
  causationId: string | null,
  occurredAt: string,
  schemaVersion: number,
  commandId: string | null,
];

const INT8 = 20;
const TIMESTAMPTZ = 1184;
const asText = (value: string): string => value;

/**
 * node-pg query options for EVENT_COLUMNS (knex passes them through with `.options()`). No
 * statement name: a named statement would be 10–20 % faster, but PostgreSQL would keep the plan it
 * made while the table was small (a scan) until the next ANALYZE.
 */
export const EVENT_ROW_OPTIONS = {
  rowMode: 'array',
  types: {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8 || oid === TIMESTAMPTZ ? asText : pg.types.getTypeParser(oid, format ?? 'text'),
  },
};

/**
 * toISOString() form, like the other adapters. The app's sessions run in UTC (db.ts), where
 * PostgreSQL writes "2026-11-22 08:48:15.123456+00"; any other form goes through Date.
 */
const isoTimestamp = (text: string): string => {
  if (!text.endsWith('+00') || text.length < 22) return new Date(text).toISOString();
  const fraction = text.length > 22 ? text.slice(20, -3) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(fraction + '000').slice(0, 3)}Z`;
};

export const toStoredEvent = (r: EventRow): StoredEvent => ({
  id: r[0],
  type: r[1],
  data: r[2],
  metadata: {
    actorId: r[8],
    actingAsId: r[9],
    tenantId: r[10],
    correlationId: r[11],
    causationId: r[12],
    occurredAt: isoTimestamp(r[13]),
    schemaVersion: r[14],
    ...(r[15] !== null && { commandId: r[15] }),
  },
  streamId: r[3],
  streamRevision: r[4],
  position: `${r[5]}:${r[6]}`,
  recordedAt: isoTimestamp(r[7]),
});

export type EventRows = { rows: EventRow[] };
