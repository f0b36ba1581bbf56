import type { RequestHandler } from 'express';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logger';

const AENDERND = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type AenderungsProtokollDeps = { db: Db; jetzt: () => Date; log: Logger };

/**
 * Records every change request made while acting on behalf (issue 9), for every feature at once:
 * registered in app.ts after the session, before the routers. The row is written before the
 * handler runs, so a request that crashes the handler still leaves a trace, and completed with the
 * answer's status when it is sent. Only the path is kept: a query string may carry a token.
 * The switches themselves (/api/v1/session) have their own protocol.
 */
export const aenderungsProtokoll =
  (deps: AenderungsProtokollDeps): RequestHandler =>
  async (req, res, next) => {
    const effektivId = req.session?.benutzerId;
    const echtId = req.session?.aliasVonBenutzerId;
    const perspektive = req.session?.perspektiveErzeugerId;
    if (!AENDERND.has(req.method) || effektivId === undefined || (echtId === undefined && perspektive === undefined)) return next();
    const pfad = req.originalUrl.split('?')[0]!;
    if (pfad.startsWith('/api/v1/session/')) return next();

    const { rows } = (await deps.db.raw(
      `INSERT INTO stellvertretung_aenderung
         (echter_benutzer_id, echter_name, effektiver_benutzer_id, effektiver_name, erzeuger_id, modus, methode, pfad, begonnen_am)
       SELECT r.id, concat_ws(' ', r.vorname, r.nachname), z.id, concat_ws(' ', z.vorname, z.nachname),
              coalesce(?::integer, z.erzeuger_id), ?, ?, ?, ?
         FROM benutzer r, benutzer z WHERE r.id = ? AND z.id = ?
       RETURNING id`,
      [
        echtId === undefined ? (perspektive ?? null) : null,
        echtId === undefined ? 'PERSPEKTIVE' : 'RUN_AS',
        req.method,
        pfad,
        deps.jetzt(),
        echtId ?? effektivId,
        effektivId,
      ],
    )) as { rows: { id: string }[] };
    const id = rows[0]?.id;
    if (id !== undefined) {
      res.once('finish', () => {
        deps
          .db('stellvertretung_aenderung')
          .where({ id })
          .update({ status: res.statusCode, beendet_am: deps.jetzt() })
          .catch((e: unknown) => deps.log.error(`Stellvertretungs-Änderung ${id}: Status nicht gespeichert`, e));
      });
    }
    next();
  };
