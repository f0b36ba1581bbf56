import { scopeIncludesErzeuger, scopeOf } from '@abfallportal/common/permissions';
import { qrcodeParamsSchema, qrcodePdfQuerySchema, qrcodeUebersichtSchema } from '@abfallportal/common/qrcodes';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { sendDatei } from '../platform/files/sendDatei';
import { route, type RouteSpec } from '../platform/http/route';
import { qrcodeEtikettenPdf } from './qrcodeEtiketten';
import { ERZEUGER_FEHLT, ladeQrcodeUebersicht } from './qrcodeQueries';

const TAG = 'Support';

/** Support tab "QR-Codes" (issue 21): staff who see every producer (VIEW_ALL_ERZEUGER) print a producer's labels. */
export function qrcodeRoutes(deps: Pick<AppDeps, 'db' | 'config'>): RouteSpec[] {
  const erreichbar = (user: Parameters<typeof scopeOf>[1], erzeugerId: number) => {
    if (!scopeIncludesErzeuger(scopeOf('erzeuger', user, 'read'), erzeugerId)) throw nichtGefunden(ERZEUGER_FEHLT);
  };
  return [
    route({
      method: 'get',
      path: '/v1/support/qrcodes/:erzeugerId',
      summary: 'QR-Codes: Anfallstellen und Behälter eines Erzeugers mit der Adresse des Bestellassistenten',
      tag: TAG,
      rule: 'supportErzeuger',
      tenant: 'producer',
      params: qrcodeParamsSchema,
      notFound: ERZEUGER_FEHLT,
      response: qrcodeUebersichtSchema,
      handle: ({ user, params }) => {
        erreichbar(user, params.erzeugerId);
        return ladeQrcodeUebersicht(deps.db, deps.config.publicUrl, params.erzeugerId);
      },
    }),
    route({
      method: 'get',
      path: '/v1/support/qrcodes/:erzeugerId/pdf',
      summary: 'QR-Codes: Etikettenbogen als PDF (A4, 3 × 8 Etiketten), wahlweise nur für einzelne Anfallstellen',
      tag: TAG,
      rule: 'supportErzeuger',
      tenant: 'producer',
      params: qrcodeParamsSchema,
      query: qrcodePdfQuerySchema,
      notFound: ERZEUGER_FEHLT,
      handle: async ({ user, params, query, res }) => {
        erreichbar(user, params.erzeugerId);
        const daten = await ladeQrcodeUebersicht(deps.db, deps.config.publicUrl, params.erzeugerId, query.anfallstelleIds);
        // Without a choice every active site; a chosen inactive site is printed too.
        const gedruckt = query.anfallstelleIds ? daten : { ...daten, anfallstellen: daten.anfallstellen.filter((a) => a.aktiv) };
        const pdf = await qrcodeEtikettenPdf(gedruckt);
        sendDatei(res, { data: pdf, typ: 'application/pdf', name: `qr-codes-erzeuger-${params.erzeugerId}.pdf` });
      },
    }),
  ];
}
