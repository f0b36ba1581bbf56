import { belegLeistungsuebersichtFrageSchema, belegLeistungsuebersichtSchema } from '@abfallportal/common/belegImport';
import type { AppDeps } from '../../appDeps';
import { createAuftragPreisPort } from '../../leistungen';
import { route, type RouteSpec } from '../../platform/http/route';
import { belegAkteurVon } from '../belegApi';
import { loadBelegLeistungsuebersicht } from './belegLeistungsuebersicht';

/** POST /api/v1/rechnungen/leistungsuebersicht (spec § 7): services performed and agreed prices beside the receipts. */
export function belegLeistungsuebersichtRoutes(deps: AppDeps): RouteSpec[] {
  const preise = createAuftragPreisPort(deps.db);
  return [
    route({
      method: 'post',
      path: '/v1/rechnungen/leistungsuebersicht',
      summary:
        'Leistungsübersicht zu Aufträgen (auftragIds) oder einem Beleg (belegId): erbrachte Leistungen, vereinbarte Preise neben den Belegpositionen, Abweichungen markiert',
      tag: 'Belege',
      rule: 'rechnungen',
      tenant: 'producer',
      body: belegLeistungsuebersichtFrageSchema,
      response: belegLeistungsuebersichtSchema,
      notFound: 'Der Auftrag wurde nicht gefunden.',
      handle: async ({ user, body }) => loadBelegLeistungsuebersicht(deps.db, preise, belegAkteurVon(user), body),
    }),
  ];
}
