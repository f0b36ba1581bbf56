import { auftragBelegSchema, type AuftragBeleg } from '@abfallportal/common/beleg';
import { akteurAusScope, canAccessAuftrag, scopeOf } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { route, type RouteSpec } from '../platform/http/route';

const AUFTRAG_NICHT_GEFUNDEN = 'Der Auftrag wurde nicht gefunden.';

const auftragIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .transform((v) => v.toLowerCase()),
});

type Zeile = Record<string, unknown>;
const tag = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
};

/**
 * The receipts assigned to one order (spec § 2, order details "invoices"): who may see the order sees
 * them (scopeOf 'auftraege', canAccessAuftrag), a disposer only the receipts it sent itself. Deleted
 * receipts are left out. Another tenant's order answers "not found".
 */
export const loadAuftragBelege = async (
  db: Db,
  akteur: NonNullable<ReturnType<typeof akteurAusScope>>,
  auftragId: string,
): Promise<AuftragBeleg[]> => {
  const auftrag = (await db('auftrag_uebersicht')
    .where({ id: auftragId })
    .first('erzeuger_id', 'entsorger_id', 'angefragte_entsorger_ids')) as Zeile | undefined;
  if (
    !auftrag ||
    !canAccessAuftrag(akteur, {
      erzeugerId: auftrag.erzeuger_id as number,
      entsorgerId: (auftrag.entsorger_id as number | null) ?? null,
      angefragteEntsorgerIds: (auftrag.angefragte_entsorger_ids as number[] | null) ?? [],
    })
  )
    throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  const q = db('beleg_zuordnung as z')
    .join('beleg_uebersicht as b', 'b.id', 'z.beleg_id')
    .join('entsorger as s', 's.id', 'b.entsorger_id')
    .where('z.auftrag_id', auftragId)
    .where('b.erzeuger_id', auftrag.erzeuger_id as number)
    .whereNot('b.status', 'GELOESCHT')
    .select('b.id', 'b.typ', 'b.status', 'b.nummer', 'b.datum', 'b.summe', 's.name as entsorger_name')
    .orderByRaw('b.datum DESC NULLS LAST, b.erfasst_am DESC');
  if (akteur.seite === 'ENTSORGER') q.where('b.entsorger_id', akteur.entsorgerId!);
  const rows = (await q) as Zeile[];
  return rows.map((r) => ({
    id: r.id as string,
    typ: r.typ as AuftragBeleg['typ'],
    status: r.status as AuftragBeleg['status'],
    nummer: (r.nummer as string | null) ?? null,
    datum: tag(r.datum),
    summe: r.summe === null || r.summe === undefined ? null : Number(r.summe),
    entsorgerName: r.entsorger_name as string,
  }));
};

/** GET /api/v1/auftrag/:id/belege: the order details' invoices section (issue 20). */
export function auftragBelegeRoutes(deps: Pick<AppDeps, 'db'>): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/v1/auftrag/:id/belege',
      summary: 'Die einem Auftrag zugeordneten Belege (Rechnungen, Liefer- und Wiegescheine …); ein Entsorger sieht nur seine eigenen',
      tag: 'Belege',
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      response: z.array(auftragBelegSchema),
      handle: async ({ user, params }) => {
        const akteur = akteurAusScope(scopeOf('auftraege', user, 'read'));
        if (!akteur) throw verboten('Sie haben keine Berechtigung für Aufträge.');
        return loadAuftragBelege(deps.db, akteur, params.id);
      },
    }),
  ];
}
