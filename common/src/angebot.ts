import { z } from 'zod';
import { isoDatum, type AuftragStatus } from './auftrag';
import { idSchema, optionalText } from './validation';

const PREIS_MELDUNG = 'Bitte einen Preis in Euro angeben, z. B. 1.250,00.';

/**
 * A net price in euro as typed (the token page's currency input, also multipart text): a number, or
 * German/English text with at most two decimals ("1.250,50", "1250.50"). Up to ten million euro.
 */
export const euroSchema = z.union([z.number(), z.string().trim()], { error: PREIS_MELDUNG }).transform((v, ctx) => {
  let n = v;
  if (typeof v === 'string') {
    const deutsch = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(v);
    const englisch = /^\d+(\.\d{1,2})?$/.test(v);
    n = deutsch ? Number(v.replace(/\./g, '').replace(',', '.')) : englisch ? Number(v) : NaN;
  }
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 10_000_000 || Math.round(n * 100) !== n * 100) {
    ctx.addIssue({ code: 'custom', message: PREIS_MELDUNG });
    return z.NEVER;
  }
  return n;
});

/** POST /api/v1/public/workflow/angebotabgeben/{token} (JSON or multipart with `pdfFile`). */
export const angebotAbgebenSchema = z.object({ preis: euroSchema, kommentar: optionalText(2000) });

/** POST /api/v1/auftrag/{id}/angebotErfassen: support enters an offer that came by mail or phone. */
export const angebotErfassenSchema = z.object({
  entsorgerId: idSchema('Bitte einen Entsorger wählen.'),
  preis: euroSchema,
  kommentar: optionalText(2000),
});

/** POST /api/v1/workflow/angebotAnnehmen/{id} (spec § 3): the offer by its disposer or its number. */
export const angebotAnnehmenSchema = z
  .object({
    entsorgerId: idSchema('Bitte ein Angebot wählen.').optional(),
    angebotsnummer: z.string().max(60).optional(),
    kommentar: optionalText(2000),
    wunschdatum: isoDatum,
    /** Above the accepting user's order value limit: who approves (spec § 4). */
    freigeberId: idSchema('Bitte eine Person zur Freigabe wählen.').optional(),
  })
  .refine((b) => b.entsorgerId !== undefined || b.angebotsnummer !== undefined, {
    path: ['entsorgerId'],
    message: 'Bitte ein Angebot wählen.',
  });

export const ANGEBOT_STATUS = ['abgegeben', 'offen', 'abgelehnt'] as const;

/** GET /api/v1/auftrag/{id}/angebote: one row per asked disposer (spec § 3 Offer). */
export const angebotSchema = z.object({
  entsorgerId: z.number(),
  entsorgerName: z.string(),
  angebotsnummer: z.string().nullable(),
  eingegangenAm: z.string().nullable(),
  preis: z.number().nullable(),
  kommentar: z.string().nullable(),
  /** Download URL of the offer's PDF, null without one. */
  pdf: z.string().nullable(),
  status: z.enum(ANGEBOT_STATUS),
  angenommen: z.boolean(),
  /** The disposer declined the request (its reason, if it gave one). */
  begruendung: z.string().nullable(),
});
export type Angebot = z.infer<typeof angebotSchema>;

/** GET /api/v1/auftrag/freigeber?erzeugerId=: who may approve an order of this user above its limit. */
export const freigeberSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** null: no limit (the owner). */
  bestellwertGrenze: z.number().nullable(),
});
export type Freigeber = z.infer<typeof freigeberSchema>;

export const UEBER_GRENZE_OHNE_FREIGEBER =
  'Die Bestellung überschreitet Ihre Bestellwertgrenze. Bitte wählen Sie eine Person zur Freigabe.';

const ANFRAGE_STATUS: readonly AuftragStatus[] = ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN', 'ANFRAGE_ABGELEHNT'];

export type EntsorgerAnzeigeEingabe = {
  status: { type: AuftragStatus };
  entsorgerName: string | null;
  angebotsEntsorgerNamen: string[];
  numberAngebotReceived: number;
  numberAngebotRequested: number;
};

/**
 * The disposer column of the order list (spec § 4, offer requests): one asked disposer shows its
 * name; several show whether every answer is in ("received" counts offers and declines).
 */
export const entsorgerAnzeige = (eintrag: EntsorgerAnzeigeEingabe): string => {
  if (!ANFRAGE_STATUS.includes(eintrag.status.type)) return eintrag.entsorgerName ?? '';
  const [einziger] = eintrag.angebotsEntsorgerNamen;
  if (eintrag.angebotsEntsorgerNamen.length === 1 && einziger !== undefined) return einziger;
  const { numberAngebotReceived: erhalten, numberAngebotRequested: angefragt } = eintrag;
  // A disposer's view holds no other asked disposers (issue 28): nothing to count.
  if (angefragt === 0) return eintrag.entsorgerName ?? '';
  if (erhalten === angefragt) {
    return eintrag.status.type === 'ANFRAGE_ABGELEHNT' ? 'Alle Angebote abgelehnt' : 'Angebote vollständig';
  }
  return `Warten auf Angebote (${erhalten}/${angefragt})`;
};
