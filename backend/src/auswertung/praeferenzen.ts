import { praeferenzParamsSchema, type PraeferenzAntwort, type PraeferenzScope } from '@abfallportal/common/auswertung';
import { PRAEFERENZ_WERT_SCHEMAS } from '@abfallportal/common/praeferenzen';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ungueltig } from '../platform/domainError';
import { updateVersioned, versionConflict } from '../platform/http/version';

/**
 * User preferences with scope (issue 21, spec § 3): one JSON value per user and scope, versioned like
 * every record (If-Match; 409 VERSION_KONFLIKT, 428 VERSION_FEHLT). A scope never saved reads as
 * `{wert: null, version: 0}`, and the first save sends `If-Match: 0`.
 *
 * Whose preferences: always those of the user the session is (`BenutzerInfo.id`); staff acting as a
 * user therefore see and change that user's layout, as the user would see it (docs/decisions.md).
 */

const TABELLE = 'benutzer_praeferenz';

export const UNBEKANNTE_EINSTELLUNG = 'Diese Einstellung gibt es nicht.';

/** The scope of a path, or 400 with a German message. */
export function praeferenzScope(params: unknown): PraeferenzScope {
  const parsed = praeferenzParamsSchema.safeParse(params);
  if (!parsed.success) throw ungueltig(UNBEKANNTE_EINSTELLUNG, { errors: { scope: UNBEKANNTE_EINSTELLUNG } });
  return parsed.data.scope;
}

/** The value checked by its scope's schema (field errors under `wert.…`, defaults filled in). */
export function pruefeWert(scope: PraeferenzScope, wert: unknown): unknown {
  return z.object({ wert: PRAEFERENZ_WERT_SCHEMAS[scope] }).parse({ wert }).wert;
}

export async function ladePraeferenz(db: Knex, benutzerId: number, scope: PraeferenzScope): Promise<PraeferenzAntwort> {
  const zeile = (await db(TABELLE).where({ benutzer_id: benutzerId, scope }).first('wert', 'version')) as
    { wert: unknown; version: number } | undefined;
  if (!zeile) return { scope, wert: null, version: 0 };
  // A value kept under an older schema is read leniently: what no longer parses reads as "never saved".
  const geprueft = PRAEFERENZ_WERT_SCHEMAS[scope].safeParse(zeile.wert);
  return { scope, wert: geprueft.success ? geprueft.data : null, version: zeile.version };
}

/** Saves the value if the user saw version `erwartet` (0: never saved); answers the new state. */
export async function speicherePraeferenz(
  db: Knex,
  benutzerId: number,
  scope: PraeferenzScope,
  wert: unknown,
  erwartet: number,
): Promise<PraeferenzAntwort> {
  const geprueft = pruefeWert(scope, wert);
  const json = JSON.stringify(geprueft);
  if (erwartet === 0) {
    const neu = (await db(TABELLE)
      .insert({ benutzer_id: benutzerId, scope, wert: json, version: 1 })
      .onConflict(['benutzer_id', 'scope'])
      .ignore()
      .returning('version')) as { version: number }[];
    if (!neu[0]) throw versionConflict();
    return { scope, wert: geprueft, version: 1 };
  }
  const where = { benutzer_id: benutzerId, scope };
  const gibtEs = await db(TABELLE).where(where).first(db.raw('1 AS x'));
  if (!gibtEs) throw versionConflict();
  const version = await updateVersioned(db, TABELLE, where, erwartet, { wert: json, geaendert_am: db.fn.now() });
  return { scope, wert: geprueft, version };
}
