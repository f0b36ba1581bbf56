import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { EXPORT_MELDUNGEN, exportSchema, exportStandortParams, gewabfvAnfrageSchema } from '@abfallportal/common/export';
import { scopeIncludesErzeuger, scopeOf } from '@abfallportal/common/permissions';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { route, type RouteSpec } from '../platform/http/route';
import { EXPORT_JOB, exportAnlegen, toExportInfo } from './exportAuftraege';
import { hatGewabfvDaten, ladeGewabfvDokumentation, ladeGewabfvStandort } from './gewabfvPaket';

/**
 * POST /v1/exporter/gewabfv/standort/:anfallstelleId (issue 20, the GewAbfV package): like the PDF
 * of a site (same rule, same tenant check, reused unless force), for one calendar year; the receipts
 * are always attached. Answers 202 with the waiting export, 200 with a reused one.
 */
export const gewabfvRoute = (deps: AppDeps): RouteSpec =>
  route({
    method: 'post',
    path: '/v1/exporter/gewabfv/standort/:anfallstelleId',
    summary: 'GewAbfV-Paket einer Anfallstelle für ein Kalenderjahr anfordern (beginn 1. Januar, ende 31. Dezember, force)',
    tag: 'Export',
    rule: 'dokumentation',
    tenant: 'producer',
    params: exportStandortParams,
    body: gewabfvAnfrageSchema,
    notFound: 'Diese Anfallstelle gibt es nicht.',
    response: exportSchema,
    handle: async ({ res, user, params, body }) => {
      const { db } = deps;
      const stelle = await ladeGewabfvStandort(db, params.anfallstelleId);
      if (!stelle || !scopeIncludesErzeuger(scopeOf('dokumentation', user, 'read'), stelle.erzeugerId))
        throw nichtGefunden('Diese Anfallstelle gibt es nicht.');
      const jahr = Number(body.beginn.slice(0, 4));
      const doku = await ladeGewabfvDokumentation(db, stelle.erzeugerId, stelle.id, jahr, heuteInBerlin(deps.jetzt()));
      if (!hatGewabfvDaten(doku)) throw ungueltig(EXPORT_MELDUNGEN.keineDaten);
      const { row, neu } = await exportAnlegen(
        db,
        {
          art: 'PDF_GEWABFV',
          erzeugerId: stelle.erzeugerId,
          anfallstelleId: stelle.id,
          beginn: body.beginn,
          ende: body.ende,
          mitAnhaengen: true,
          benutzerId: user.id,
          force: body.force,
        },
        deps.jetzt(),
      );
      if (neu) await deps.jobs?.senden(EXPORT_JOB, { id: row.id });
      res.status(neu ? 202 : 200);
      return toExportInfo(row, !neu);
    },
  });
