import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import type { Knex } from 'knex';
import { createPasswortLink, EINLADUNG_GUELTIG_TAGE } from '../benutzer';
import type { Db } from '../platform/db';
import { ungueltig } from '../platform/domainError';
import { enqueueMail } from '../platform/mail/outbox';
import { loadBenutzerImScope, toVerwalteterBenutzer, type BenutzerRow } from './benutzerverwaltungQueries';
import { verwaltungsScope } from './benutzerverwaltungZugriff';

export const INAKTIV_NICHT_EINLADEN = 'Ein deaktivierter Benutzer kann nicht eingeladen werden. Aktivieren Sie ihn zuerst.';

export type Eingeladener = Pick<BenutzerRow, 'id' | 'email' | 'anrede' | 'vorname' | 'nachname'>;

/**
 * The invitation itself, inside the caller's transaction: a set-password token (the reset flow's
 * table, single use, 7 days), the mail in the outbox and the access-data-sent date. Producer users
 * and staff accounts (adminBenutzer) are invited the same way.
 */
export const einladungSenden = async (
  trx: Knex.Transaction,
  e: { publicUrl: string; akteur: BenutzerInfo; ziel: Eingeladener; fuer: string | undefined; jetzt: Date },
): Promise<void> => {
  const { ziel, akteur, jetzt } = e;
  const link = await createPasswortLink(trx, { publicUrl: e.publicUrl, benutzerId: ziel.id, art: 'erstellen', jetzt });
  const anrede = ziel.anrede === 'FRAU' ? 'Sehr geehrte Frau' : ziel.anrede === 'HERR' ? 'Sehr geehrter Herr' : 'Guten Tag';
  await enqueueMail(trx, {
    empfaenger: ziel.email,
    betreff: 'Ihr Zugang zum Abfallportal',
    text:
      `${anrede} ${ziel.anrede === null ? `${ziel.vorname} ` : ''}${ziel.nachname},\n\n` +
      `${akteur.vorname} ${akteur.nachname} hat Sie${e.fuer ? ` für ${e.fuer}` : ''} zum Abfallportal eingeladen. ` +
      `Ihr Benutzername ist ${ziel.email}.\n\nÜber den folgenden Link vergeben Sie Ihr Passwort:\n${link}\n\n` +
      `Der Link ist ${EINLADUNG_GUELTIG_TAGE} Tage gültig und funktioniert einmal.\n\nIhr Abfallportal`,
    links: [link],
    anlass: 'EINLADUNG',
  });
  await trx('benutzer').where({ id: ziel.id }).update({ zugangsdaten_gesendet_am: jetzt });
};

/**
 * POST /api/v1/benutzer/{id}/invite: mails a set-password link (the reset flow's token table, single
 * use, 7 days) and stores the access-data-sent date, in one transaction with the outbox row.
 */
export const inviteBenutzer = async (
  db: Db,
  publicUrl: string,
  akteur: BenutzerInfo,
  id: number,
  jetzt: Date,
): Promise<VerwalteterBenutzer> => {
  const scope = verwaltungsScope(akteur, 'read');
  await db.transaction(async (trx) => {
    const ziel = await loadBenutzerImScope(trx, id, scope, true);
    if (!ziel.aktiv) throw ungueltig(INAKTIV_NICHT_EINLADEN);
    const erzeuger = (await trx('erzeuger').where({ id: ziel.erzeuger_id }).first('name')) as { name: string } | undefined;
    await einladungSenden(trx, { publicUrl, akteur, ziel, fuer: erzeuger?.name, jetzt });
  });
  return toVerwalteterBenutzer(await loadBenutzerImScope(db, id, scope));
};
