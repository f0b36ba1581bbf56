import type { Adresse, Firmenhauptsitz, FirmenKontaktdaten } from '@abfallportal/common/firmendaten';
import { adresseSchema, firmenhauptsitzSchema, firmenKontaktdatenSchema } from '@abfallportal/common/firmendaten';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';
import { FIRMA_NICHT_GEFUNDEN } from './firmaZugriff';

type Zeile = Record<string, unknown>;
const s = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const toFirmenhauptsitz = (r: Zeile): Firmenhauptsitz => ({
  erzeugerId: r.id as number,
  name: r.name as string,
  strasse: s(r.strasse),
  adresszusatz: s(r.adresszusatz),
  plz: s(r.plz),
  ort: s(r.ort),
  land: r.land as string,
  ustId: s(r.ust_id),
  bestellUnterschrift: s(r.bestell_unterschrift),
  // The stored key changes with every upload, so its time part keeps browser caches honest.
  logoUrl: r.logo
    ? `/api/v1/firmendaten/firmenhauptsitz/logo?erzeugerId=${String(r.id)}&v=${encodeURIComponent(String(r.logo).replace(/\D/g, ''))}`
    : null,
});

export const loadFirmenhauptsitz = async (db: Db, erzeugerId: number): Promise<Firmenhauptsitz> => {
  const r = (await db('erzeuger').where({ id: erzeugerId }).first()) as Zeile | undefined;
  if (!r) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return toFirmenhauptsitz(r);
};

export const saveFirmenhauptsitz = async (db: Db, erzeugerId: number, body: unknown): Promise<Firmenhauptsitz> => {
  const e = firmenhauptsitzSchema.parse(body);
  const n = await db('erzeuger').where({ id: erzeugerId }).update({
    strasse: e.strasse,
    adresszusatz: e.adresszusatz,
    plz: e.plz,
    ort: e.ort,
    land: e.land,
    ust_id: e.ustId,
    bestell_unterschrift: e.bestellUnterschrift,
  });
  if (n === 0) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return loadFirmenhauptsitz(db, erzeugerId);
};

export const loadFirmenKontaktdaten = async (db: Db, erzeugerId: number): Promise<FirmenKontaktdaten> => {
  const r = (await db('erzeuger').where({ id: erzeugerId }).first('telefon', 'fax', 'support_email', 'rechnungs_email')) as
    Zeile | undefined;
  if (!r) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return { telefon: s(r.telefon), fax: s(r.fax), supportEmail: s(r.support_email), rechnungsEmail: s(r.rechnungs_email) };
};

export const saveFirmenKontaktdaten = async (db: Db, erzeugerId: number, body: unknown): Promise<FirmenKontaktdaten> => {
  const e = firmenKontaktdatenSchema.parse(body);
  const n = await db('erzeuger')
    .where({ id: erzeugerId })
    .update({ telefon: e.telefon, fax: e.fax, support_email: e.supportEmail, rechnungs_email: e.rechnungsEmail });
  if (n === 0) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return loadFirmenKontaktdaten(db, erzeugerId);
};

/** The two address tables of the company data; both are lists of one producer. */
export type AdressTabelle = 'firmenadresse' | 'rechnungsadresse';

export const ADRESSE_NICHT_GEFUNDEN = 'Die Adresse wurde nicht gefunden.';
const SPALTEN = ['id', 'name', 'strasse', 'adresszusatz', 'plz', 'ort', 'land'] as const;

export const toAdresse = (r: Zeile): Adresse => ({
  id: r.id as number,
  name: r.name as string,
  strasse: r.strasse as string,
  adresszusatz: s(r.adresszusatz),
  plz: r.plz as string,
  ort: r.ort as string,
  land: r.land as string,
});

const filterSchema = z.object({});

export const adressListe = (tabelle: AdressTabelle): ListSpec<z.infer<typeof filterSchema>> => ({
  resource: tabelle === 'firmenadresse' ? 'firmenadressen' : 'rechnungsadressen',
  from: (db) => db(tabelle).select(...SPALTEN),
  scopeColumns: { erzeuger: 'erzeuger_id' },
  sortable: { name: { column: 'name', text: true }, ort: { column: 'ort', text: true }, plz: { column: 'plz' } },
  defaultSort: ['name', 'ASC'],
  idColumn: 'id',
  searchSql: 'lower(concat_ws(chr(10), name, strasse, ort)) LIKE ?',
  filterSchema,
  applyFilter: () => undefined,
});

const spalten = (e: z.output<typeof adresseSchema>) => ({
  name: e.name,
  strasse: e.strasse,
  adresszusatz: e.adresszusatz,
  plz: e.plz,
  ort: e.ort,
  land: e.land,
});

// Every statement names the producer: an id of another producer's address finds nothing (404).
export const loadAdresse = async (db: Db, tabelle: AdressTabelle, erzeugerId: number, id: number): Promise<Adresse> => {
  const r = (await db(tabelle)
    .where({ id, erzeuger_id: erzeugerId })
    .first(...SPALTEN)) as Zeile | undefined;
  if (!r) throw nichtGefunden(ADRESSE_NICHT_GEFUNDEN);
  return toAdresse(r);
};

export const createAdresse = async (db: Db, tabelle: AdressTabelle, erzeugerId: number, body: unknown): Promise<Adresse> => {
  const e = adresseSchema.parse(body);
  const [r] = (await db(tabelle)
    .insert({ ...spalten(e), erzeuger_id: erzeugerId })
    .returning([...SPALTEN])) as Zeile[];
  return toAdresse(r!);
};

export const updateAdresse = async (db: Db, tabelle: AdressTabelle, erzeugerId: number, id: number, body: unknown): Promise<Adresse> => {
  const e = adresseSchema.parse(body);
  const [r] = (await db(tabelle)
    .where({ id, erzeuger_id: erzeugerId })
    .update(spalten(e))
    .returning([...SPALTEN])) as Zeile[];
  if (!r) throw nichtGefunden(ADRESSE_NICHT_GEFUNDEN);
  return toAdresse(r);
};

export const deleteAdresse = async (db: Db, tabelle: AdressTabelle, erzeugerId: number, id: number): Promise<Adresse> => {
  const [r] = (await db(tabelle)
    .where({ id, erzeuger_id: erzeugerId })
    .delete()
    .returning([...SPALTEN])) as Zeile[];
  if (!r) throw nichtGefunden(ADRESSE_NICHT_GEFUNDEN);
  return toAdresse(r);
};
