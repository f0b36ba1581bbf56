import {
  adresseAntwortSchema,
  firmenhauptsitzAntwortSchema,
  firmenKontaktdatenAntwortSchema,
  type Adresse,
  type adresseSchema,
  type Firmenhauptsitz,
  type firmenhauptsitzSchema,
  type FirmenKontaktdaten,
  type firmenKontaktdatenSchema,
} from '@abfallportal/common/firmendaten';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { FIRMA_NICHT_GEFUNDEN } from './firmaZugriff';

type Zeile = Record<string, unknown>;
const s = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const toFirmenhauptsitz = (r: Zeile): Firmenhauptsitz =>
  firmenhauptsitzAntwortSchema.parse({
    erzeugerId: r.id,
    name: r.name,
    strasse: s(r.strasse),
    adresszusatz: s(r.adresszusatz),
    plz: s(r.plz),
    ort: s(r.ort),
    land: r.land,
    ustId: s(r.ust_id),
    bestellUnterschrift: s(r.bestell_unterschrift),
    // The stored key changes with every upload, so its time part keeps browser caches honest.
    logoUrl: r.logo
      ? `/api/v1/firmendaten/firmenhauptsitz/logo?erzeugerId=${String(r.id)}&v=${encodeURIComponent(String(r.logo).replace(/\D/g, ''))}`
      : null,
    version: r.version,
  });

export async function loadFirmenhauptsitz(db: Db, erzeugerId: number): Promise<Firmenhauptsitz> {
  const r = (await db('erzeuger').where({ id: erzeugerId }).first()) as Zeile | undefined;
  if (!r) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return toFirmenhauptsitz(r);
}

/** Changes the head office only if the producer record still has the version the editor loaded (else 409). */
export async function saveFirmenhauptsitz(
  db: Db,
  erzeugerId: number,
  version: number,
  e: z.output<typeof firmenhauptsitzSchema>,
): Promise<Firmenhauptsitz> {
  const changes = {
    strasse: e.strasse,
    adresszusatz: e.adresszusatz,
    plz: e.plz,
    ort: e.ort,
    land: e.land,
    ust_id: e.ustId,
    bestell_unterschrift: e.bestellUnterschrift,
  };
  await updateVersioned(db, 'erzeuger', { id: erzeugerId }, version, changes, FIRMA_NICHT_GEFUNDEN);
  return loadFirmenhauptsitz(db, erzeugerId);
}

export async function loadFirmenKontaktdaten(db: Db, erzeugerId: number): Promise<FirmenKontaktdaten> {
  const r = (await db('erzeuger').where({ id: erzeugerId }).first('telefon', 'fax', 'support_email', 'rechnungs_email', 'version')) as
    Zeile | undefined;
  if (!r) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return firmenKontaktdatenAntwortSchema.parse({
    telefon: s(r.telefon),
    fax: s(r.fax),
    supportEmail: s(r.support_email),
    rechnungsEmail: s(r.rechnungs_email),
    version: r.version,
  });
}

/** Changes the contact data only if the producer record still has the version the editor loaded (else 409). */
export async function saveFirmenKontaktdaten(
  db: Db,
  erzeugerId: number,
  version: number,
  e: z.output<typeof firmenKontaktdatenSchema>,
): Promise<FirmenKontaktdaten> {
  const changes = { telefon: e.telefon, fax: e.fax, support_email: e.supportEmail, rechnungs_email: e.rechnungsEmail };
  await updateVersioned(db, 'erzeuger', { id: erzeugerId }, version, changes, FIRMA_NICHT_GEFUNDEN);
  return loadFirmenKontaktdaten(db, erzeugerId);
}

/** The two address tables of the company data; both are lists of one producer. */
export type AdressTabelle = 'firmenadresse' | 'rechnungsadresse';

export const ADRESSE_NICHT_GEFUNDEN = 'Die Adresse wurde nicht gefunden.';
const SPALTEN = ['id', 'name', 'strasse', 'adresszusatz', 'plz', 'ort', 'land', 'version'] as const;

export const toAdresse = (r: Zeile): Adresse => adresseAntwortSchema.parse({ ...r, adresszusatz: s(r.adresszusatz) });

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
export async function loadAdresse(db: Db, tabelle: AdressTabelle, erzeugerId: number, id: number): Promise<Adresse> {
  const r = (await db(tabelle)
    .where({ id, erzeuger_id: erzeugerId })
    .first(...SPALTEN)) as Zeile | undefined;
  if (!r) throw nichtGefunden(ADRESSE_NICHT_GEFUNDEN);
  return toAdresse(r);
}

export async function createAdresse(
  db: Db,
  tabelle: AdressTabelle,
  erzeugerId: number,
  e: z.output<typeof adresseSchema>,
): Promise<Adresse> {
  const [r] = (await db(tabelle)
    .insert({ ...spalten(e), erzeuger_id: erzeugerId })
    .returning([...SPALTEN])) as Zeile[];
  return toAdresse(r!);
}

/** Changes the address only if it still has the version the editor loaded (else 409, nothing changes). */
export async function updateAdresse(
  db: Db,
  tabelle: AdressTabelle,
  erzeugerId: number,
  id: number,
  version: number,
  e: z.output<typeof adresseSchema>,
): Promise<Adresse> {
  await updateVersioned(db, tabelle, { id, erzeuger_id: erzeugerId }, version, spalten(e), ADRESSE_NICHT_GEFUNDEN);
  return loadAdresse(db, tabelle, erzeugerId, id);
}

/** Deletes the address only in the version the user saw: a changed address is shown again first (409). */
export async function deleteAdresse(db: Db, tabelle: AdressTabelle, erzeugerId: number, id: number, version: number): Promise<Adresse> {
  const [r] = (await db(tabelle)
    .where({ id, erzeuger_id: erzeugerId, version })
    .delete()
    .returning([...SPALTEN])) as Zeile[];
  if (r) return toAdresse(r);
  if (await db(tabelle).where({ id, erzeuger_id: erzeugerId }).first('id')) throw versionConflict();
  throw nichtGefunden(ADRESSE_NICHT_GEFUNDEN);
}
