import {
  STELLVERTRETUNG_AKTIONEN,
  type StellvertretungAktion,
  type StellvertretungProtokollEintrag,
} from '@abfallportal/common/stellvertretungWire';
import { z } from 'zod';
import type { Db } from '../platform/db';
import type { ListSpec } from '../platform/http/listQuery';
import { idSchema } from '@abfallportal/common/validation';

export type ProtokollZeile = {
  echterBenutzerId: number;
  effektiverBenutzerId: number | null;
  erzeugerId: number | null;
  aktion: StellvertretungAktion;
  zeitpunkt: Date;
};

export const protokollieren = async (db: Db, zeile: ProtokollZeile): Promise<void> => {
  await db('stellvertretung_protokoll').insert({
    echter_benutzer_id: zeile.echterBenutzerId,
    effektiver_benutzer_id: zeile.effektiverBenutzerId,
    erzeuger_id: zeile.erzeugerId,
    aktion: zeile.aktion,
    zeitpunkt: zeile.zeitpunkt,
  });
};

const id = idSchema();
const filterSchema = z.object({
  erzeugerId: id.optional(),
  /** Rows in which this user acted, really or as the effective user. */
  benutzerId: id.optional(),
  aktion: z.enum(STELLVERTRETUNG_AKTIONEN).optional(),
});

/** Support's view of the switches, per producer and per user (issue 9). */
export const protokollListe: ListSpec<z.infer<typeof filterSchema>> = {
  resource: 'protokoll',
  from: (db) =>
    db('stellvertretung_protokoll as p')
      .join('benutzer as r', 'r.id', 'p.echter_benutzer_id')
      .leftJoin('benutzer as z', 'z.id', 'p.effektiver_benutzer_id')
      .leftJoin('erzeuger as e', 'e.id', 'p.erzeuger_id')
      .select(
        'p.id',
        'p.aktion',
        'p.zeitpunkt',
        'p.echter_benutzer_id',
        db.raw("concat_ws(' ', r.vorname, r.nachname) AS echter_name"),
        'p.effektiver_benutzer_id',
        db.raw("concat_ws(' ', z.vorname, z.nachname) AS effektiver_name"),
        'p.erzeuger_id',
        'e.name as erzeuger_name',
      ),
  scopeColumns: { erzeuger: 'p.erzeuger_id' },
  sortable: { zeitpunkt: { column: 'p.zeitpunkt' } },
  defaultSort: ['zeitpunkt', 'DESC'],
  idColumn: 'p.id',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.erzeugerId !== undefined) void query.where('p.erzeuger_id', f.erzeugerId);
    if (f.benutzerId !== undefined)
      void query.where((q) => void q.where('p.echter_benutzer_id', f.benutzerId!).orWhere('p.effektiver_benutzer_id', f.benutzerId!));
    if (f.aktion !== undefined) void query.where('p.aktion', f.aktion);
  },
};

export const toProtokollEintrag = (r: Record<string, unknown>): StellvertretungProtokollEintrag => ({
  id: Number(r.id),
  aktion: r.aktion as StellvertretungAktion,
  zeitpunkt: (r.zeitpunkt as Date).toISOString(),
  echterBenutzer: { id: r.echter_benutzer_id as number, name: r.echter_name as string },
  effektiverBenutzer:
    r.effektiver_benutzer_id === null ? null : { id: r.effektiver_benutzer_id as number, name: r.effektiver_name as string },
  erzeuger: r.erzeuger_id === null ? null : { id: r.erzeuger_id as number, name: r.erzeuger_name as string },
});
