import type { Db } from '../../platform/db';
import { zeilenParser } from '../../platform/lesemodellZeile';
import { BELEG_TABELLE, belegUebersichtZeile } from '../belegLesemodell';
import type { MengenNachschlagen } from './csvMengen';

/** What the import looks up for the file's names and numbers (the quantity rows use part of it, csvMengen.ts). */
export type Nachschlagen = MengenNachschlagen & {
  entsorger(wert: string): Promise<{ id: number; name: string } | null>;
  /** A captured, not deleted receipt of this producer and disposer with this number. */
  belegMitNummer(erzeugerId: number, entsorgerId: number, nummer: string): Promise<string | null>;
};

export const klein = (s: string) => s.trim().toLowerCase();

const belegIdZeile = zeilenParser(BELEG_TABELLE.uebersicht, belegUebersichtZeile.pick({ id: true }));

/** Each lookup once per distinct arguments: a file names the same producer in many rows. */
const merke = <A extends unknown[], T>(f: (...a: A) => Promise<T>) => {
  const cache = new Map<string, Promise<T>>();
  return (...a: A): Promise<T> => {
    const key = JSON.stringify(a);
    if (!cache.has(key)) cache.set(key, f(...a));
    return cache.get(key)!;
  };
};

/** Producer, disposer, site, plant and receipt lookups, each asked once per distinct value. */
export const nachschlagen = (db: Db): Nachschlagen => {
  const nachIdOderName = (tabelle: 'erzeuger' | 'entsorger') =>
    merke(async (wert: string): Promise<{ id: number; name: string } | null> => {
      const q = db(tabelle).select('id', 'name');
      const row = /^\d{1,9}$/.test(wert)
        ? await q.where({ id: Number(wert) }).first()
        : await q.whereRaw('lower(name) = ?', [klein(wert)]).first();
      return (row as { id: number; name: string } | undefined) ?? null;
    });
  return {
    erzeuger: nachIdOderName('erzeuger'),
    entsorger: nachIdOderName('entsorger'),
    anfallstelle: merke(async (erzeugerId: number, wert: string) => {
      const row = (await db('anfallstelle')
        .where({ erzeuger_id: erzeugerId })
        .andWhere((q) => void q.whereRaw('lower(name) = ?', [klein(wert)]).orWhere('nummer', wert.trim()))
        .first('id')) as { id: number } | undefined;
      return row?.id ?? null;
    }),
    verbleibsanlage: merke(async (wert: string) => {
      const row = (await db('verbleibsanlage')
        .whereRaw('lower(name) = ?', [klein(wert)])
        .first('id')) as { id: number } | undefined;
      return row?.id ?? null;
    }),
    belegMitNummer: merke(async (erzeugerId: number, entsorgerId: number, nummer: string) => {
      const row: unknown = await db(BELEG_TABELLE.uebersicht)
        .where({ erzeuger_id: erzeugerId, entsorger_id: entsorgerId })
        .whereNot({ status: 'GELOESCHT' })
        .whereRaw('lower(nummer) = ?', [klein(nummer)])
        .first('id');
      return row === undefined ? null : belegIdZeile(row).id;
    }),
  };
};
