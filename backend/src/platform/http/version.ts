import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { nichtGefunden } from '../domainError';
import { FEHLER, HttpError } from './httpError';

/**
 * Versions on every edit (issue 17, item 5): the GET of a record sends `ETag: "<version>"`, every
 * edit sends it back in `If-Match`; a stale one answers 409, a missing one 428, and nothing changes.
 */
export const VERSION_MELDUNG = {
  konflikt: 'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.',
  fehlt: 'Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.',
} as const;

const VERSION = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/;

/** The version the client edited: `If-Match` (with or without quotes) or a multipart form's `version` field; else 428. */
export function expectedVersion(req: Request): number {
  const header = req.get('If-Match');
  const field = (req.body as { version?: unknown } | undefined)?.version;
  const raw = header ?? (typeof field === 'string' || typeof field === 'number' ? String(field) : undefined);
  const match = raw === undefined ? null : VERSION.exec(raw);
  if (!match) throw new HttpError(428, VERSION_MELDUNG.fehlt, { code: 'VERSION_FEHLT' });
  return Number(match[1]);
}

/** The 409 of a stale version. */
export function versionConflict(): HttpError {
  return new HttpError(409, VERSION_MELDUNG.konflikt, { code: 'VERSION_KONFLIKT' });
}

/**
 * One guarded UPDATE: `version = version + 1` where the row still has the expected version.
 * Returns the new version; throws versionConflict() when the row exists with another version,
 * nichtGefunden(notFound) when it does not exist.
 */
export async function updateVersioned(
  db: Knex | Knex.Transaction,
  table: string,
  where: Record<string, unknown>,
  expected: number,
  changes: Record<string, unknown>,
  notFound: string = FEHLER.nichtGefunden,
): Promise<number> {
  const rows = (await db(table)
    .where(where)
    .andWhere('version', expected)
    .update({ ...changes, version: db.raw('version + 1') }, ['version'])) as { version: number }[];
  if (rows[0]) return rows[0].version;
  if (await db(table).where(where).first(db.raw('1 AS x'))) throw versionConflict();
  throw nichtGefunden(notFound);
}

/** Sends the record's version as its ETag. */
export function sendVersion(res: Response, version: number): void {
  res.set('ETag', `"${version}"`);
}
