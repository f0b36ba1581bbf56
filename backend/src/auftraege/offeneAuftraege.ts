import {
  AUFTRAG_FINDEN_MAX,
  OFFENE_STATUS,
  type AuftragFinden,
  type OffenSortierung,
  type OffeneAuftraegeAntwort,
  type OffeneAuftraegeQuery,
} from '@abfallportal/common/auftragOffen';
import { istDringend } from '@abfallportal/common/auftrag';
import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Db } from '../platform/db';
import type { TenantScope } from '../platform/http/listQuery';
import { DUE } from './auftragQueries';
import { LISTE_SPALTEN, toListeEintrag } from './auftragListeZeile';
import { erzeugerSucheMitIds } from './erzeugerSuche';
import { AUFTRAG_TABELLEN, anzahlInStatus } from './lesemodell';

type Sortierung = { column: string; /** German order, case-insensitive, like the list helper. */ text?: boolean };

/** sortBy → column; each has a partial index over the open statuses (projections/src/auftraege/auftragTabellen.ts). */
const SORTIERUNG: Record<OffenSortierung, Sortierung> = {
  dueInDays: { column: 'faellig_am' },
  vorgangsnummer: { column: 'vorgangsnummer' },
  status: { column: 'status' },
  erzeugerName: { column: 'erzeuger_name', text: true },
  anfallstelleName: { column: 'anfallstelle_name', text: true },
  entsorgerName: { column: 'entsorger_name', text: true },
  fraktion: { column: 'fraktion', text: true },
  erstelltAm: { column: 'erstellt_am' },
};

const imScope = (query: Knex.QueryBuilder, scope: TenantScope): void => {
  if (scope.type === 'erzeuger') query.where('erzeuger_id', scope.erzeugerId);
  if (scope.type === 'entsorger') query.where('entsorger_id', scope.entsorgerId);
};

const mitDringend = (r: unknown) => {
  const eintrag = toListeEintrag(r);
  return { ...eintrag, urgent: istDringend(eintrag.dueInDays) };
};

const gezaehltSchema = z.object({ n: z.number().int() });

// count(*) is bigint, a number by platform/pgTypes.ts.
const gezaehltIn = async (basis: Knex.QueryBuilder): Promise<number> =>
  gezaehltSchema.parse(await basis.clone().count({ n: '*' }).first()).n;

/**
 * GET /auftrag/offen (spec § 2 /admin/auftraege, § 7): one page of the orders in the chosen
 * statuses (default: every open one), sorted like the list helper sorts (ascending with empty
 * values last, descending its exact mirror, the id breaking ties), so one index serves both directions.
 */
export const ladeOffeneAuftraege = async (db: Db, scope: TenantScope, q: OffeneAuftraegeQuery): Promise<OffeneAuftraegeAntwort> => {
  const sort = SORTIERUNG[q.sortBy];
  const dir = q.sortDesc ? 'DESC' : 'ASC';
  const nulls = q.sortDesc ? 'NULLS FIRST' : 'NULLS LAST';
  const spalte = sort.text ? `${sort.column} COLLATE "de-x-icu"` : sort.column;
  const ordnen = (query: Knex.QueryBuilder) => query.orderByRaw(`${spalte} ${dir} ${nulls}, id ${dir}`);

  const basis = db(AUFTRAG_TABELLEN.uebersicht).whereIn('status', q.status ?? OFFENE_STATUS);
  imScope(basis, scope);
  if (q.erzeugerSearch) await erzeugerSucheMitIds(db, basis, q.erzeugerSearch);

  // Page by ids first (read from the sort index), then fetch only the page's wide rows.
  const seite = ordnen(basis.clone().select('id'))
    .offset((q.page - 1) * q.pageSize)
    .limit(q.pageSize);
  const [rows, gesamt] = await Promise.all([
    ordnen(
      db(AUFTRAG_TABELLEN.uebersicht)
        .select(...LISTE_SPALTEN, db.raw(`${DUE} AS due_in_days`))
        .whereIn('id', seite),
    ) as Promise<unknown[]>,
    // Every order in these statuses: the per-status counters the order projection keeps.
    scope.type === 'alle' && !q.erzeugerSearch ? anzahlInStatus(db, q.status ?? OFFENE_STATUS) : gezaehltIn(basis),
  ]);
  return { eintraege: rows.map(mitDringend), gesamt, page: q.page, pageSize: q.pageSize };
};

/**
 * POST /auftrag/find (spec § 7): orders by order number (exact or its beginning, any case) and/or
 * producer, within the user's scope (staff every tenant, a producer its own, a disposer those
 * placed with it); at most 20, newest first.
 */
export const findeAuftraege = async (db: Db, scope: TenantScope, body: AuftragFinden): Promise<AuftragListeEintrag[]> => {
  const query = db(AUFTRAG_TABELLEN.uebersicht).select(...LISTE_SPALTEN, db.raw(`${DUE} AS due_in_days`));
  imScope(query, scope);
  if (body.vorgangsnummer) {
    query.where('vorgangsnummer', 'like', `${body.vorgangsnummer.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (body.erzeugerSearch) await erzeugerSucheMitIds(db, query, body.erzeugerSearch);
  // The exact number first, then the newest.
  const rows: unknown[] = await query
    .orderByRaw('(vorgangsnummer = ?) DESC, erstellt_am DESC, id DESC', [body.vorgangsnummer?.toUpperCase() ?? ''])
    .limit(AUFTRAG_FINDEN_MAX);
  return rows.map(toListeEintrag);
};
