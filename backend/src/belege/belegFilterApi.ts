import { belegFilterOptionenSchema, type BelegFilterOptionen } from '@abfallportal/common/beleg';
import type { BelegAkteur } from '@abfallportal/common/permissions';
import type { AppDeps } from '../appDeps';
import type { Db } from '../platform/db';
import { route, type RouteSpec } from '../platform/http/route';
import { belegAkteurVon } from './belegAnfrage';
import { BELEG_TABELLE } from './belegLesemodell';
import { belegScope } from './belegQueries';

/** More names than this would not fit a picker; the list's search still finds the rest. */
const HOECHSTENS = 500;

/**
 * The disposers and producers of the receipts this user sees (the read model, tenant-scoped like the
 * list): a producer sees the disposers that sent it receipts, a disposer the producers it sent to,
 * staff all of them. Deleted receipts are left out.
 */
export const loadBelegFilterOptionen = async (db: Db, akteur: BelegAkteur): Promise<BelegFilterOptionen> => {
  const scope = belegScope(akteur);
  const basis = () => {
    const q = db(`${BELEG_TABELLE.uebersicht} as b`).whereNot('b.status', 'GELOESCHT');
    if (scope.type === 'erzeuger') q.where('b.erzeuger_id', scope.erzeugerId);
    if (scope.type === 'entsorger') q.where('b.entsorger_id', scope.entsorgerId);
    return q;
  };
  const [entsorger, erzeuger] = (await Promise.all([
    db('entsorger as s')
      .whereIn('s.id', basis().distinct('b.entsorger_id'))
      .select('s.id', 's.name')
      .orderByRaw('lower(s.name), s.id')
      .limit(HOECHSTENS),
    db('erzeuger as e')
      .whereIn('e.id', basis().distinct('b.erzeuger_id'))
      .select('e.id', 'e.name')
      .orderByRaw('lower(e.name), e.id')
      .limit(HOECHSTENS),
  ])) as [{ id: number; name: string }[], { id: number; name: string }[]];
  return { entsorger, erzeuger };
};

/** GET /api/v1/rechnungen/filterOptionen: the name pickers of the receipts list (issue 20 review). */
export function belegFilterRoutes(deps: Pick<AppDeps, 'db'>): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/v1/rechnungen/filterOptionen',
      summary: 'Entsorger und Erzeuger der sichtbaren Belege, für die Filter der Belegliste',
      tag: 'Belege',
      rule: 'rechnungen',
      tenant: 'producer',
      response: belegFilterOptionenSchema,
      handle: async ({ user }) => loadBelegFilterOptionen(deps.db, belegAkteurVon(user)),
    }),
  ];
}
