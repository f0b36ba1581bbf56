import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { ErzeugerBenutzerKurz, InviteAllAntwort } from '@abfallportal/common/erzeugerWire';
import { scopeIncludesErzeuger, scopeOf } from '@abfallportal/common/permissions';
import { inviteBenutzer } from '../benutzerverwaltung';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { ERZEUGER_NICHT_GEFUNDEN } from './erzeugerQueries';

export const KEIN_ERZEUGER_GEWAEHLT = 'Bitte wählen Sie einen Erzeuger.';
export const KEINE_EINLADUNG = 'Sie dürfen für diesen Erzeuger keine Einladungen versenden.';

/**
 * Which producer's users a call may list (scopeOf 'erzeuger'): staff any (named by the caller),
 * everybody else only their own — another producer's id answers "not found", so nothing about
 * other tenants leaks.
 */
export function eigenerOderGewaehlterErzeuger(b: BenutzerInfo, gewaehlt: number | undefined): number {
  const scope = scopeOf('erzeuger', b, 'read');
  if (scope.type === 'alle' && gewaehlt === undefined) throw nichtGefunden(KEIN_ERZEUGER_GEWAEHLT);
  const id = gewaehlt ?? b.erzeuger?.id;
  if (id === undefined || !scopeIncludesErzeuger(scope, id)) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  return id;
}

/** GET /api/v1/erzeuger/benutzerList: active users of one producer, for choices such as the approver. */
export const loadBenutzerList = async (db: Db, erzeugerId: number): Promise<ErzeugerBenutzerKurz[]> => {
  const rows = (await db('benutzer')
    .where({ erzeuger_id: erzeugerId, aktiv: true })
    .select('id', 'vorname', 'nachname', 'email', 'rolle', 'bestellwert_grenze')
    .orderByRaw('nachname COLLATE "de-x-icu", vorname COLLATE "de-x-icu", id')) as {
    id: number;
    vorname: string;
    nachname: string;
    email: string;
    rolle: string;
    bestellwert_grenze: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    name: `${r.vorname} ${r.nachname}`.trim() || r.email,
    email: r.email,
    rolle: r.rolle,
    bestellwertGrenze: r.bestellwert_grenze === null ? null : Number(r.bestellwert_grenze),
  }));
};

/**
 * POST /api/v1/erzeuger/{id}/inviteAll: mails a set-password link to every active user of the
 * producer who has never set a password through such a link, except the caller. Staff may do it for
 * any producer, a producer's user with MANAGE_USERS or INVITE_DELAYED for their own.
 */
export const inviteAll = async (
  db: Db,
  publicUrl: string,
  akteur: BenutzerInfo,
  erzeugerId: number,
  jetzt: Date,
): Promise<InviteAllAntwort> => {
  // Inviting is user management's reading side (scopeOf 'benutzerverwaltung', read: INVITE_DELAYED suffices).
  const scope = scopeOf('benutzerverwaltung', akteur, 'read');
  if (!scopeIncludesErzeuger(scope, erzeugerId)) {
    if (erzeugerId !== akteur.erzeuger?.id) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    throw verboten(KEINE_EINLADUNG);
  }
  const id = erzeugerId;
  if (!(await db('erzeuger').where({ id }).first('id'))) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  const ziele = (await db('benutzer as b')
    .where({ 'b.erzeuger_id': id, 'b.aktiv': true })
    .whereNot('b.id', akteur.id)
    .whereNotExists(db('passwort_token as p').whereRaw('p.benutzer_id = b.id').whereNotNull('p.verbraucht_am'))
    .orderBy('b.id')
    .select('b.id', 'b.email')) as { id: number; email: string }[];
  for (const ziel of ziele) await inviteBenutzer(db, publicUrl, akteur, ziel.id, jetzt);
  const n = ziele.length;
  return {
    message:
      n === 0
        ? 'Alle Benutzer haben ihr Passwort bereits gesetzt.'
        : n === 1
          ? 'Eine Einladung wurde versendet.'
          : `${n} Einladungen wurden versendet.`,
    eingeladen: ziele.map((z) => z.email),
  };
};
