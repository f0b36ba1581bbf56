import {
  EXPORT_MELDUNGEN,
  exportAnfrageSchema,
  exportErzeugerParams,
  exportIdParams,
  exportSchema,
  exportStandortParams,
  type ExportAnfrage,
  type ExportArt,
} from '@abfallportal/common/export';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeIncludesErzeuger, scopeOf, type ScopeNeed } from '@abfallportal/common/permissions';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { sendDatei } from '../platform/files/sendDatei';
import { HttpError } from '../platform/http/httpError';
import { route, type RouteSpec } from '../platform/http/route';
import { hatExportDaten } from './exportDaten';
import { EXPORT_JOB, erzeugerDesExports, exportAnlegen, toExportInfo, type ExportRow } from './exportAuftraege';
import { gewabfvRoute } from './gewabfvApi';

const TAG = 'Export';

/** The documentation of a producer reaches who may read its documentation (scopeOf 'dokumentation'); others get 404. */
const pruefeErzeuger = (user: BenutzerInfo, erzeugerId: number, need: ScopeNeed = 'read'): void => {
  if (!scopeIncludesErzeuger(scopeOf('dokumentation', user, need), erzeugerId)) throw nichtGefunden('Diesen Erzeuger gibt es nicht.');
};

/**
 * /api/v1/exporter (spec § 7 "Exporter": xlsx for holding or mandant, pdf for standort/{id} or
 * alle-standorte, optional force): each request makes or reuses a tracked export; a worker builds it
 * and mails a download link (spec § 4). The download checks the session and the tenant.
 */
export function exportRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;

  /** An export of a producer whose documentation the user may read; any other is "not found". */
  const ladeExport = async (user: BenutzerInfo, id: string): Promise<ExportRow> => {
    const row = (await db('export_auftrag').where({ id }).first()) as ExportRow | undefined;
    if (!row || !scopeIncludesErzeuger(scopeOf('dokumentation', user, 'read'), row.erzeuger_id))
      throw nichtGefunden(EXPORT_MELDUNGEN.nichtGefunden);
    return row;
  };

  const anfordern = async (user: BenutzerInfo, art: ExportArt, erzeugerId: number, anfallstelleId: number | null, a: ExportAnfrage) => {
    const erzeugerIds = await erzeugerDesExports(db, art, erzeugerId);
    if (!(await hatExportDaten(db, { erzeugerIds, anfallstelleId, beginn: a.beginn, ende: a.ende })))
      throw ungueltig(EXPORT_MELDUNGEN.keineDaten);
    const { row, neu } = await exportAnlegen(
      db,
      {
        art,
        erzeugerId,
        anfallstelleId,
        beginn: a.beginn,
        ende: a.ende,
        mitAnhaengen: a.includeAttachments,
        benutzerId: user.id,
        force: a.force,
      },
      deps.jetzt(),
    );
    // Without a job queue (tests without workers) the export waits for the sweep of a worker.
    if (neu) await deps.jobs?.senden(EXPORT_JOB, { id: row.id });
    return toExportInfo(row, !neu);
  };

  const erzeugerExport = (art: ExportArt, pfad: string, summary: string): RouteSpec =>
    route({
      method: 'post',
      path: pfad,
      summary,
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: exportErzeugerParams,
      body: exportAnfrageSchema,
      notFound: 'Diesen Erzeuger gibt es nicht.',
      response: exportSchema,
      handle: async ({ res, user, params, body }) => {
        pruefeErzeuger(user, params.erzeugerId);
        if (art === 'XLSX_HOLDING') {
          const e = (await db('erzeuger').where({ id: params.erzeugerId }).first('typ')) as { typ: string } | undefined;
          if (!e) throw nichtGefunden('Diesen Erzeuger gibt es nicht.');
          if (e.typ !== 'HOLDING') throw ungueltig(EXPORT_MELDUNGEN.keineHolding);
        }
        const info = await anfordern(user, art, params.erzeugerId, null, body);
        res.status(info.wiederverwendet ? 200 : 202);
        return info;
      },
    });

  return [
    route({
      method: 'post',
      path: '/v1/exporter/pdf/standort/:anfallstelleId',
      summary: 'PDF-Export der Dokumentation einer Anfallstelle anfordern (beginn, ende, includeAttachments, force)',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: exportStandortParams,
      body: exportAnfrageSchema,
      notFound: 'Diese Anfallstelle gibt es nicht.',
      response: exportSchema,
      handle: async ({ res, user, params, body }) => {
        const stelle = (await db('anfallstelle').where({ id: params.anfallstelleId }).first('erzeuger_id')) as
          { erzeuger_id: number } | undefined;
        if (!stelle || !scopeIncludesErzeuger(scopeOf('dokumentation', user, 'read'), stelle.erzeuger_id))
          throw nichtGefunden('Diese Anfallstelle gibt es nicht.');
        const info = await anfordern(user, 'PDF_STANDORT', stelle.erzeuger_id, params.anfallstelleId, body);
        res.status(info.wiederverwendet ? 200 : 202);
        return info;
      },
    }),
    erzeugerExport(
      'PDF_ALLE_STANDORTE',
      '/v1/exporter/pdf/alle-standorte/:erzeugerId',
      'PDF-Export der Dokumentation aller Anfallstellen eines Erzeugers anfordern',
    ),
    erzeugerExport('XLSX_MANDANT', '/v1/exporter/xlsx/mandant/:erzeugerId', 'Excel-Export der Dokumentation eines Erzeugers anfordern'),
    erzeugerExport(
      'XLSX_HOLDING',
      '/v1/exporter/xlsx/holding/:erzeugerId',
      'Excel-Export der Dokumentation einer Holding mit ihren Erzeugern anfordern',
    ),
    route({
      method: 'get',
      path: '/v1/exporter/:id',
      summary: 'Stand eines Exports (wartet, läuft, fertig mit downloadUrl, fehlgeschlagen)',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: exportIdParams,
      notFound: EXPORT_MELDUNGEN.nichtGefunden,
      response: exportSchema,
      handle: async ({ user, params }) => {
        const row = await ladeExport(user, params.id);
        return toExportInfo(row);
      },
    }),
    route({
      method: 'get',
      path: '/v1/exporter/:id/download',
      summary: 'Die Datei eines fertigen Exports (nur angemeldet, nur im eigenen Mandanten, bis zum Ablauf des Links)',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: exportIdParams,
      notFound: EXPORT_MELDUNGEN.nichtGefunden,
      handle: async ({ res, user, params }) => {
        const row = await ladeExport(user, params.id);
        if (row.status === 'FEHLER') throw new HttpError(409, EXPORT_MELDUNGEN.fehlgeschlagen);
        if (row.status !== 'FERTIG' || !row.datei_id) throw new HttpError(409, EXPORT_MELDUNGEN.nochNichtFertig);
        if (row.gueltig_bis && row.gueltig_bis.getTime() <= deps.jetzt().getTime()) throw new HttpError(410, EXPORT_MELDUNGEN.abgelaufen);
        const data = await deps.files.get(row.datei_id);
        if (!data) throw new HttpError(410, EXPORT_MELDUNGEN.abgelaufen);
        sendDatei(res, { data, typ: row.datei_typ ?? 'application/octet-stream', name: row.datei_name ?? 'download' });
      },
    }),
    gewabfvRoute(deps),
  ];
}
