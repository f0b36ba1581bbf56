import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

export type Kodierung = 'br' | 'gzip';

/** Smaller bodies are not worth the CPU (and compression would often make them larger). */
const MINDESTGROESSE = 1024;
const KOMPRIMIERBAR = /json|text|javascript|xml|svg/;

/** The encoding the client accepts, brotli before gzip; `q=0` refuses one. */
export const waehleKodierung = (acceptEncoding: string | undefined): Kodierung | null => {
  const angeboten = new Map(
    (acceptEncoding ?? '').split(',').map((teil) => {
      const [name = '', ...parameter] = teil.trim().toLowerCase().split(';');
      const q = parameter.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  for (const kodierung of ['br', 'gzip'] as const) if ((angeboten.get(kodierung) ?? 0) > 0) return kodierung;
  return null;
};

/**
 * Compresses what the API answers with `res.send`/`res.json` (issue 19: fast first paint, also in the
 * embedded default). The `compression` package is not installed, so this is node's zlib: answers are
 * JSON of at most a few hundred kB, compressed synchronously in well under a millisecond each. Streams
 * (file downloads) do not pass through `res.send` and stay as they are.
 */
export const komprimierung = (): RequestHandler => (req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const kodierung = waehleKodierung(req.headers['accept-encoding']);
    const typ = String(res.getHeader('Content-Type') ?? '');
    const roh = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
    if (
      kodierung === null ||
      roh === null ||
      roh.length < MINDESTGROESSE ||
      !KOMPRIMIERBAR.test(typ) ||
      res.getHeader('Content-Encoding') !== undefined ||
      req.method === 'HEAD'
    ) {
      return send(body);
    }
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', kodierung);
    return send(
      kodierung === 'br' ? brotliCompressSync(roh, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(roh, { level: 6 }),
    );
  };
  next();
};

const ENDUNG: Record<Kodierung, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the files the frontend build compressed beforehand (`frontend/vite.config.ts` writes
 * `x.js.br` and `x.js.gz` beside `x.js`): the request is turned to that file with the right headers,
 * and express.static below sends it. Files without a compressed twin are sent as they are.
 */
export const vorkomprimiert =
  (dir: string): RequestHandler =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const kodierung = waehleKodierung(req.headers['accept-encoding']);
    if (kodierung === null) return next();
    let datei: string;
    try {
      datei = path.join(dir, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!datei.startsWith(dir + path.sep) || !fs.existsSync(datei + ENDUNG[kodierung])) return next();
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', kodierung);
    res.type(path.extname(datei));
    req.url = `${req.path}${ENDUNG[kodierung]}`;
    next();
  };
