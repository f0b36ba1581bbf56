import type { BrancheOption, RegistrierbarerVertrag } from '@abfallportal/common/registrierung';
import { NORMALISIERTE_EMAIL_SQL, normalisiereBenutzername } from '../auth';
import type { Db } from '../platform/db';

/** Contracts offered on /registrierung (registrierbar), cheapest first, with their net price per month. */
export const loadRegistrierbareVertraege = async (db: Db): Promise<RegistrierbarerVertrag[]> => {
  const rows = (await db('vertrag')
    .where({ registrierbar: true })
    .select('id', 'name', 'preis_pro_monat', 'max_anfallstellen', 'max_entsorger')
    .orderBy('preis_pro_monat')
    .orderByRaw('name COLLATE "de-x-icu"')) as {
    id: number;
    name: string;
    preis_pro_monat: string;
    max_anfallstellen: number | null;
    max_entsorger: number | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    preisProMonat: Number(r.preis_pro_monat),
    maxAnfallstellen: r.max_anfallstellen,
    maxEntsorger: r.max_entsorger,
  }));
};

/** Industries of the master data, in German order. */
export const loadBranchen = async (db: Db): Promise<BrancheOption[]> =>
  (await db('branche').select('id', 'name').orderByRaw('name COLLATE "de-x-icu", id')) as BrancheOption[];

/** Whether no account uses the address yet, compared as the sign-in compares (NFKC, lower case). */
export const istEmailFrei = async (db: Db, email: string): Promise<boolean> =>
  !(await db('benutzer')
    .whereRaw(`${NORMALISIERTE_EMAIL_SQL} = ?`, [normalisiereBenutzername(email)])
    .first('id'));
