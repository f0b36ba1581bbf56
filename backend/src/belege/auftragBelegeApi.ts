import { auftragBelegSchema, type AuftragBeleg } from '@abfallportal/common/beleg';
import { akteurAusScope, canAccessAuftrag, scopeOf } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { auftragZugang } from '../auftraege';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { route, type RouteSpec } from '../platform/http/route';
import { zeilenParser } from '../platform/lesemodellZeile';
import { BELEG_TABELLE, belegUebersichtZeile } from './belegLesemodell';

const AUFTRAG_NICHT_GEFUNDEN = 'Der Auftrag wurde nicht gefunden.';

const auftragIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .transform((v) => v.toLowerCase()),
});

const T = BELEG_TABELLE;

/** A receipt of an order's invoices section: its columns of the overview and the disposer's name. */
const belegZeile = zeilenParser(
  T.uebersicht,
  belegUebersichtZeile
    .pick({ id: true, typ: true, status: true, nummer: true, datum: true, summe: true })
    .extend({ entsorger_name: z.string() }),
);

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
  const auftrag = await auftragZugang(db, auftragId);
  if (
    !auftrag ||
    !canAccessAuftrag(akteur, {
      erzeugerId: auftrag.erzeuger_id,
      entsorgerId: auftrag.entsorger_id,
      angefragteEntsorgerIds: auftrag.angefragte_entsorger_ids,
    })
  )
    throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  const q = db(`${T.zuordnung} as z`)
    .join(`${T.uebersicht} as b`, 'b.id', 'z.beleg_id')
    .join('entsorger as s', 's.id', 'b.entsorger_id')
    .where('z.auftrag_id', auftragId)
    .where('b.erzeuger_id', auftrag.erzeuger_id)
    .whereNot('b.status', 'GELOESCHT')
    .select('b.id', 'b.typ', 'b.status', 'b.nummer', 'b.datum', 'b.summe', 's.name as entsorger_name')
    .orderByRaw('b.datum DESC NULLS LAST, b.erfasst_am DESC');
  if (akteur.seite === 'ENTSORGER') q.where('b.entsorger_id', akteur.entsorgerId!);
  const rows: unknown[] = await q;
  return rows.map(belegZeile).map((r) => ({
    id: r.id,
    typ: r.typ,
    status: r.status,
    nummer: r.nummer,
    datum: r.datum,
    summe: r.summe,
    entsorgerName: r.entsorger_name,
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
