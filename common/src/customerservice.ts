import { z } from 'zod';
import { pflichtText, telefonSchema } from './validation';

/** What a message to the support team is about; the subject line of the mail starts with it. */
export const KUNDENSERVICE_THEMEN = {
  AUFTRAG: 'Aufträge und Bestellungen',
  ENTSORGER: 'Entsorger und Angebote',
  DOKUMENTATION: 'Dokumentation und Belege',
  ZUGANG: 'Zugang und Benutzer',
  ABRECHNUNG: 'Preise und Abrechnung',
  SONSTIGES: 'Sonstiges',
} as const;
export type KundenserviceThema = keyof typeof KUNDENSERVICE_THEMEN;
const THEMEN_IDS = Object.keys(KUNDENSERVICE_THEMEN) as [KundenserviceThema, ...KundenserviceThema[]];

export const NACHRICHT_MIN = 10;
export const NACHRICHT_MAX = 5000;

/** PUT /customerservice: the message to the support team (spec § 7). */
export const kundenserviceNachrichtSchema = z.object({
  thema: z.enum(THEMEN_IDS, { error: 'Bitte wählen Sie ein Thema.' }),
  betreff: pflichtText(150),
  nachricht: pflichtText(NACHRICHT_MAX).refine(
    (v) => v.length >= NACHRICHT_MIN,
    `Bitte schreiben Sie mindestens ${NACHRICHT_MIN} Zeichen.`,
  ),
  /** Where support may call back; empty: answer by e-mail. */
  rueckrufTelefon: telefonSchema.optional(),
});
export type KundenserviceNachricht = z.input<typeof kundenserviceNachrichtSchema>;

/** GET /customerservice: the form's data: who writes (attached to the mail), the topics and how support is reached. */
export const kundenserviceSchema = z.object({
  absender: z.object({ name: z.string(), email: z.string(), telefon: z.string().nullable() }),
  erzeuger: z.object({ id: z.number(), name: z.string() }).nullable(),
  themen: z.array(z.object({ id: z.enum(THEMEN_IDS), name: z.string() })),
  support: z.object({ email: z.string(), telefon: z.string().nullable() }),
});
export type Kundenservice = z.infer<typeof kundenserviceSchema>;

/** PUT /customerservice's answer: the message is in the outbox. */
export const kundenserviceGesendetSchema = z.object({ gesendet: z.literal(true) });
