import {
  BELEG_MELDUNGEN,
  belegDetailsSchema,
  belegHistorieEintragSchema,
  belegIdParams,
  belegListeEintragSchema,
  belegVorschlaegeSchema,
} from '@abfallportal/common/beleg';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { sendDatei } from '../platform/files/sendDatei';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { sendVersion } from '../platform/http/version';
import { auftragBelegeRoutes } from './auftragBelegeApi';
import { belegAenderungsRoutes } from './belegAendernApi';
import { belegAkteurVon } from './belegAnfrage';
import { createBelegBefehle } from './belegBefehle';
import { belegDateityp } from './belegDateityp';
import { belegErfassenRoute } from './belegErfassenApi';
import { belegFilterRoutes } from './belegFilterApi';
import {
  belegListe,
  belegScope,
  loadBelegDatei,
  loadBelegDetails,
  loadBelegHistorie,
  loadVorschlaege,
  toBelegListeEintrag,
} from './belegQueries';

// The other receipt routes (csv, mail, AI, service overview) take the side from here.
export { belegAkteurVon, belegDateityp };

const TAG = 'Belege';

/**
 * /api/v1/rechnungen (spec §§ 2, 7: receipts, "Belege"): list, details, capture by upload, edit,
 * assign to orders, check, approve, reject as faulty, delete, file, history, suggested orders.
 * Rule EDIT_RECHNUNGEN (spec § 6); whose receipts a user reaches is scopeOf('belege').
 */
export function belegRoutes(deps: AppDeps): RouteSpec[] {
  const befehle = createBelegBefehle(deps);
  return [
    ...auftragBelegeRoutes(deps),
    // Before /v1/rechnungen/:id, whose id is a uuid.
    ...belegFilterRoutes(deps),
    belegListeRoute(deps),
    belegErfassenRoute(deps, befehle),
    ...belegLeseRoutes(deps),
    ...belegAenderungsRoutes(deps, befehle),
  ];
}

const belegListeRoute = (deps: AppDeps): RouteSpec =>
  route({
    method: 'get',
    path: '/v1/rechnungen',
    summary: 'Belege als Liste (simple-rest): Suche q, Filter status, typ, entsorgerId, erzeugerId, von, bis',
    tag: TAG,
    rule: 'rechnungen',
    tenant: 'producer',
    response: z.array(belegListeEintragSchema),
    handle: async ({ req, res, user }) => {
      await listQuery(deps.db, req, res, belegListe, belegScope(belegAkteurVon(user)), toBelegListeEintrag);
    },
  });

/** One receipt: details, its file, its history, the orders it may belong to. */
function belegLeseRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const lesen = {
    tag: TAG,
    rule: 'rechnungen',
    tenant: 'producer',
    params: belegIdParams,
    notFound: BELEG_MELDUNGEN.nichtGefunden,
  } as const;
  return [
    route({
      ...lesen,
      method: 'get',
      path: '/v1/rechnungen/:id',
      summary: 'Ein Beleg mit Positionen, Zuordnung und Prüfergebnis; ETag ist die Revision seines Streams',
      response: belegDetailsSchema,
      handle: async ({ res, user, params }) => {
        const d = await loadBelegDetails(db, belegAkteurVon(user), params.id);
        sendVersion(res, d.version);
        return d;
      },
    }),
    route({
      ...lesen,
      method: 'get',
      path: '/v1/rechnungen/:id/datei',
      summary: 'Die Datei eines Belegs (PDF zum Anzeigen, XML zum Herunterladen)',
      handle: async ({ res, user, params }) => {
        await loadBelegDetails(db, belegAkteurVon(user), params.id);
        const datei = await loadBelegDatei(db, params.id);
        const data = datei ? await deps.files.get(datei.id) : null;
        if (!datei || !data) throw nichtGefunden('Zu diesem Beleg ist keine Datei hinterlegt.');
        sendDatei(res, { data, typ: datei.typ, name: datei.name }, datei.typ === 'application/pdf' ? 'inline' : 'attachment');
      },
    }),
    route({
      ...lesen,
      method: 'get',
      path: '/v1/rechnungen/:id/historie',
      summary: 'Historie eines Belegs: wer, als wer, wann, was',
      response: z.array(belegHistorieEintragSchema),
      handle: async ({ user, params }) => {
        await loadBelegDetails(db, belegAkteurVon(user), params.id);
        return loadBelegHistorie(db, params.id);
      },
    }),
    route({
      ...lesen,
      method: 'get',
      path: '/v1/rechnungen/:id/vorschlaege',
      summary: 'Passende Aufträge für einen Beleg (Vorgangsnummer, Entsorger, Anfallstelle, Zeitraum, AVV)',
      response: belegVorschlaegeSchema,
      handle: async ({ user, params }) => loadVorschlaege(db, await loadBelegDetails(db, belegAkteurVon(user), params.id)),
    }),
  ];
}
