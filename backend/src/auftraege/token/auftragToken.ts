import { createHash } from 'node:crypto';
import type { TokenAntwort } from '@abfallportal/common/auftragWire';
import type { Knex } from 'knex';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/domainError';
import { newToken } from '../../platform/tokens';

/** How long a disposer's link stays valid. Long enough for a week of holidays, short enough to go stale. */
export const TOKEN_GUELTIG_TAGE = 14;

export const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export type TokenZeile = {
  auftrag_id: string;
  aktion: string;
  gruppe: string;
  empfaenger: string;
  gueltig_bis: Date;
  verwendet_am: Date | null;
  /** The disposer an offer request's link was issued to; null for an order's links. */
  entsorger_id: number | null;
};

export type TokenZeileNeu = {
  token_hash: Buffer;
  auftrag_id: string;
  aktion: string;
  gruppe: string;
  empfaenger: string;
  erstellt_am: Date;
  gueltig_bis: Date;
  entsorger_id?: number | null;
};

/**
 * One new token per action, all in one group (using one of them uses the group), and the rows to
 * store for them: only their hashes. The caller inserts the rows in its transaction.
 */
export const neueTokens = (args: {
  auftragId: string;
  aktionen: readonly string[];
  gruppe: string;
  empfaenger: string;
  jetzt: Date;
  entsorgerId?: number;
}): { tokens: Record<string, string>; zeilen: TokenZeileNeu[] } => {
  const gueltigBis = new Date(args.jetzt.getTime() + TOKEN_GUELTIG_TAGE * 86_400_000);
  const tokens = Object.fromEntries(args.aktionen.map((a) => [a, newToken()]));
  const zeilen = args.aktionen.map((aktion) => ({
    token_hash: hashToken(tokens[aktion]!),
    auftrag_id: args.auftragId,
    aktion,
    gruppe: args.gruppe,
    empfaenger: args.empfaenger,
    erstellt_am: args.jetzt,
    gueltig_bis: gueltigBis,
    ...(args.entsorgerId !== undefined && { entsorger_id: args.entsorgerId }),
  }));
  return { tokens, zeilen };
};

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a link, if it exists for this action, is unused and has not expired. A used, expired
 * or forged token is a DomainError of kind 'abgelaufen' with a code the page shows in German.
 */
export const checkToken = async (db: Db | Knex.Transaction, aktion: string, token: string, jetzt: Date): Promise<TokenZeile> => {
  const zeile = TOKEN_FORM.test(token)
    ? ((await db('auftrag_token')
        .where({ token_hash: hashToken(token), aktion })
        .first()) as TokenZeile | undefined)
    : undefined;
  if (!zeile) throw new DomainError('abgelaufen', 'Dieser Link ist ungültig.', { code: 'TOKEN_UNGUELTIG' });
  if (zeile.verwendet_am) throw tokenVerbraucht();
  if (zeile.gueltig_bis.getTime() <= jetzt.getTime())
    throw new DomainError('abgelaufen', 'Dieser Link ist abgelaufen.', { code: 'TOKEN_ABGELAUFEN' });
  return zeile;
};

/** The link (or another of its mail) was used already. */
export function tokenVerbraucht(antwort?: TokenAntwort): DomainError {
  return new DomainError('abgelaufen', 'Dieser Link wurde bereits verwendet.', { code: 'TOKEN_VERBRAUCHT', ...(antwort && { antwort }) });
}

/**
 * Marks the token's group used, only if still unused: of two clicks racing on links of one group,
 * exactly one gets true.
 */
export const consumeTokenGruppe = async (db: Db | Knex.Transaction, gruppe: string, jetzt: Date): Promise<boolean> => {
  const n = await db('auftrag_token').where({ gruppe }).whereNull('verwendet_am').update({ verwendet_am: jetzt });
  return n > 0;
};

/** Undoes consumeTokenGruppe of this very use (its time stamp), when the action it stood for was not written. */
export const restoreTokenGruppe = async (db: Db, gruppe: string, verwendetAm: Date): Promise<void> => {
  await db('auftrag_token').where({ gruppe, verwendet_am: verwendetAm }).update({ verwendet_am: null });
};
