import {
  benutzerberechtigungAntwortSchema,
  verwalteterBenutzerSchema,
  type Benutzerberechtigung,
  type VerwalteterBenutzer,
} from '@abfallportal/common/benutzerverwaltung';
import type { Rolle } from '@abfallportal/common/permissions';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import type { ListSpec, TenantScope } from '../platform/http/listQuery';
import { BENUTZER_NICHT_GEFUNDEN } from './benutzerverwaltungZugriff';

const SPALTEN = [
  'id',
  'email',
  'anrede',
  'vorname',
  'nachname',
  'telefon',
  'rolle',
  'erzeuger_id',
  'bestellwert_grenze',
  'aktiv',
  'zugangsdaten_gesendet_am',
  'unterschrift_zusatz',
  'version',
] as const;

export type BenutzerRow = {
  id: number;
  email: string;
  anrede: 'FRAU' | 'HERR' | null;
  vorname: string;
  nachname: string;
  telefon: string | null;
  rolle: Rolle;
  erzeuger_id: number;
  bestellwert_grenze: string | null;
  aktiv: boolean;
  zugangsdaten_gesendet_am: Date | null;
  unterschrift_zusatz: string | null;
  version: number;
};

export const toVerwalteterBenutzer = (r: Record<string, unknown>): VerwalteterBenutzer => {
  const row = r as BenutzerRow;
  return verwalteterBenutzerSchema.parse({
    id: row.id,
    email: row.email,
    anrede: row.anrede,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: row.telefon,
    rolle: row.rolle,
    erzeugerId: row.erzeuger_id,
    bestellwertGrenze: row.bestellwert_grenze === null ? null : Number(row.bestellwert_grenze),
    aktiv: row.aktiv,
    zugangsdatenGesendetAm: row.zugangsdaten_gesendet_am?.toISOString() ?? null,
    unterschriftZusatz: row.unterschrift_zusatz,
    version: row.version,
  });
};

/** GET /api/v1/erzeuger/{id}/benutzer: only producer users (staff accounts are managed elsewhere). */
export const BENUTZER_LISTE: ListSpec<{ aktiv?: boolean }> = {
  resource: 'benutzer',
  from: (db) =>
    db('benutzer')
      .select(...SPALTEN)
      .whereNotNull('erzeuger_id'),
  scopeColumns: { erzeuger: 'erzeuger_id' },
  sortable: {
    id: { column: 'id' },
    nachname: { column: 'nachname', text: true },
    vorname: { column: 'vorname', text: true },
    email: { column: 'email', text: true },
    rolle: { column: 'rolle' },
    bestellwertGrenze: { column: 'bestellwert_grenze' },
    aktiv: { column: 'aktiv' },
    zugangsdatenGesendetAm: { column: 'zugangsdaten_gesendet_am' },
  },
  defaultSort: ['nachname', 'ASC'],
  idColumn: 'id',
  searchSql: "lower(vorname || ' ' || nachname || ' ' || email) LIKE ?",
  filterSchema: z.object({ aktiv: z.boolean().optional() }),
  applyFilter: (query, filter) => {
    if (filter.aktiv !== undefined) void query.where('aktiv', filter.aktiv);
  },
};

/** One producer user within the scope, locked when changed in a transaction; 404 otherwise. */
export const loadBenutzerImScope = async (
  db: Db | Knex.Transaction,
  id: number,
  scope: TenantScope,
  sperren = false,
): Promise<BenutzerRow> => {
  const query = db('benutzer')
    .where({ id })
    .whereNotNull('erzeuger_id')
    .first(...SPALTEN);
  if (scope.type === 'erzeuger') void query.andWhere('erzeuger_id', scope.erzeugerId);
  if (scope.type === 'entsorger') throw nichtGefunden(BENUTZER_NICHT_GEFUNDEN);
  if (sperren) void query.forUpdate();
  const row = (await query) as BenutzerRow | undefined;
  if (!row) throw nichtGefunden(BENUTZER_NICHT_GEFUNDEN);
  return row;
};

/** The user's permissions with the account's version (a permission change is an edit of the account). */
export const loadBerechtigungen = async (db: Db | Knex.Transaction, benutzerId: number): Promise<Benutzerberechtigung> => {
  const row = (await db('benutzer')
    .where({ id: benutzerId })
    .first(
      'version',
      db.raw('ARRAY(SELECT berechtigung FROM benutzer_berechtigung WHERE benutzer_id = benutzer.id ORDER BY 1) AS berechtigungen'),
    )) as { version: number; berechtigungen: string[] } | undefined;
  if (!row) throw nichtGefunden(BENUTZER_NICHT_GEFUNDEN);
  return benutzerberechtigungAntwortSchema.parse({ id: benutzerId, ...row });
};
