import { z } from 'zod';
import { EMAIL_VERGEBEN } from './benutzerverwaltung';
import { ANREDEN, BENUTZERNAME_MAX_LAENGE, emailSchema, MELDUNGEN, pflichtText, text } from './validation';

/** Spec § 8: registration currently closed. */
export const REGISTRIERUNG_GESCHLOSSEN =
  'Die Registrierung ist derzeit geschlossen. Bitte wenden Sie sich an den Support, wenn Sie einen Zugang benötigen.';
/** Spec § 8: registration failed — here because the company already has an account. */
export const FIRMA_VERGEBEN =
  'Diese Firma ist bereits im Abfallportal registriert. Bitte melden Sie sich an oder wenden Sie sich an den Support.';
export const AGB_PFLICHT = 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.';
export const BESTELLUNG_PFLICHT = 'Bitte bestätigen Sie die verbindliche Bestellung des gewählten Vertrags.';
export const VERTRAG_PFLICHT = 'Bitte wählen Sie einen Vertrag.';
export const BRANCHE_PFLICHT = 'Bitte wählen Sie eine Branche.';
export const MITARBEITERZAHL = 'Bitte geben Sie die Zahl der Mitarbeiter als ganze Zahl zwischen 1 und 1.000.000 an.';
export { EMAIL_VERGEBEN };

const pflichtId = (meldung: string) => z.number({ error: meldung }).int(meldung).positive(meldung).max(2_147_483_647, meldung);

const angekreuzt = (meldung: string) => z.literal(true, { error: meldung });

/** The e-mail that becomes the user name: NFKC as the sign-in compares, the address rule, required. */
export const registrierungEmailSchema = text()
  .transform((v) => v.normalize('NFKC'))
  .pipe(emailSchema)
  .pipe(text().min(1, MELDUNGEN.pflichtfeld).max(BENUTZERNAME_MAX_LAENGE, MELDUNGEN.benutzernameLang));

/** POST /api/v1/erzeuger-registration (spec § 2 /registrierung): the same rules in the form and on the server. */
export const registrierungSchema = z.object({
  firma: pflichtText(200),
  brancheId: pflichtId(BRANCHE_PFLICHT),
  registrierterName: pflichtText(200),
  mitarbeiterzahl: z.number({ error: MITARBEITERZAHL }).int(MITARBEITERZAHL).min(1, MITARBEITERZAHL).max(1_000_000, MITARBEITERZAHL),
  vertragId: pflichtId(VERTRAG_PFLICHT),
  anrede: z
    .enum([...ANREDEN, ''], { error: 'Bitte wählen Sie Frau, Herr oder keine Angabe.' })
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  vorname: pflichtText(100),
  nachname: pflichtText(100),
  email: registrierungEmailSchema,
  agbAkzeptiert: angekreuzt(AGB_PFLICHT),
  verbindlichBestellt: angekreuzt(BESTELLUNG_PFLICHT),
});
export type RegistrierungEingabe = z.input<typeof registrierungSchema>;
export type Registrierung = z.output<typeof registrierungSchema>;

/** GET /api/v1/erzeuger-registration/status. */
export const registrierungStatusSchema = z.object({ offen: z.boolean() });
export type RegistrierungStatus = z.infer<typeof registrierungStatusSchema>;

/** GET /api/v1/erzeuger-registration/vertraege: contracts offered on /registrierung with their monthly price (EUR, net). */
export const registrierbarerVertragSchema = z.object({
  id: z.number(),
  name: z.string(),
  preisProMonat: z.number(),
  maxAnfallstellen: z.number().nullable(),
  maxEntsorger: z.number().nullable(),
});
export type RegistrierbarerVertrag = z.infer<typeof registrierbarerVertragSchema>;

/** GET /api/v1/erzeuger-registration/branchen. */
export const brancheOptionSchema = z.object({ id: z.number(), name: z.string() });
export type BrancheOption = z.infer<typeof brancheOptionSchema>;

/** GET /api/v1/erzeuger-registration/check-email-available: only yes or no, nothing about the account. */
export const emailVerfuegbarSchema = z.object({ available: z.boolean() });
export type EmailVerfuegbar = z.infer<typeof emailVerfuegbarSchema>;

/** The query of check-email-available: anything that is not one text counts as no address (answered "not available"). */
export const emailPruefungQuerySchema = z.object({ email: z.string().optional().catch(undefined) }).catchall(z.unknown());

/** POST /api/v1/erzeuger-registration answers 201 with this. */
export const registrierungAntwortSchema = z.object({ erzeugerId: z.number(), email: z.string() });
export type RegistrierungAntwort = z.infer<typeof registrierungAntwortSchema>;
