import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { text } from '@abfallportal/common/validation';
import { ungueltig } from '../domainError';
import type { Db } from '../db';
import { listTotal, seitenGesamt } from './listTotal';
import type { TenantScope } from './tenantScope';

export type { TenantScope };

type SortField = { column: string; /** Text columns sort in German order (ä with a), case-insensitive. */ text?: boolean };

export type ListSpec<Filter extends Record<string, unknown>> = {
  /** Name in the Content-Range header. */
  resource: string;
  /** The base query (table or view) with every column the rows need. */
  from: (db: Db) => Knex.QueryBuilder;
  /** Columns that hold the producer and the disposer id, for the tenant scope. */
  /**
   * Whose rows a scoped user sees: the producer's column, and the disposer's column or condition
   * (orders: the disposer's own orders and the offer requests it was asked for).
   */
  scopeColumns: { erzeuger: string; entsorger?: string | ((query: Knex.QueryBuilder, entsorgerId: number) => void) };
  sortable: Record<string, SortField>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Column that tie-breaks equal sort values, so paging is stable. */
  idColumn: string;
  /**
   * SQL condition for the `q` filter with one `?` for the lower-cased LIKE pattern, e.g.
   * `lower(name) LIKE ?` or `id IN (SELECT id FROM suche WHERE suchtext LIKE ?)` (index it with pg_trgm).
   * As a function it gets the tenant scope and returns the condition with the pattern's `?` first and
   * its own bindings after it: a search table that carries the scope column can then narrow by both
   * in one index, instead of matching the text across every tenant first.
   */
  searchSql?: string | ((scope: TenantScope) => { sql: string; bindings: readonly (string | number)[] });
  /**
   * Page by ids first, then read the page's rows: for wide rows in a large table, where an index
   * covers filter and sort (read without the table) and only 25 wide rows should be fetched.
   * Sort columns must then be columns of the table, not aliases of `from`'s select.
   */
  deferredJoin?: boolean;
  /** Further filters: their schema and how each narrows the query. */
  filterSchema: z.ZodType<Filter>;
  applyFilter: (query: Knex.QueryBuilder, filter: Filter) => void;
  /** Up to how many rows a list of every tenant counts exactly (default `EXAKT_BIS`, listTotal.ts); tests lower it. */
  exaktBis?: number;
};

const MAX_SEITE = 1000;

const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `Parameter ${name} ist kein gültiges JSON.` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

const ListParams = z.object({
  sort: jsonParam(z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < MAX_SEITE, `Höchstens ${MAX_SEITE} Einträge je Seite.`),
    'range',
  ),
  filter: jsonParam(z.record(z.string(), z.unknown()), 'filter'),
});

/** The search text: what PostgreSQL can bind (no NUL, no lone surrogate), trimmed. */
const SUCHTEXT = text().trim().max(200, 'Der Suchtext darf höchstens 200 Zeichen lang sein.');

/** Escapes LIKE wildcards, so a search for "50%" finds "50%" and not everything starting with 50. */
const likeMuster = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one list helper for the react-admin simple-rest protocol (`sort`, `range`, `filter`, answer
 * with `Content-Range`). Every list of the portal goes through it: tenant scope, case-insensitive
 * search, German text order, stable paging.
 */
export const listQuery = async <Filter extends Record<string, unknown>, Row>(
  db: Db,
  req: Request,
  res: Response,
  spec: ListSpec<Filter>,
  scope: TenantScope,
  toRow: (row: Record<string, unknown>) => Row,
): Promise<void> => {
  const params = ListParams.safeParse(req.query);
  if (!params.success) throw ungueltig(params.error.issues[0]?.message ?? 'Ungültige Listenparameter.');
  const { q, ...rest } = params.data.filter ?? {};
  const filter = spec.filterSchema.safeParse(rest);
  if (!filter.success) throw ungueltig(`Ungültiger Filter: ${filter.error.issues[0]?.message ?? ''}`.trim());
  const [field, direction] = params.data.sort ?? spec.defaultSort;
  // Own keys only: "__proto__" or "constructor" would find Object.prototype's members and build SQL from them.
  const sort = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!sort) throw ungueltig(`Nach „${field}“ kann nicht sortiert werden.`);
  const suche = typeof q === 'string' ? SUCHTEXT.safeParse(q) : undefined;
  if (suche && !suche.success) throw ungueltig(suche.error.issues[0]?.message ?? 'Ungültiger Suchtext.');
  const [start, end] = params.data.range ?? [0, 24];

  const query = spec.from(db);
  if (scope.type === 'erzeuger') query.where(spec.scopeColumns.erzeuger, scope.erzeugerId);
  if (scope.type === 'entsorger') {
    if (!spec.scopeColumns.entsorger) throw new Error(`${spec.resource}: Liste kennt keine Entsorger-Sicht`);
    const entsorger = spec.scopeColumns.entsorger;
    if (typeof entsorger === 'function') entsorger(query, scope.entsorgerId);
    else query.where(entsorger, scope.entsorgerId);
  }
  if (suche?.data && spec.searchSql) {
    const search = typeof spec.searchSql === 'string' ? { sql: spec.searchSql, bindings: [] } : spec.searchSql(scope);
    query.whereRaw(search.sql, [likeMuster(suche.data), ...search.bindings]);
  }
  spec.applyFilter(query, filter.data);

  const dir = direction.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  // Descending is the exact mirror of ascending (empty values last, then first), so one ascending
  // index per sort column serves both directions, read forwards or backwards.
  const nulls = dir === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST';
  const order = sort.text ? `${sort.column} COLLATE "de-x-icu" ${dir} ${nulls}` : `${sort.column} ${dir} ${nulls}`;
  const ordered = (q: Knex.QueryBuilder) => q.orderByRaw(`${order}, ${spec.idColumn} ${dir}`);
  const seitenGroesse = end - start + 1;
  // A list of every tenant may answer an estimated total: one row beyond the page says whether another follows.
  const vorschau = scope.type === 'alle' ? 1 : 0;
  const page = (q: Knex.QueryBuilder) =>
    ordered(q)
      .offset(start)
      .limit(seitenGroesse + vorschau);
  const rowsQuery = spec.deferredJoin
    ? ordered(spec.from(db).whereIn(spec.idColumn, page(query.clone().clearSelect().select(spec.idColumn))))
    : page(query.clone());
  const [gefunden, gesamt] = await Promise.all([
    rowsQuery as Promise<Record<string, unknown>[]>,
    listTotal(db, query, scope, spec.exaktBis),
  ]);
  const rows = gefunden.slice(0, seitenGroesse);
  const total = seitenGesamt(gesamt, start, seitenGroesse, gefunden.length);
  const last = rows.length === 0 ? start : start + rows.length - 1;
  res
    .set('Content-Range', `${spec.resource} ${start}-${last}/${total}`)
    .set('Access-Control-Expose-Headers', 'Content-Range')
    .json(rows.map(toRow));
};
