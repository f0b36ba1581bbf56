import { z } from 'zod';
import { emailSchema, MELDUNGEN, optionalText, pflichtText, plzSchema } from './validation';

/** Disposers (Entsorger, spec §§ 3, 4, 7): request schemas, wire types and messages for server and browser. */

export const ENTSORGER_MELDUNGEN = {
  nichtGefunden: 'Der Entsorger wurde nicht gefunden.',
  zusammenfuehrenPreisUeberschneidung:
    'Beide Entsorger haben Preisvereinbarungen für denselben Kunden und Schlüssel mit überschneidender Gültigkeit. Bitte beenden oder löschen Sie eine davon und führen Sie dann erneut zusammen.',
  zusammenfuehrenDoppelt: (tabelle: string) =>
    `Ein Eintrag des Duplikats (${tabelle}) ist beim verbleibenden Entsorger bereits vorhanden. Es wurde nichts zusammengeführt.`,
  bereitsVerknuepft: 'Dieser Entsorger ist bereits in Ihrer Liste.',
  nameVergeben:
    'Ein Entsorger mit diesem Namen ist bereits vorhanden. Bitte wählen Sie ihn über die Suche aus oder wenden Sie sich an den Support.',
  loeschenMitAuftraegen:
    'Dieser Entsorger kann nicht entfernt werden, weil Aufträge auf ihn verweisen. Sie können ihn stattdessen deaktivieren.',
  nichtBearbeitbar: 'Freigegebene Entsorger kann nur der Support ändern. Die Kundennummer können Sie ändern.',
  zusammenfuehrenGleich: 'Ein Entsorger kann nicht mit sich selbst zusammengeführt werden.',
  zusammengefuehrt: 'Dieser Entsorger wurde bereits mit einem anderen zusammengeführt.',
} as const;

/** The contract's maximum number of disposers (spec § 6) with the dealer exception named in the text. */
export const vertragsGrenzeMeldung = (vertrag: string, max: number): string =>
  `Ihr Vertrag „${vertrag}“ erlaubt höchstens ${max} Entsorger. Entfernen Sie einen Entsorger, den Sie nicht mehr brauchen, ` +
  'oder wenden Sie sich an den Support. Händler mit Ausnahmeregelung können Sie weiterhin hinzufügen.';

/** Spec § 9: the data request covers the last three years. */
export const DATENABFRAGE_JAHRE = 3;

const leerWirdNull = (v: string): string | null => (v === '' ? null : v);
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The disposer's own data, as producers and support enter it. */
export const entsorgerStammSchema = z.object({
  name: pflichtText(200),
  strasse: optionalText(200),
  plz: plzSchema.nullish().transform((v) => (v ? leerWirdNull(v) : null)),
  ort: optionalText(100),
  ansprechpartner: optionalText(200),
  email: emailSchema.nullish().transform((v) => (v ? leerWirdNull(v) : null)),
  auftragsannahme: optionalText(200),
  abweichendeKontaktdaten: optionalText(1000),
});
export type EntsorgerStamm = z.output<typeof entsorgerStammSchema>;

const stammOptional = entsorgerStammSchema.partial().extend({ name: optionalText(200) });

/**
 * POST /entsorger/forErzeuger: link an existing disposer (entsorgerMandantId, picked in the search)
 * or create a new one (name and data); both with the producer's customer number at that disposer.
 */
export const entsorgerFuerErzeugerAnlegenSchema = stammOptional
  .extend({
    erzeugerId: id,
    kundennummer: pflichtText(100),
    entsorgerMandantId: id.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.entsorgerMandantId && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: MELDUNGEN.pflichtfeld });
  });
export type EntsorgerFuerErzeugerAnlegen = z.input<typeof entsorgerFuerErzeugerAnlegenSchema>;

/** PUT /entsorger/forErzeuger/{kundennummerId}: the customer number, and the data of the producer's own unapproved disposer. */
export const entsorgerFuerErzeugerAendernSchema = stammOptional.extend({ kundennummer: pflichtText(100) });

