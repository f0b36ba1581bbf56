import { addMinutes } from 'date-fns';
import type { Knex } from 'knex';
import { enqueueMail } from '../platform/mail/outbox';
import { neuerCode, sha256 } from './tokens';

/** Codes are valid 10 minutes and allow 5 tries (issue: sign-in done properly). */
export const CODE_GUELTIG_MINUTEN = 10;
export const CODE_MAX_VERSUCHE = 5;

const codeHash = (benutzerId: number, code: string): string => sha256(`${benutzerId}:${code}`);

export const istGeraetBestaetigt = async (trx: Knex | Knex.Transaction, benutzerId: number, geraetHash: string): Promise<boolean> =>
  (await trx('benutzer_geraet').where({ benutzer_id: benutzerId, geraet_hash: geraetHash }).first()) !== undefined;

/** Issues a new code for this user and device, invalidates older ones and mails it in the same transaction. */
export const sendeNeuenCode = async (
  trx: Knex.Transaction,
  benutzer: { id: number; email: string },
  geraetHash: string,
  jetzt: Date,
): Promise<void> => {
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

export type CodePruefung = 'OK' | 'FALSCH' | 'ABGELAUFEN';

/** Checks a code; a wrong one counts a try, the fifth wrong try ends the code. */
export const pruefeCode = async (
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
