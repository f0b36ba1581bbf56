import type { AdminBenutzer, PersonalRolle } from '@abfallportal/common/adminBenutzer';
import { adminBenutzerAntwortSchema, PERSONAL_ROLLEN } from '@abfallportal/common/adminBenutzer';
import type { Permission } from '@abfallportal/common/permissions';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';

export const KONTO_NICHT_GEFUNDEN = 'Das Konto wurde nicht gefunden.';

const SPALTEN = [
  'id',
  'email',
  'anrede',
  'vorname',
  'nachname',
  'telefon',
  'rolle',
  'aktiv',
  'zugangsdaten_gesendet_am',
  'standard_erzeuger_id',
  'version',
] as const;

export type PersonalRow = {
  id: number;
  email: string;
  anrede: 'FRAU' | 'HERR' | null;
  vorname: string;
  nachname: string;
  telefon: string | null;
  rolle: PersonalRolle;
  aktiv: boolean;
  zugangsdaten_gesendet_am: Date | null;
  berechtigungen: Permission[] | null;
  standard_erzeuger_id: number | null;
  standard_erzeuger_name: string | null;
  version: number;
};

/** The default client's name beside its id. */
const standardErzeugerSql = (db: Db | Knex.Transaction) =>
  db.raw('(SELECT e.name FROM erzeuger e WHERE e.id = benutzer.standard_erzeuger_id) AS standard_erzeuger_name');

/** The account's permissions as one array, so a list page needs no second query. */
const berechtigungenSql = (db: Db | Knex.Transaction) =>
  db.raw(
    `coalesce((SELECT array_agg(bb.berechtigung ORDER BY bb.berechtigung) FROM benutzer_berechtigung bb
       WHERE bb.benutzer_id = benutzer.id), '{}') AS berechtigungen`,
  );

export const toAdminBenutzer = (r: Record<string, unknown>): AdminBenutzer => {
  const row = r as PersonalRow;
  return adminBenutzerAntwortSchema.parse({
    id: row.id,
    email: row.email,
    anrede: row.anrede,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: row.telefon,
    rolle: row.rolle,
    aktiv: row.aktiv,
    berechtigungen: row.berechtigungen ?? [],
    zugangsdatenGesendetAm: row.zugangsdaten_gesendet_am?.toISOString() ?? null,
    standardErzeuger:
      row.standard_erzeuger_id !== null && row.standard_erzeuger_name !== null
        ? { id: row.standard_erzeuger_id, name: row.standard_erzeuger_name }
        : null,
    version: row.version,
  });
};

/** GET /api/v1/benutzer/admins: only staff accounts; producer and disposer users never appear. */
export const PERSONAL_LISTE: ListSpec<{ rolle?: PersonalRolle; aktiv?: boolean }> = {
  resource: 'admins',
  from: (db) =>
    db('benutzer')
      .select(...SPALTEN, berechtigungenSql(db), standardErzeugerSql(db))
      .whereIn('rolle', PERSONAL_ROLLEN),
  scopeColumns: { erzeuger: 'erzeuger_id' },
  sortable: {
    id: { column: 'id' },
    nachname: { column: 'nachname', text: true },
    vorname: { column: 'vorname', text: true },
    email: { column: 'email', text: true },
    rolle: { column: 'rolle' },
    aktiv: { column: 'aktiv' },
    zugangsdatenGesendetAm: { column: 'zugangsdaten_gesendet_am' },
  },
  defaultSort: ['nachname', 'ASC'],
  idColumn: 'id',
  searchSql: "lower(vorname || ' ' || nachname || ' ' || email) LIKE ?",
  filterSchema: z.object({ rolle: z.enum(PERSONAL_ROLLEN).optional(), aktiv: z.boolean().optional() }),
  applyFilter: (query, filter) => {
    if (filter.rolle !== undefined) void query.where('rolle', filter.rolle);
    if (filter.aktiv !== undefined) void query.where('aktiv', filter.aktiv);
  },
};

/** One staff account, locked when changed in a transaction; any other id answers 404. */
export const loadPersonal = async (db: Db | Knex.Transaction, id: number, sperren = false): Promise<PersonalRow> => {
  const query = db('benutzer')
    .where({ id })
    .whereIn('rolle', PERSONAL_ROLLEN)
    .first(...SPALTEN, berechtigungenSql(db), standardErzeugerSql(db));
  if (sperren) void query.forUpdate();
  const row = (await query) as PersonalRow | undefined;
  if (!row) throw nichtGefunden(KONTO_NICHT_GEFUNDEN);
  return row;
};
