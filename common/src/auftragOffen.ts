import { z } from 'zod';
import { AUFTRAG_STATUS, type AuftragStatus } from './auftrag';
import { auftragListeEintragSchema } from './auftragWire';
import { text } from './validation';

/** Statuses in which an order needs nobody any more: finished, cancelled or declined (spec § 4). */
export const ERLEDIGTE_STATUS = [
  'AUFTRAG_ABGESCHLOSSEN',
  'AUFTRAG_STORNIERT',
  'AUFTRAG_STORNIERT_VOR_FREIGABE',
  'ANFRAGE_ABGELEHNT',
  'BESTELLUNG_ABGELEHNT',
] as const satisfies readonly AuftragStatus[];

/**
 * The default status list of /admin/auftraege (spec § 2: "a default list of statuses when absent";
 * § 9: not shown): every status that is not finished, cancelled or declined (docs/decisions.md).
 */
export const OFFENE_STATUS: readonly AuftragStatus[] = AUFTRAG_STATUS.filter(
  (s) => !(ERLEDIGTE_STATUS as readonly AuftragStatus[]).includes(s),
);

/** The columns the open-orders list sorts by (GET /auftrag/offen `sortBy`); dueInDays is the default (spec § 7). */
export const OFFEN_SORTIERUNG = [
  'dueInDays',
  'vorgangsnummer',
  'status',
  'erzeugerName',
  'anfallstelleName',
  'entsorgerName',
  'fraktion',
  'erstelltAm',
] as const;
export type OffenSortierung = (typeof OFFEN_SORTIERUNG)[number];

export const OFFEN_SEITENGROESSE = 25;
export const OFFEN_MAX_SEITENGROESSE = 100;

/** A repeated query parameter arrives as an array: its first value counts (spec § 2, /admin/auftraege). */
const ersterWert = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

const seitenZahl = (name: string, max: number) =>
  z.preprocess(
    ersterWert,
    z
      .string({ error: `${name} muss eine Zahl sein.` })
      .regex(/^\d{1,9}$/, `${name} muss eine ganze Zahl ab 1 sein.`)
      .transform(Number)
      .pipe(z.number().min(1, `${name} muss eine ganze Zahl ab 1 sein.`).max(max, `${name} darf höchstens ${max} sein.`)),
  );

const STATUS_MELDUNG = 'Unbekannter Status.';

/** `status=A&status=B` or `status=A,B`; empty means "no choice" (then the default list applies). */
const statusListe = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    const werte = Array.isArray(v) ? v : [v];
    if (werte.some((w) => typeof w !== 'string')) return werte;
    const einzeln = (werte as string[])
      .flatMap((w) => w.split(','))
      .map((w) => w.trim())
      .filter((w) => w !== '');
    return einzeln.length === 0 ? undefined : [...new Set(einzeln)];
  },
  z
    .array(z.enum(AUFTRAG_STATUS, { error: STATUS_MELDUNG }), { error: STATUS_MELDUNG })
    .max(AUFTRAG_STATUS.length)
    .optional(),
);

/** Producer name or number, case-insensitive (spec § 7 `erzeugerSearch`); empty means no search. */
export const erzeugerSucheSchema = text()
  .trim()
  .max(200, 'Der Suchtext darf höchstens 200 Zeichen lang sein.')
  .transform((v) => (v === '' ? undefined : v));

/**
 * GET /api/v1/auftrag/offen (spec § 2 /admin/auftraege, § 7): page from 1, pageSize up to 100; of a
 * repeated parameter the first value counts; sortDesc 'undefined' means true (spec § 2), absent false.
 */
export const offeneAuftraegeQuerySchema = z.object({
  page: seitenZahl('page', 1_000_000).optional().default(1),
  pageSize: seitenZahl('pageSize', OFFEN_MAX_SEITENGROESSE).optional().default(OFFEN_SEITENGROESSE),
  sortBy: z
    .preprocess(ersterWert, z.enum(OFFEN_SORTIERUNG, { error: 'Nach dieser Spalte kann nicht sortiert werden.' }))
    .optional()
    .default('dueInDays'),
  sortDesc: z
    .preprocess(ersterWert, z.enum(['true', 'false', 'undefined'], { error: 'sortDesc muss true oder false sein.' }))
    .optional()
    .transform((v) => v === 'true' || v === 'undefined'),
  status: statusListe,
  erzeugerSearch: z.preprocess(ersterWert, erzeugerSucheSchema.optional()),
});
export type OffeneAuftraegeQuery = z.infer<typeof offeneAuftraegeQuerySchema>;

/** One open order: the list's fields plus the urgency of spec § 4 (dueInDays set and at most 1). */
export const offenerAuftragSchema = auftragListeEintragSchema.extend({ urgent: z.boolean() });
export type OffenerAuftrag = z.infer<typeof offenerAuftragSchema>;

/** The answer of GET /auftrag/offen: one page and the number of all matching orders. */
export const offeneAuftraegeAntwortSchema = z.object({
  eintraege: z.array(offenerAuftragSchema),
  gesamt: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OffeneAuftraegeAntwort = z.infer<typeof offeneAuftraegeAntwortSchema>;

export const AUFTRAG_FINDEN_LEER = 'Bitte eine Vorgangsnummer oder einen Erzeuger angeben.';
export const AUFTRAG_FINDEN_MAX = 20;

/**
 * POST /api/v1/auftrag/find (spec § 7): an order number (exact or its beginning) and/or a producer
 * (name or number); at least one of them. Answers at most 20 orders, newest first.
 */
export const auftragFindenSchema = z
  .object({
    vorgangsnummer: text().trim().max(50, 'Die Vorgangsnummer hat höchstens 50 Zeichen.').optional(),
    erzeugerSearch: erzeugerSucheSchema.optional(),
  })
  .refine((b) => Boolean(b.vorgangsnummer) || Boolean(b.erzeugerSearch), { message: AUFTRAG_FINDEN_LEER });
export type AuftragFinden = z.infer<typeof auftragFindenSchema>;
