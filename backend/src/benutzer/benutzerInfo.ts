import { ONBOARDING_SCHRITTE, type BenutzerInfo, type OnboardingSchritt } from '@abfallportal/common/benutzerInfo';
import { isStaff, type ErzeugerTyp, type Rolle } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';
import type { SitzungsKontext } from '../platform/http/session';

export { ONBOARDING_SCHRITTE, type BenutzerInfo, type OnboardingSchritt };

/**
 * Issue 19: the onboarding asks a producer's own user only (not staff, not a disposer, not staff
 * acting as the user); "Später" is stored as `verschoben` in the user's onboarding flags; the master
 * data the first modal asks for are the contact data with salutation and phone.
 */
export const onboardingStand = (
  row: Pick<Row, 'rolle' | 'erzeuger_id' | 'entsorger_id' | 'onboarding' | 'anrede' | 'telefon'>,
  isAlias: boolean,
): BenutzerInfo['onboarding'] => ({
  gilt: !isStaff(row.rolle) && row.erzeuger_id !== null && row.entsorger_id === null && !isAlias,
  verschoben: row.onboarding.verschoben === true,
  stammdatenVollstaendig: row.anrede !== null && (row.telefon ?? '').trim() !== '',
});

type Row = {
  id: number;
  email: string;
  anrede: 'FRAU' | 'HERR' | null;
  vorname: string;
  nachname: string;
  telefon: string | null;
  rolle: Rolle;
  onboarding: Partial<Record<OnboardingSchritt | 'verschoben', boolean>>;
  erzeuger_id: number | null;
  erzeuger_name: string | null;
  erzeuger_typ: ErzeugerTyp | null;
  entsorger_id: number | null;
  entsorger_name: string | null;
  bestellwert_grenze: string | null;
  profil_bild: string | null;
  permissions: string[] | null;
};

export const profilBildUrl = (profilBild: string | null): string | null =>
  profilBild === null ? null : `/api/v1/benutzer/profil/bild?v=${encodeURIComponent(profilBild.slice(-12))}`;

/** The real user's name while acting on behalf; a deactivated real user ends the mode (null). */
const loadAliasVon = async (db: Db, id: number): Promise<{ id: number; name: string } | null> => {
  const row = (await db('benutzer').where({ id, aktiv: true }).first('id', 'vorname', 'nachname')) as
    { id: number; vorname: string; nachname: string } | undefined;
  return row ? { id: row.id, name: `${row.vorname} ${row.nachname}` } : null;
};

/**
 * The session's user info (spec § 3), or null when the user is gone or deactivated. While acting on
 * behalf it names the real user (aliasVon); staff viewing a producer's perspective see that producer
 * as their own, so the producer-scoped screens work for them.
 */
export const loadUserInfo = async (
  db: Db,
  benutzerId: number,
  isAlias: boolean,
  kontext: SitzungsKontext = {},
): Promise<BenutzerInfo | null> => {
  const row = (await db('benutzer as b')
    .leftJoin('erzeuger as e', 'e.id', 'b.erzeuger_id')
    .leftJoin('entsorger as s', 's.id', 'b.entsorger_id')
    .where({ 'b.id': benutzerId, 'b.aktiv': true })
    .first(
      'b.id',
      'b.email',
      'b.anrede',
      'b.vorname',
      'b.nachname',
      'b.telefon',
      'b.rolle',
      'b.onboarding',
      'b.erzeuger_id',
      'e.name as erzeuger_name',
      'e.typ as erzeuger_typ',
      'b.entsorger_id',
      's.name as entsorger_name',
      'b.bestellwert_grenze',
      'b.profil_bild',
      db.raw('ARRAY(SELECT berechtigung FROM benutzer_berechtigung WHERE benutzer_id = b.id ORDER BY 1) AS permissions'),
    )) as Row | undefined;
  if (!row) return null;
  const aliasVon = kontext.aliasVonBenutzerId === undefined ? null : await loadAliasVon(db, kontext.aliasVonBenutzerId);
  if (kontext.aliasVonBenutzerId !== undefined && !aliasVon) return null;
  const perspektive =
    kontext.perspektiveErzeugerId !== undefined && isStaff(row.rolle)
      ? ((await db('erzeuger').where({ id: kontext.perspektiveErzeugerId }).first('id', 'name', 'typ')) as
          { id: number; name: string; typ: ErzeugerTyp } | undefined)
      : undefined;
  return {
    id: row.id,
    email: row.email,
    anrede: row.anrede,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: row.telefon,
    rolle: row.rolle,
    permissions: row.permissions ?? [],
    isAlias,
    aliasVon,
    onboardingCompleted: Object.fromEntries(ONBOARDING_SCHRITTE.map((s) => [s, row.onboarding[s] === true])) as Record<
      OnboardingSchritt,
      boolean
    >,
    onboarding: onboardingStand(row, isAlias),
    erzeuger: perspektive
      ? { id: perspektive.id, name: perspektive.name, typ: perspektive.typ }
      : row.erzeuger_id !== null && row.erzeuger_name !== null && row.erzeuger_typ !== null
        ? { id: row.erzeuger_id, name: row.erzeuger_name, typ: row.erzeuger_typ }
        : null,
    entsorger: row.entsorger_id !== null && row.entsorger_name !== null ? { id: row.entsorger_id, name: row.entsorger_name } : null,
    bestellwertGrenze: row.bestellwert_grenze === null ? null : Number(row.bestellwert_grenze),
    profilBildUrl: profilBildUrl(row.profil_bild),
  };
};
