import type { Browser } from './testApp';

/**
 * Downloads `url` in the browser `b` and keeps the body as the bytes the server sent, whatever the
 * content type (images, PDFs, ZIPs): `res.body` is a Buffer.
 */
export function herunterladen(b: Browser, url: string) {
  return b.agent
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const teile: Buffer[] = [];
      res.on('data', (c: Buffer) => teile.push(c));
      res.on('end', () => cb(null, Buffer.concat(teile)));
    });
}
