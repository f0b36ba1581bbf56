import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db';
import type { OutboxRow } from './outbox';
import type { DevMail } from '@abfallportal/common/devMail';

export type { DevMail };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The mailbox hands out codes and reset links: only to a browser on this machine. Judged by the
 * socket, never by X-Forwarded-For; a request that came through a proxy is not local even when
 * the proxy is.
 */
export const nurLoopback: RequestHandler = (req, res, next) => {
  if (LOOPBACK.has(req.socket.remoteAddress ?? '') && req.get('x-forwarded-for') === undefined) return next();
  res.status(404).json({ message: 'Nicht gefunden' });
};

const LIMIT_MELDUNG = 'limit muss eine ganze Zahl von 1 bis 500 sein';

const QuerySchema = z.object({
  empfaenger: z.string().trim().min(1, 'empfaenger darf nicht leer sein').optional(),
  limit: z.coerce.number({ error: LIMIT_MELDUNG }).int(LIMIT_MELDUNG).min(1, LIMIT_MELDUNG).max(500, LIMIT_MELDUNG).default(50),
});

const toDevMail = (r: OutboxRow): DevMail => ({
  id: r.id,
  empfaenger: r.empfaenger,
  betreff: r.betreff,
  text: r.text,
  links: r.links,
  anlass: r.anlass,
  erstelltAm: r.erstellt_am.toISOString(),
  gesendetAm: r.gesendet_am?.toISOString() ?? null,
});

/**
 * The developer mailbox's data (mounted at /api/dev): in the embedded default mails are not
 * sent, so verification codes and token links are read here. Deployed, the outbox holds real
 * people's codes and links, so the paths answer 404 as if they did not exist.
 */
export const createDevMailRouter = ({ db, config }: { db: Db; config: Pick<Config, 'embedded'> }): Router => {
  const router = Router();
  if (!config.embedded) {
    router.use('/mails', (_req, res) => {
      res.status(404).json({ message: 'Nicht gefunden' });
    });
    return router;
  }
  router.get('/mails', async (req, res) => {
    const query = QuerySchema.safeParse(req.query);
    if (!query.success) {
      const errors: Record<string, string> = {};
      for (const issue of query.error.issues) errors[issue.path.join('.')] ??= issue.message;
      res.status(400).json({
        message: Object.values(errors)[0] ?? 'Ungültige Anfrage',
        errors,
      });
      return;
    }
    const { empfaenger, limit } = query.data;
    const rows = (await db('mail_outbox')
      .modify((q) => {
        if (empfaenger) q.whereRaw('lower(empfaenger) = lower(?)', [empfaenger]);
      })
      .orderBy([
        { column: 'erstellt_am', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .select('id', 'empfaenger', 'betreff', 'text', 'links', 'anlass', 'erstellt_am', 'gesendet_am')) as OutboxRow[];
    res.json(rows.map(toDevMail));
  });
  return router;
};
