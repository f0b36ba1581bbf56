import type { Response } from 'express';

/**
 * Sends a stored file with its checked type, never sniffed (nosniff), and as a named attachment
 * or inline picture, so a browser never renders it as a page of the portal.
 */
export const sendDatei = (
  res: Response,
  datei: { data: Buffer; typ: string; name: string },
  art: 'inline' | 'attachment' = 'attachment',
): void => {
  res
    .type(datei.typ)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `${art}; filename="${datei.name.replace(/[^\w.-]/g, '_')}"`)
    .send(datei.data);
};