/** PUT /entsorger/forErzeuger/activate (spec § 7: payload kundennummerId, entsorgerMandantId). */
export const entsorgerAktivierenSchema = z.object({ kundennummerId: id, entsorgerMandantId: id, aktiv: z.boolean() });

/** POST /entsorger and PUT /entsorger/{id} by support: the data plus the dealer exception. */
export const entsorgerSupportSchema = entsorgerStammSchema.extend({
  haendlerAusnahme: z.boolean().default(false),
  aktiv: z.boolean().default(true),
});

/** PUT /entsorger/mergeMandant: the duplicate (discard) goes into the disposer that stays (keep). */
export const entsorgerZusammenfuehrenSchema = z
  .object({ keepEntsorgerId: id, discardEntsorgerId: id })
  .refine((v) => v.keepEntsorgerId !== v.discardEntsorgerId, {
    message: ENTSORGER_MELDUNGEN.zusammenfuehrenGleich,
    path: ['discardEntsorgerId'],
  });

const entsorgerDaten = {
  name: z.string(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  ansprechpartner: z.string().nullable(),
  email: z.string().nullable(),
  auftragsannahme: z.string().nullable(),
  abweichendeKontaktdaten: z.string().nullable(),
  freigegeben: z.boolean(),
  haendlerAusnahme: z.boolean(),
};

/** A disposer as one producer sees it: id is the producer's link (kundennummerId), `version` the link's. */
export const entsorgerFuerErzeugerWireSchema = z.object({
  ...entsorgerDaten,
  id: z.number().int(),
  kundennummerId: z.number().int(),
  entsorgerMandantId: z.number().int(),
  erzeugerId: z.number().int(),
  kundennummer: z.string(),
  /** The producer's link is active. */
  aktiv: z.boolean(),
  /** Created by this producer and not yet approved: the producer may still edit its data. */
  eigenerEntwurf: z.boolean(),
  /** Last data request (ISO), null when none was sent. */
  letzteDatenabfrage: z.string().nullable(),
  version: z.number().int(),
});
export type EntsorgerFuerErzeuger = z.infer<typeof entsorgerFuerErzeugerWireSchema>;

/** A disposer in the support lists (approved and unapproved); `version` is the disposer's. */
export const entsorgerEintragSchema = z.object({
  ...entsorgerDaten,
  id: z.number().int(),
  aktiv: z.boolean(),
  zugangsdatenVersendet: z.boolean(),
  anzahlKunden: z.number().int(),
  erstelltVon: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  erstelltAm: z.string(),
  version: z.number().int(),
});
export type EntsorgerEintrag = z.infer<typeof entsorgerEintragSchema>;

/** A hit of the search before creating (autocomplete on name and city). */
export const entsorgerTrefferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ort: z.string().nullable(),
  plz: z.string().nullable(),
  freigegeben: z.boolean(),
  /** The producer already has this disposer in its list. */
  verknuepft: z.boolean(),
});
export type EntsorgerTreffer = z.infer<typeof entsorgerTrefferSchema>;

export const datenabfrageSchema = z.object({
  kundennummerId: z.number().int(),
  zeitpunkt: z.string().nullable(),
  von: z.string().nullable(),
  bis: z.string().nullable(),
});
export type Datenabfrage = z.infer<typeof datenabfrageSchema>;

export const entsorgerZusammenfuehrungSchema = z.object({
  keepEntsorgerId: z.number().int(),
  discardEntsorgerId: z.number().int(),
  /** Rows moved per table.column. */
  verschoben: z.record(z.string(), z.number()),
  /** Producers that had both disposers: their link to the kept one stays, with its customer number. */
  kundennummerKonflikte: z.number().int(),
  auftraegeUmgehaengt: z.number().int(),
  message: z.string(),
});
export type EntsorgerZusammenfuehrung = z.infer<typeof entsorgerZusammenfuehrungSchema>;
