import { z } from 'zod';
import { MELDUNGEN, ANREDEN, emailSchema, personAntwortFelder, pflichtText, telefonSchema, text } from './validation';
import { ROLLEN_VORLAGEN } from './rollenVorlagen';
import { PERMISSIONS, type Permission } from './permissions';

/** The accounts /admin/benutzerverwaltung manages (spec § 2, § 6: admin and support accounts). */
export const PERSONAL_ROLLEN = ['ADMIN', 'SUPPORT'] as const;
export type PersonalRolle = (typeof PERSONAL_ROLLEN)[number];

/** What a staff account may hold: the union of the admin and support templates (producer rights are not staff rights). */
export const PERSONAL_BERECHTIGUNGEN: readonly Permission[] = [...new Set([...ROLLEN_VORLAGEN.ADMIN, ...ROLLEN_VORLAGEN.SUPPORT])];

export const LETZTER_ADMIN =
  'Das letzte aktive Administrationskonto mit Benutzerverwaltung kann nicht gelöscht, deaktiviert oder herabgestuft werden.';
export const NICHT_SELBST_LOESCHEN = 'Sie können Ihr eigenes Konto nicht löschen.';
export const NICHT_SELBST_DEAKTIVIEREN = 'Sie können Ihr eigenes Konto nicht deaktivieren.';
export const KONTO_HAT_DATEN =
  'Dieses Konto hat bereits Daten im Portal hinterlassen und kann nicht gelöscht werden. Deaktivieren Sie es stattdessen.';
export const MINDESTENS_EINE_BERECHTIGUNG = 'Ein Konto benötigt mindestens eine Berechtigung.';
export const STANDARD_ERZEUGER_FEHLT = 'Diesen Erzeuger gibt es nicht.';

/** A form sends strings: "true"/"on"/"1" and "false"/"0"/"" for the active switch. */
const wahrheitswert = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', 'on', '1'].includes(v) || (['false', '0', ''].includes(v) ? false : v) : v),
  z.boolean({ error: 'aktiv muss wahr oder falsch sein.' }),
);

/** Repeated form fields arrive as an array, one as a string, a JSON array as a string too. */
const berechtigungen = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.startsWith('[')) {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return v === '' ? [] : [v];
  },
  z
    .array(
      z.enum(PERSONAL_BERECHTIGUNGEN as [Permission, ...Permission[]], { error: 'Diese Berechtigung kann hier nicht vergeben werden.' }),
    )
    .min(1, MINDESTENS_EINE_BERECHTIGUNG)
    .transform((l) => [...new Set(l)]),
);

/**
 * POST and PUT /api/v1/benutzer/admins (spec § 7: a form). Without permissions an account gets its
 * role's template from rollenVorlagen.
 */
export const adminBenutzerSchema = z.object({
  anrede: z
    .enum([...ANREDEN, ''], { error: 'Bitte wählen Sie Frau, Herr oder keine Angabe.' })
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  vorname: pflichtText(100),
  nachname: pflichtText(100),
  email: text()
    .transform((v) => v.normalize('NFKC'))
    .pipe(emailSchema)
    .pipe(text().min(1, MELDUNGEN.pflichtfeld).max(254, MELDUNGEN.benutzernameLang)),
  telefon: telefonSchema.nullish().transform((v) => (v === '' || v === undefined ? null : v)),
  rolle: z.enum(PERSONAL_ROLLEN, { error: 'Bitte wählen Sie Administration oder Support.' }),
  aktiv: wahrheitswert.optional().transform((v) => v ?? true),
  berechtigungen: berechtigungen.optional(),
  /**
   * The default client (spec § 6): the producer whose perspective the account's sessions start in.
   * Absent on a PUT keeps it; '' or null clears it.
   */
  standardErzeugerId: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: STANDARD_ERZEUGER_FEHLT })
      .int(STANDARD_ERZEUGER_FEHLT)
      .min(1, STANDARD_ERZEUGER_FEHLT)
      .max(2_147_483_647, STANDARD_ERZEUGER_FEHLT)
      .nullish(),
  ),
});
export type AdminBenutzerFormular = z.input<typeof adminBenutzerSchema>;

/** A row of GET /api/v1/benutzer/admins and the answer of the single calls; `version` for If-Match. */
export const adminBenutzerAntwortSchema = z.object({
  ...personAntwortFelder,
  rolle: z.enum(PERSONAL_ROLLEN),
  berechtigungen: z.array(z.enum(PERMISSIONS)),
  standardErzeuger: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type AdminBenutzer = z.infer<typeof adminBenutzerAntwortSchema>;
