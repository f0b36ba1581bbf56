import type { Db } from '../platform/db';
import { HttpError } from '../platform/http/httpError';
import { NORMALISIERTE_EMAIL_SQL } from './benutzername';
import type { LimiterSchluessel, LoginLimiter } from './loginLimiter';
import { checkGegenDummy, verifyPasswort } from './passwort';
import { istGeraetBestaetigt, checkCode, sendNeuenCode, ZU_VIELE_FALSCHE_CODES } from './verifizierung';

/** German answers of the login (codes as the front end knows them). */
export const ANMELDE_MELDUNGEN = {
  BAD_CREDENTIALS: 'E-Mail-Adresse/Benutzername oder Passwort ist falsch.',
  VERIFICATION_CODE_REQUIRED: 'Wir haben Ihnen einen Bestätigungscode per E-Mail gesendet. Bitte geben Sie ihn ein.',
  VERIFICATION_CODE_INVALID: 'Der Bestätigungscode ist falsch. Bitte prüfen Sie Ihre Eingabe.',
  VERIFICATION_CODE_EXPIRED:
    'Der Bestätigungscode ist abgelaufen oder wurde zu oft falsch eingegeben. Bitte fordern Sie einen neuen Code an.',
  TERMS_NOT_ACCEPTED: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
  LOCKED: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minuten} Minuten erneut.',
} as const;

type Fehlercode = Exclude<keyof typeof ANMELDE_MELDUNGEN, 'LOCKED'>;

export const gesperrt = (sekunden: number): HttpError =>
  new HttpError(429, ANMELDE_MELDUNGEN.LOCKED.replace('{minuten}', String(Math.max(1, Math.ceil(sekunden / 60)))), { code: 'LOCKED' });

const fehler = (code: Fehlercode): HttpError => new HttpError(400, ANMELDE_MELDUNGEN[code], { code });

export type AnmeldeDeps = { db: Db; limiter: LoginLimiter; jetzt: () => Date; schlafen?: (ms: number) => Promise<void> };

export type AnmeldeEingabe = {
  /** Already normalised (normalisiereBenutzername). */
  username: string;
  password: string;
  verificationCode?: string;
  agbAkzeptiert: boolean;
  geraetHash: string;
  adresse: string;
};

type KontoRow = { id: number; email: string; passwort_hash: string; agb_akzeptiert_am: Date | null };

const warte = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Checks name and password, counting failures; throws the lock or the German failure. */
export const checkAnmeldedaten = async (
  deps: AnmeldeDeps,
  e: Pick<AnmeldeEingabe, 'username' | 'password' | 'adresse' | 'geraetHash'>,
): Promise<{ konto: KontoRow; schluessel: LimiterSchluessel }> => {
  const konto = (await deps
    .db('benutzer')
    .whereRaw(`${NORMALISIERTE_EMAIL_SQL} = ?`, [e.username])
    .andWhere({ aktiv: true })
    .first('id', 'email', 'passwort_hash', 'agb_akzeptiert_am')) as KontoRow | undefined;
  const vertraut = konto !== undefined && (await istGeraetBestaetigt(deps.db, konto.id, e.geraetHash));
  const schluessel: LimiterSchluessel = { konto: e.username, adresse: e.adresse, vertrautesGeraet: vertraut ? e.geraetHash : null };
  const stand = await deps.limiter.pruefe(schluessel);
  if ('gesperrtSekunden' in stand) throw gesperrt(stand.gesperrtSekunden);
  if (stand.verzoegerungMs > 0) await (deps.schlafen ?? warte)(stand.verzoegerungMs);
  const ok = konto ? await verifyPasswort(konto.passwort_hash, e.password) : await checkGegenDummy(e.password);
  if (!konto || !ok) {
    await deps.limiter.fehlschlag(schluessel);
    throw fehler('BAD_CREDENTIALS');
  }
  return { konto, schluessel };
};

/**
 * The sign-in of spec § 2 and the issue: password, terms on first sign-in, and a mailed code
 * when the device is not yet confirmed. Returns the user id to start the session for.
 */
export const anmelden = async (deps: AnmeldeDeps, e: AnmeldeEingabe): Promise<number> => {
  const { konto, schluessel } = await checkAnmeldedaten(deps, e);
  if (konto.agb_akzeptiert_am === null && !e.agbAkzeptiert) throw fehler('TERMS_NOT_ACCEPTED');

  const ergebnis = await deps.db.transaction(async (trx): Promise<Fehlercode | 'GESPERRT' | 'OK'> => {
    const jetzt = deps.jetzt();
    if (!(await istGeraetBestaetigt(trx, konto.id, e.geraetHash))) {
      const code = e.verificationCode?.trim();
      if (!code) {
        await sendNeuenCode(trx, konto, e.geraetHash, jetzt);
        return 'VERIFICATION_CODE_REQUIRED';
      }
      const pruefung = await checkCode(trx, konto.id, e.geraetHash, code, jetzt);
      if (pruefung === 'FALSCH') return 'VERIFICATION_CODE_INVALID';
      if (pruefung === 'ABGELAUFEN') return 'VERIFICATION_CODE_EXPIRED';
      if (pruefung === 'GESPERRT') return 'GESPERRT';
    }
    if (konto.agb_akzeptiert_am === null) await trx('benutzer').where({ id: konto.id }).update({ agb_akzeptiert_am: jetzt });
    return 'OK';
  });
  if (ergebnis === 'GESPERRT') throw new HttpError(429, ZU_VIELE_FALSCHE_CODES, { code: 'VERIFICATION_CODE_LOCKED' });
  if (ergebnis !== 'OK') throw fehler(ergebnis);
  await deps.limiter.erfolg(schluessel);
  return konto.id;
};

/** "Resend": a new code for this device; the old one stops working. */
export const codeNeuSenden = async (deps: AnmeldeDeps, e: Omit<AnmeldeEingabe, 'verificationCode' | 'agbAkzeptiert'>): Promise<void> => {
  const { konto } = await checkAnmeldedaten(deps, e);
  await deps.db.transaction((trx) => sendNeuenCode(trx, konto, e.geraetHash, deps.jetzt()));
};
