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
import type { Db } from '../platform/db';
import type { TenantScope } from '../platform/http/listQuery';
import { DUE, LISTE_SPALTEN, toListeEintrag } from './auftragQueries';
import { erzeugerSucheMitIds } from './erzeugerSuche';

type Sortierung = { column: string; /** German order, case-insensitive, like the list helper. */ text?: boolean };

/** sortBy → column; each has a partial index over the open statuses (auftragTabellen.ts). */
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

const mitDringend = (r: Record<string, unknown>) => {
  const eintrag = toListeEintrag(r);
  return { ...eintrag, urgent: istDringend(eintrag.dueInDays) };
};

const gezaehltIn = (basis: Knex.QueryBuilder): Promise<number> =>
  basis
    .clone()
    .count({ n: '*' })
    .first()
    .then((r) => Number((r as { n: string | number } | undefined)?.n ?? 0));

/** Every order in these statuses: the per-status counters the order projection keeps (auftragTabellen.ts). */
const gezaehlt = (db: Db, status: readonly string[]): Promise<number> =>
  db('auftrag_status_zaehler')
    .whereIn('status', status)
    .sum({ n: 'anzahl' })
    .first()
    .then((r) => Number((r as { n: string | number | null } | undefined)?.n ?? 0));

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

  const basis = db('auftrag_uebersicht').whereIn('status', q.status ?? OFFENE_STATUS);
  imScope(basis, scope);
  if (q.erzeugerSearch) await erzeugerSucheMitIds(db, basis, q.erzeugerSearch);

  // Page by ids first (read from the sort index), then fetch only the page's wide rows.
  const seite = ordnen(basis.clone().select('id'))
    .offset((q.page - 1) * q.pageSize)
    .limit(q.pageSize);
  const [rows, gesamt] = await Promise.all([
    ordnen(
      db('auftrag_uebersicht')
        .select(...LISTE_SPALTEN, db.raw(`${DUE} AS due_in_days`))
        .whereIn('id', seite),
    ) as Promise<Record<string, unknown>[]>,
    scope.type === 'alle' && !q.erzeugerSearch ? gezaehlt(db, q.status ?? OFFENE_STATUS) : gezaehltIn(basis),
  ]);
  return { eintraege: rows.map(mitDringend), gesamt, page: q.page, pageSize: q.pageSize };
};

/**
 * POST /auftrag/find (spec § 7): orders by order number (exact or its beginning, any case) and/or
 * producer, within the user's scope (staff every tenant, a producer its own, a disposer those
 * placed with it); at most 20, newest first.
 */
export const findeAuftraege = async (db: Db, scope: TenantScope, body: AuftragFinden): Promise<AuftragListeEintrag[]> => {
  const query = db('auftrag_uebersicht').select(...LISTE_SPALTEN, db.raw(`${DUE} AS due_in_days`));
  imScope(query, scope);
  if (body.vorgangsnummer) {
    query.where('vorgangsnummer', 'like', `${body.vorgangsnummer.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (body.erzeugerSearch) await erzeugerSucheMitIds(db, query, body.erzeugerSearch);
  // The exact number first, then the newest.
  const rows = (await query
    .orderByRaw('(vorgangsnummer = ?) DESC, erstellt_am DESC, id DESC', [body.vorgangsnummer?.toUpperCase() ?? ''])
    .limit(AUFTRAG_FINDEN_MAX)) as Record<string, unknown>[];
  return rows.map(toListeEintrag);
};
