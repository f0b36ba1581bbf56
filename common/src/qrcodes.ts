import { z } from 'zod';

/**
 * Support tab "QR-Codes" (issue 21, spec § 2): a printable label per site and container whose QR code
 * opens the order wizard for that site and container. `GET /support/qrcodes/{erzeugerId}` lists what
 * the labels show; `GET /support/qrcodes/{erzeugerId}/pdf` is the A4 sheet of labels (3 × 8).
 */
export const qrcodeParamsSchema = z.object({ erzeugerId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Which sites to print (comma-separated ids); without it every active site. */
export const qrcodePdfQuerySchema = z.object({
  anfallstelleIds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const ids = (Array.isArray(v) ? v : v.split(',')).map((t) => Number(t.trim()));
      if (ids.length > 500 || ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'Bitte gültige Anfallstellen wählen.' });
        return z.NEVER;
      }
      return ids;
    }),
});

export const qrcodeEtikettSchema = z.object({
  /** null: the site's own label (the wizard opens with the site chosen, the container still open). */
  behaelterId: z.number().nullable(),
  behaelter: z.string().nullable(),
  fraktionId: z.number().nullable(),
  fraktion: z.string().nullable(),
  /** The portal address the QR code holds. */
  url: z.string(),
});
export type QrcodeEtikett = z.infer<typeof qrcodeEtikettSchema>;

export const qrcodeUebersichtSchema = z.object({
  erzeuger: z.object({ id: z.number(), name: z.string() }),
  anfallstellen: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      adresse: z.string().nullable(),
      aktiv: z.boolean(),
      etiketten: z.array(qrcodeEtikettSchema),
    }),
  ),
});
export type QrcodeUebersicht = z.infer<typeof qrcodeUebersichtSchema>;

/** The wizard address a label opens (relative; the server puts the portal's public address in front). */
export function wizardPfad(erzeugerId: number, anfallstelleId: number, behaelterId: number | null, fraktionId: number | null): string {
  const query = new URLSearchParams({ anfallstelleId: String(anfallstelleId) });
  if (fraktionId !== null) query.set('fraktionId', String(fraktionId));
  if (behaelterId !== null) query.set('behaelterId', String(behaelterId));
  return `/erzeuger/${erzeugerId}/auftraege/neu?${query.toString()}`;
}
