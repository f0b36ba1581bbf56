import type { StellvertretungAenderungEintrag } from '@abfallportal/common/stellvertretungWire';
import { z } from 'zod';
import type { ListSpec } from '../platform/http/listQuery';
import { idSchema } from '@abfallportal/common/validation';

const id = idSchema();
const filterSchema = z.object({
  erzeugerId: id.optional(),
  /** Rows in which this user acted, really or as the effective user. */
  benutzerId: id.optional(),
});

/** GET /api/v1/session/aenderungen: the changes made while acting on behalf, per producer and per user (issue 9). */
export const aenderungsListe: ListSpec<z.infer<typeof filterSchema>> = {
  resource: 'aenderungen',
  from: (db) =>
    db('stellvertretung_aenderung as a').leftJoin('erzeuger as e', 'e.id', 'a.erzeuger_id').select('a.*', 'e.name as erzeuger_name'),
  scopeColumns: { erzeuger: 'a.erzeuger_id' },
  sortable: { begonnenAm: { column: 'a.begonnen_am' }, pfad: { column: 'a.pfad' }, status: { column: 'a.status' } },
  defaultSort: ['begonnenAm', 'DESC'],
  idColumn: 'a.id',
  searchSql: 'lower(a.pfad) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.erzeugerId !== undefined) void query.where('a.erzeuger_id', f.erzeugerId);
    if (f.benutzerId !== undefined)
      void query.where((q) => void q.where('a.echter_benutzer_id', f.benutzerId!).orWhere('a.effektiver_benutzer_id', f.benutzerId!));
  },
};

export const toAenderungEintrag = (r: Record<string, unknown>): StellvertretungAenderungEintrag => ({
  id: Number(r.id),
  modus: r.modus as StellvertretungAenderungEintrag['modus'],
  methode: r.methode as string,
  pfad: r.pfad as string,
  status: r.status as number | null,
  begonnenAm: (r.begonnen_am as Date).toISOString(),
  beendetAm: (r.beendet_am as Date | null)?.toISOString() ?? null,
  echterBenutzer: { id: r.echter_benutzer_id as number | null, name: r.echter_name as string },
  effektiverBenutzer: { id: r.effektiver_benutzer_id as number | null, name: r.effektiver_name as string },
  erzeuger: r.erzeuger_id === null ? null : { id: r.erzeuger_id as number, name: r.erzeuger_name as string },
});
