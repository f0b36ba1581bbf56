import { addMinutes, subHours } from 'date-fns';
import type { Knex } from 'knex';
import { HttpError } from '../platform/http/httpError';
import { enqueueMail } from '../platform/mail/outbox';
import { neuerCode, sha256 } from '../platform/tokens';

/** Codes are valid 10 minutes and allow 5 tries (issue: sign-in done properly). */
export const CODE_GUELTIG_MINUTEN = 10;
export const CODE_MAX_VERSUCHE = 5;
/**
 * Within one hour: codes per account and device, codes per account, and wrong codes per account
 * across all its codes. Without them "resend" flooded the mailbox and every new code brought five
 * new guesses, so guessing never ended.
 */
export const CODE_LIMITS = { jeGeraetUndStunde: 5, jeKontoUndStunde: 10, falscheJeKontoUndStunde: 10 };
export const ZU_VIELE_CODES = 'Es wurden zu viele Bestätigungscodes angefordert. Bitte versuchen Sie es in einer Stunde erneut.';
export const ZU_VIELE_FALSCHE_CODES = 'Der Bestätigungscode wurde zu oft falsch eingegeben. Bitte versuchen Sie es in einer Stunde erneut.';

const codeHash = (benutzerId: number, code: string): string => sha256(`${benutzerId}:${code}`);

export const istGeraetBestaetigt = async (trx: Knex | Knex.Transaction, benutzerId: number, geraetHash: string): Promise<boolean> =>
  (await trx('benutzer_geraet').where({ benutzer_id: benutzerId, geraet_hash: geraetHash }).first()) !== undefined;

/** Issues a new code for this user and device, invalidates older ones and mails it in the same transaction. */
export const sendNeuenCode = async (
  trx: Knex.Transaction,
  benutzer: { id: number; email: string },
  geraetHash: string,
  jetzt: Date,
): Promise<void> => {
  // The account row's lock serialises concurrent requests, so none slips past the count.
  await trx('benutzer').where({ id: benutzer.id }).forUpdate().first('id');
  const [zahl] = (await trx('verifizierungscode')
    .where({ benutzer_id: benutzer.id })
    .andWhere('erstellt_am', '>', subHours(jetzt, 1))
    .select(
      trx.raw('count(*)::int as konto'),
      trx.raw('(count(*) filter (where geraet_hash = ?))::int as geraet', [geraetHash]),
    )) as unknown as { konto: number; geraet: number }[];
  if ((zahl?.geraet ?? 0) >= CODE_LIMITS.jeGeraetUndStunde || (zahl?.konto ?? 0) >= CODE_LIMITS.jeKontoUndStunde) {
    throw new HttpError(429, ZU_VIELE_CODES, { code: 'TOO_MANY_CODES' });
  }
  const code = neuerCode();
  await trx('verifizierungscode')
    .where({ benutzer_id: benutzer.id, geraet_hash: geraetHash })
    .whereNull('verbraucht_am')
    .update({ verbraucht_am: jetzt });
  await trx('verifizierungscode').insert({
    benutzer_id: benutzer.id,
    geraet_hash: geraetHash,
    code_hash: codeHash(benutzer.id, code),
    gueltig_bis: addMinutes(jetzt, CODE_GUELTIG_MINUTEN),
    erstellt_am: jetzt,
  });
  await enqueueMail(trx, {
    empfaenger: benutzer.email,
    betreff: 'Ihr Bestätigungscode für das Abfallportal',
    text: `Guten Tag,\n\nIhr Bestätigungscode für die Anmeldung lautet: ${code}\n\nEr ist ${CODE_GUELTIG_MINUTEN} Minuten gültig. Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.\n\nIhr Abfallportal`,
    anlass: 'VERIFIZIERUNGSCODE',
  });
};

export type CodePruefung = 'OK' | 'FALSCH' | 'ABGELAUFEN' | 'GESPERRT';

/** Checks a code; a wrong one counts a try, the fifth wrong try ends the code, ten in an hour end all. */
export const checkCode = async (
  trx: Knex.Transaction,
  benutzerId: number,
  geraetHash: string,
  code: string,
  jetzt: Date,
): Promise<CodePruefung> => {
  const aktiv = (await trx('verifizierungscode')
    .where({ benutzer_id: benutzerId, geraet_hash: geraetHash })
    .whereNull('verbraucht_am')
    .orderBy('id', 'desc')
    .forUpdate()
    .first()) as { id: number; code_hash: string; gueltig_bis: Date; versuche: number } | undefined;
  const falsche = (await trx('verifizierungscode')
    .where({ benutzer_id: benutzerId })
    .andWhere('erstellt_am', '>', subHours(jetzt, 1))
    .sum({ n: 'versuche' })
    .first()) as { n: string | number | null } | undefined;
  if (Number(falsche?.n ?? 0) >= CODE_LIMITS.falscheJeKontoUndStunde) return 'GESPERRT';
  if (!aktiv || aktiv.gueltig_bis <= jetzt || aktiv.versuche >= CODE_MAX_VERSUCHE) return 'ABGELAUFEN';
  if (aktiv.code_hash !== codeHash(benutzerId, code.trim())) {
    await trx('verifizierungscode').where({ id: aktiv.id }).increment('versuche', 1);
    return aktiv.versuche + 1 >= CODE_MAX_VERSUCHE ? 'ABGELAUFEN' : 'FALSCH';
  }
  await trx('verifizierungscode').where({ id: aktiv.id }).update({ verbraucht_am: jetzt });
  await trx('benutzer_geraet')
    .insert({ benutzer_id: benutzerId, geraet_hash: geraetHash, bestaetigt_am: jetzt })
    .onConflict(['benutzer_id', 'geraet_hash'])
    .ignore();
  return 'OK';
};
