import type { ErzeugerFormOptionen, ErzeugerStammdaten } from '@abfallportal/common/erzeugerWire';
import { ERZEUGER_TYPEN, type ErzeugerTyp } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';

type Zeile = Record<string, unknown>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const bildUrl = (id: number, feld: 'logo' | 'signatur', schluessel: unknown): string | null =>
  // The key changes with every upload, so the browser never shows a cached old picture.
  typeof schluessel === 'string' ? `/api/v1/erzeuger/${id}/${feld}?v=${encodeURIComponent(schluessel.replace(/^.*\/|\.\w+$/g, ''))}` : null;

export const toErzeugerStammdaten = (r: Zeile): ErzeugerStammdaten => {
  const id = r.id as number;
  return {
    id,
    name: r.name as string,
    typ: r.typ as ErzeugerTyp,
    strasse: text(r.strasse),
    adresszusatz: text(r.adresszusatz),
    plz: text(r.plz),
    ort: text(r.ort),
    land: text(r.land) ?? 'Deutschland',
    ustId: text(r.ust_id),
    telefon: text(r.telefon),
    fax: text(r.fax),
    supportEmail: text(r.support_email),
    rechnungsEmail: text(r.rechnungs_email),
    brancheId: zahl(r.branche_id),
    vertragId: zahl(r.vertrag_id),
    registrierterName: text(r.registrierter_name),
    mitarbeiterzahl: zahl(r.mitarbeiterzahl),
    ansprechpartner: text(r.ansprechpartner),
    holdingId: zahl(r.holding_id),
    gruppierungId: zahl(r.gruppierung_id),
    uebergeordneteGruppierungId: zahl(r.uebergeordnete_gruppierung_id),
    wiederverkaeufer: text(r.wiederverkaeufer),
    fusszeile: text(r.fusszeile),
    freigegeben: r.freigegeben as boolean,
    registriertAm: r.registriert_am instanceof Date ? r.registriert_am.toISOString() : null,
    zusammengefuehrtInId: zahl(r.zusammengefuehrt_in_id),
    logoUrl: bildUrl(id, 'logo', r.logo),
    signaturUrl: bildUrl(id, 'signatur', r.signatur),
    version: r.version as number,
  };
};

export const loadErzeugerStammdaten = async (db: Db, id: number): Promise<ErzeugerStammdaten | null> => {
  const r = (await db('erzeuger').where({ id }).first()) as Zeile | undefined;
  return r ? toErzeugerStammdaten(r) : null;
};

const gruppen = (db: Db, typ: ErzeugerTyp) =>
  db('erzeuger').where({ typ }).whereNull('zusammengefuehrt_in_id').select('id', 'name').orderByRaw('name COLLATE "de-x-icu", id');

/** GET /api/v1/erzeuger/create: types, holdings, groups, contracts and industries for the form. */
export const loadErzeugerFormOptionen = async (db: Db): Promise<ErzeugerFormOptionen> => {
  const [holdings, gruppierungen, vertraege, branchen] = await Promise.all([
    gruppen(db, 'HOLDING'),
    gruppen(db, 'GRUPPIERUNG'),
    db('vertrag').select('id', 'name', 'preis_pro_monat').orderBy('preis_pro_monat').orderBy('id'),
    db('branche').select('id', 'name').orderByRaw('name COLLATE "de-x-icu", id'),
  ]);
  return {
    typen: ERZEUGER_TYPEN,
    holdings: holdings as { id: number; name: string }[],
    gruppierungen: gruppierungen as { id: number; name: string }[],
    vertraege: (vertraege as { id: number; name: string; preis_pro_monat: string }[]).map((v) => ({
      id: v.id,
      name: v.name,
      preisProMonat: Number(v.preis_pro_monat),
    })),
    branchen: branchen as { id: number; name: string }[],
  };
};
