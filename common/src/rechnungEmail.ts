import { z } from 'zod';
import { idSchema, uuidIdParams } from './validation';

/**
 * The invoice e-mail import (spec §§ 2, 3, 7: /rechnungen/emails, support tab "Rechnungs-E-Mail-Import"):
 * every PDF or XML attachment of a mail in the invoice mailbox is an entry "to be released"; support
 * releases it (it becomes a receipt), marks it faulty or deletes it.
 */
export const RECHNUNG_EMAIL_STATUS = ['ZU_FREIGEBEN', 'FREIGEGEBEN', 'FEHLERHAFT', 'GELOESCHT'] as const;
export type RechnungEmailStatus = (typeof RECHNUNG_EMAIL_STATUS)[number];

export const RECHNUNG_EMAIL_MELDUNGEN = {
  nichtGefunden: 'Diese E-Mail-Anlage gibt es nicht (mehr).',
  schonErledigt: 'Diese E-Mail-Anlage ist schon erledigt.',
  freigegeben: 'Die Rechnung wurde freigegeben und als Beleg erfasst.',
  fehlerhaft: 'Die E-Mail-Anlage wurde als fehlerhaft markiert.',
  geloescht: 'Die E-Mail-Anlage wurde gelöscht.',
  begruendung: 'Bitte begründen Sie, warum die Anlage fehlerhaft ist.',
} as const;

/** What the e-invoice reader found in an attachment, as the list shows it. */
export const rechnungEmailLeseErgebnisSchema = z.object({
  ok: z.boolean(),
  /** The German reason when it is no readable e-invoice. */
  grund: z.string().nullable(),
  nummer: z.string().nullable(),
  datum: z.string().nullable(),
  verkaeufer: z.string().nullable(),
  kaeuferReferenz: z.string().nullable(),
  summe: z.number().nullable(),
  positionen: z.number(),
  /** Found by the seller's VAT id or name. */
  entsorgerId: z.number().nullable(),
  /** The producer of the order the buyer reference names: the release's prefill. */
  erzeugerId: z.number().nullable(),
  vorgangsnummer: z.string().nullable(),
});
export type RechnungEmailLeseErgebnis = z.infer<typeof rechnungEmailLeseErgebnisSchema>;

export const rechnungEmailEintragSchema = z.object({
  id: z.string(),
  absender: z.string().nullable(),
  betreff: z.string().nullable(),
  empfangenAm: z.string().nullable(),
  dateiName: z.string(),
  dateiTyp: z.string(),
  status: z.enum(RECHNUNG_EMAIL_STATUS),
  ergebnis: rechnungEmailLeseErgebnisSchema,
  erzeugerName: z.string().nullable(),
  entsorgerName: z.string().nullable(),
  erstelltAm: z.string(),
});
export type RechnungEmailEintrag = z.infer<typeof rechnungEmailEintragSchema>;

export const rechnungEmailIdParams = uuidIdParams;

/** Release: the producer support chose (prefilled from the matched order), the disposer when the invoice names none we know. */
export const rechnungEmailFreigebenSchema = z.object({
  erzeugerId: idSchema('Bitte den Erzeuger wählen.'),
  entsorgerId: idSchema('Diesen Entsorger gibt es nicht.').nullable().default(null),
});
export type RechnungEmailFreigeben = z.infer<typeof rechnungEmailFreigebenSchema>;

export const rechnungEmailFehlerhaftSchema = z.object({
  begruendung: z.string().trim().min(1, RECHNUNG_EMAIL_MELDUNGEN.begruendung).max(2000, 'Höchstens 2000 Zeichen.'),
});

export const rechnungEmailAntwortSchema = z.object({
  id: z.string(),
  /** The receipt the release captured. */
  belegId: z.string().nullable(),
  position: z.string().nullable(),
  projektionenAktuell: z.boolean(),
});

/** "Jetzt abrufen" (support tab "Rechnungs-E-Mail-Import"): the mailbox is polled now instead of at the next minute. */
export const RECHNUNG_EMAIL_ABRUFEN_MELDUNGEN = {
  angestossen: 'Das Rechnungs-Postfach wird jetzt abgerufen; neue Anlagen erscheinen gleich in der Liste.',
  ohneJobs: 'Das Rechnungs-Postfach kann hier nicht sofort abgerufen werden; es wird jede Minute abgerufen.',
} as const;

export const rechnungEmailAbrufenAntwortSchema = z.object({
  /** Whether the poll job was sent to the job queue (false: this process has no job queue). */
  angestossen: z.boolean(),
});
export type RechnungEmailAbrufenAntwort = z.infer<typeof rechnungEmailAbrufenAntwortSchema>;
