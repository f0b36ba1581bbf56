import {
  EMAIL_VERGEBEN,
  FIRMA_VERGEBEN,
  REGISTRIERUNG_GESCHLOSSEN,
  type Registrierung,
  type RegistrierungAntwort,
} from '@abfallportal/common/registrierung';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import type { Knex } from 'knex';
import { hashPasswort } from '../auth';
import { createPasswortLink, EINLADUNG_GUELTIG_TAGE } from '../benutzer';
import type { Db } from '../platform/db';
import { DomainError, ungueltig } from '../platform/domainError';
import { enqueueMail } from '../platform/mail/outbox';
import { newToken } from '../platform/tokens';
import { istEmailFrei } from './registrierungQueries';

const emailVergeben = () => ungueltig(EMAIL_VERGEBEN, { errors: { email: EMAIL_VERGEBEN } });
const firmaVergeben = () => ungueltig(FIRMA_VERGEBEN, { errors: { firma: FIRMA_VERGEBEN } });

/**
 * The unique indexes decide the race of two registrations at once: the second waits for the first
 * to commit, then fails on the index and everything it wrote is rolled back.
 */
const mitEindeutigkeit = async <T>(arbeit: () => Promise<T>): Promise<T> => {
  try {
    return await arbeit();
  } catch (e) {
    const constraint = (e as { constraint?: string }).constraint;
    if (constraint === 'benutzer_email_unique') throw emailVergeben();
    if (constraint === 'erzeuger_name_unique' || constraint === 'erzeuger_name_lower_unique') throw firmaVergeben();
    throw e;
  }
};

const pruefeStammdaten = async (trx: Knex.Transaction, r: Registrierung): Promise<void> => {
  const vertrag = await trx('vertrag').where({ id: r.vertragId, registrierbar: true }).first('id');
  if (!vertrag)
    throw ungueltig('Dieser Vertrag kann nicht gewählt werden.', { errors: { vertragId: 'Dieser Vertrag kann nicht gewählt werden.' } });
  const branche = await trx('branche').where({ id: r.brancheId }).first('id');
  if (!branche) throw ungueltig('Diese Branche gibt es nicht.', { errors: { brancheId: 'Diese Branche gibt es nicht.' } });
};

const sendeZugangsmail = async (trx: Knex.Transaction, publicUrl: string, r: Registrierung, benutzerId: number, jetzt: Date) => {
  const link = await createPasswortLink(trx, { publicUrl, benutzerId, art: 'erstellen', jetzt });
  const anrede = r.anrede === 'FRAU' ? 'Sehr geehrte Frau' : r.anrede === 'HERR' ? 'Sehr geehrter Herr' : `Guten Tag ${r.vorname}`;
  await enqueueMail(trx, {
    empfaenger: r.email,
    betreff: 'Ihre Registrierung im Abfallportal',
    text:
      `${anrede} ${r.nachname},\n\nvielen Dank für die Registrierung von ${r.firma} im Abfallportal. ` +
      `Ihr Benutzername ist ${r.email}.\n\nÜber den folgenden Link vergeben Sie Ihr Passwort:\n${link}\n\n` +
      `Der Link ist ${EINLADUNG_GUELTIG_TAGE} Tage gültig und funktioniert einmal. ` +
      `Unser Support prüft Ihre Registrierung und gibt Ihr Unternehmen frei.\n\nIhr Abfallportal`,
    links: [link],
    anlass: 'REGISTRIERUNG',
  });
  await trx('benutzer').where({ id: benutzerId }).update({ zugangsdaten_gesendet_am: jetzt });
};

/** Spec § 8: registration is closed (REGISTRATION_OPEN=false); the route checks it before the form. */
export function registrierungGeschlossen(): DomainError {
  return new DomainError('verboten', REGISTRIERUNG_GESCHLOSSEN, { code: 'REGISTRATION_CLOSED' });
}

/**
 * POST /api/v1/erzeuger-registration: the producer (unapproved, registriert_am), its owner with the
 * owner's default permissions, the set-password link and its mail — all in one transaction, so a
 * refused registration leaves nothing behind.
 */
export const registrieren = async (deps: { db: Db; publicUrl: string }, r: Registrierung, jetzt: Date): Promise<RegistrierungAntwort> => {
  // Nobody knows this password: the owner sets their own through the link.
  const hash = await hashPasswort(newToken());
  const erzeugerId = await mitEindeutigkeit(() =>
    deps.db.transaction(async (trx) => {
      await pruefeStammdaten(trx, r);
      if (await trx('erzeuger').whereRaw('lower(name) = lower(?)', [r.firma]).first('id')) throw firmaVergeben();
      if (!(await istEmailFrei(trx, r.email))) throw emailVergeben();
      const [erzeuger] = (await trx('erzeuger')
        .insert({
          name: r.firma,
          typ: 'ERZEUGER',
          freigegeben: false,
          registriert_am: jetzt,
          branche_id: r.brancheId,
          vertrag_id: r.vertragId,
          registrierter_name: r.registrierterName,
          mitarbeiterzahl: r.mitarbeiterzahl,
          ansprechpartner: `${r.vorname} ${r.nachname}`,
        })
        .returning('id')) as { id: number }[];
      const [inhaber] = (await trx('benutzer')
        .insert({
          email: r.email,
          passwort_hash: hash,
          anrede: r.anrede,
          vorname: r.vorname,
          nachname: r.nachname,
          rolle: 'INHABER',
          erzeuger_id: erzeuger!.id,
          agb_akzeptiert_am: jetzt,
        })
        .returning('id')) as { id: number }[];
      await trx('benutzer_berechtigung').insert(
        ROLLEN_VORLAGEN.INHABER.map((berechtigung) => ({ benutzer_id: inhaber!.id, berechtigung })),
      );
      await sendeZugangsmail(trx, deps.publicUrl, r, inhaber!.id, jetzt);
      return erzeuger!.id;
    }),
  );
  return { erzeugerId, email: r.email };
};
