import { rechnungEmailAbrufenAntwortSchema } from '@abfallportal/common/rechnungEmail';
import type { AppDeps } from '../../appDeps';
import { route, type RouteSpec } from '../../platform/http/route';
import { RECHNUNG_EMAIL_JOB } from './rechnungEmailJob';

/**
 * POST /api/v1/rechnungen/emails/abrufen, the support tab's "Jetzt abrufen": sends the pg-boss job
 * `rechnung-email-import` now instead of waiting for the next minute's tick. The job's worker polls
 * (the API process with JOBS=inprocess, workerMain.ts with JOBS=external); the queue's policy
 * `short` keeps at most one waiting poll, so repeated clicks add nothing. Staff only
 * (ROUTE_RULES.rechnungEmailImport), like the rest of the import.
 */
export function rechnungEmailAbrufenRoutes(deps: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/v1/rechnungen/emails/abrufen',
      summary: 'Rechnungs-Postfach jetzt abrufen (statt beim nächsten minütlichen Lauf)',
      tag: 'Rechnungs-E-Mail-Import',
      rule: 'rechnungEmailImport',
      tenant: 'none',
      response: rechnungEmailAbrufenAntwortSchema,
      handle: async () => {
        if (!deps.jobs) return { angestossen: false };
        await deps.jobs.senden(RECHNUNG_EMAIL_JOB, {});
        return { angestossen: true };
      },
    }),
  ];
}
