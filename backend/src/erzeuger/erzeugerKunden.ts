import type { ErzeugerKunde } from '@abfallportal/common/erzeugerWire';
import { z } from 'zod';
import type { ListSpec } from '../platform/http/listQuery';

const filterSchema = z.object({ freigegeben: z.boolean().optional() });
type Filter = z.infer<typeof filterSchema>;

const gemeinsam = {
  resource: 'erzeuger',
  sortable: { name: { column: 'e.name', text: true }, ort: { column: 'e.ort', text: true } },
  defaultSort: ['name', 'ASC'] as [string, 'ASC'],
  idColumn: 'e.id',
  searchSql: 'lower(concat_ws(chr(10), e.name, e.ort)) LIKE ?',
  filterSchema,
  applyFilter: (query: Parameters<ListSpec<Filter>['applyFilter']>[0], f: Filter) => {
    if (f.freigegeben !== undefined) query.where('e.freigegeben', f.freigegeben);
  },
};

/**
 * GET /api/v1/erzeuger/kunden for a disposer's user: the producers linked to the disposer by a
 * customer number (kundennummer is unique per producer and disposer, so no row twice). The
 * disposer scope of the list helper narrows it to the signed-in user's disposer.
 */
export const KUNDEN_DES_ENTSORGERS: ListSpec<Filter> = {
  ...gemeinsam,
  from: (db) =>
    db('erzeuger as e')
      .join('kundennummer as k', 'k.erzeuger_id', 'e.id')
      .whereNull('e.zusammengefuehrt_in_id')
      .select('e.id', 'e.name', 'e.ort', 'e.freigegeben', 'k.kundennummer'),
  scopeColumns: { erzeuger: 'e.id', entsorger: 'k.entsorger_id' },
};

/** The same call for staff: every producer (type ERZEUGER) that is not merged away. */
export const ALLE_KUNDEN: ListSpec<Filter> = {
  ...gemeinsam,
  from: (db) =>
    db('erzeuger as e')
      .where('e.typ', 'ERZEUGER')
      .whereNull('e.zusammengefuehrt_in_id')
      .select('e.id', 'e.name', 'e.ort', 'e.freigegeben', db.raw('NULL::text AS kundennummer')),
  scopeColumns: { erzeuger: 'e.id' },
};

export const toErzeugerKunde = (r: Record<string, unknown>): ErzeugerKunde => ({
  id: r.id as number,
  name: r.name as string,
  ort: (r.ort as string | null) ?? null,
  freigegeben: r.freigegeben as boolean,
  kundennummer: (r.kundennummer as string | null) ?? null,
});
