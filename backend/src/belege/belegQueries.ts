import {
  BELEG_MELDUNGEN,
  belegFilterSchema,
  pruefeBeleg,
  type BelegDetails,
  type BelegHistorieEintrag,
  type BelegListeEintrag,
  type BelegVorschlag,
} from '@abfallportal/common/beleg';
import { canAccessBeleg, type BelegAkteur } from '@abfallportal/common/permissions';
import type { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import type { ListSpec, TenantScope } from '../platform/http/listQuery';
import { auftraegeBeiEntsorger, auftraegeZurZuordnung } from '../auftraege';
import type { BelegState } from './beleg';
import { BELEG_TABELLE } from './belegLesemodell';

/** The projections the next screen of a receipt command reads (read-your-writes). */
export const BELEG_PROJEKTIONEN = ['belege'] as const;

type Zeile = Record<string, unknown>;
const tag = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
};
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const belegListe: ListSpec<z.infer<typeof belegFilterSchema>> = {
  resource: 'rechnungen',
  from: (db) =>
    db(`${BELEG_TABELLE.uebersicht} as b`)
      .join('erzeuger as e', 'e.id', 'b.erzeuger_id')
      .join('entsorger as s', 's.id', 'b.entsorger_id')
      .leftJoin('anfallstelle as a', 'a.id', 'b.anfallstelle_id')
      .whereNot('b.status', 'GELOESCHT')
      .select('b.*', 'e.name as erzeuger_name', 's.name as entsorger_name', 'a.name as anfallstelle_name'),
  scopeColumns: { erzeuger: 'b.erzeuger_id', entsorger: 'b.entsorger_id' },
  sortable: {
    datum: { column: 'b.datum' },
    nummer: { column: 'b.nummer', text: true },
    status: { column: 'b.status' },
    typ: { column: 'b.typ' },
    summe: { column: 'b.summe' },
    erfasstAm: { column: 'b.erfasst_am' },
    entsorgerName: { column: 's.name', text: true },
    erzeugerName: { column: 'e.name', text: true },
  },
  defaultSort: ['erfasstAm', 'DESC'],
  idColumn: 'b.id',
  searchSql: 'b.suchtext LIKE ?',
  filterSchema: belegFilterSchema,
  applyFilter: (q, f) => {
    if (f.status) q.where('b.status', f.status);
    if (f.typ) q.where('b.typ', f.typ);
    if (f.entsorgerId) q.where('b.entsorger_id', f.entsorgerId);
    if (f.erzeugerId) q.where('b.erzeuger_id', f.erzeugerId);
    if (f.von) q.where('b.datum', '>=', f.von);
    if (f.bis) q.where('b.datum', '<=', f.bis);
  },
};

export const toBelegListeEintrag = (r: Zeile): BelegListeEintrag => ({
  id: r.id as string,
  typ: r.typ as BelegListeEintrag['typ'],
  status: r.status as BelegListeEintrag['status'],
  herkunft: r.herkunft as BelegListeEintrag['herkunft'],
  quelle: r.quelle as BelegListeEintrag['quelle'],
  name: (r.name as string | null) ?? null,
  nummer: (r.nummer as string | null) ?? null,
  datum: tag(r.datum),
  summe: zahl(r.summe),
  erzeugerId: r.erzeuger_id as number,
  erzeugerName: r.erzeuger_name as string,
  entsorgerId: r.entsorger_id as number,
  entsorgerName: r.entsorger_name as string,
  anfallstelleId: (r.anfallstelle_id as number | null) ?? null,
  anfallstelleName: (r.anfallstelle_name as string | null) ?? null,
  vorgangsnummern: (r.vorgangsnummern as string[] | null) ?? [],
  erfasstAm: new Date(r.erfasst_am as string).toISOString(),
  version: r.version as number,
});

/** The tenant scope of the receipt lists for an actor. */
export const belegScope = (akteur: BelegAkteur): TenantScope => {
  if (akteur.seite === 'ADMIN') return { type: 'alle' };
  if (akteur.seite === 'ENTSORGER') return { type: 'entsorger', entsorgerId: akteur.entsorgerId! };
  return { type: 'erzeuger', erzeugerId: akteur.erzeugerId! };
};

/** One receipt as its screen shows it; another tenant's (or a deleted) receipt is "not found". */
export const loadBelegDetails = async (db: Db, akteur: BelegAkteur, id: string): Promise<BelegDetails> => {
  const r = (await belegListe.from(db).where('b.id', id).first()) as Zeile | undefined;
  if (!r || !canAccessBeleg(akteur, { erzeugerId: r.erzeuger_id as number, entsorgerId: r.entsorger_id as number }))
    throw nichtGefunden(BELEG_MELDUNGEN.nichtGefunden);
  const zustand = r.zustand as BelegState;
  const felder = zustand.felder!;
  return {
    ...toBelegListeEintrag(r),
    empfaenger: felder.empfaenger,
    absender: felder.absender,
    leistungVon: felder.leistungVon,
    leistungBis: felder.leistungBis,
    bestellReferenz: felder.bestellReferenz,
    storniertBelegId: felder.storniertBelegId,
    positionen: felder.positionen,
    auftraege: zustand.auftraege,
    dateiName: (r.datei_name as string | null) ?? null,
    dateiTyp: (r.datei_typ as string | null) ?? null,
    fehlerBegruendung: (r.fehler_begruendung as string | null) ?? null,
    leseFehler: zustand.leseFehler ?? null,
    pruefung: pruefeBeleg({ ...felder, entsorgerId: zustand.entsorgerId, auftragIds: zustand.auftraege.map((o) => o.id) }),
  };
};

export const loadBelegDatei = async (db: Db, id: string): Promise<{ id: string; name: string; typ: string } | null> => {
  const r = (await db(BELEG_TABELLE.uebersicht).where({ id }).first('datei_id', 'datei_name', 'datei_typ')) as Zeile | undefined;
  return r?.datei_id ? { id: r.datei_id as string, name: r.datei_name as string, typ: r.datei_typ as string } : null;
};

export const loadBelegHistorie = async (db: Db, id: string): Promise<BelegHistorieEintrag[]> => {
  const rows = (await db(BELEG_TABELLE.historie).where({ beleg_id: id }).orderBy('stream_revision')) as Zeile[];
  return rows.map((r) => ({
    id: r.event_id as string,
    zeitpunkt: new Date(r.zeitpunkt as string).toISOString(),
    ereignis: r.ereignis as string,
    akteur: r.akteur_name as string,
    handeltAls: (r.handelt_als_name as string | null) ?? null,
    beschreibung: r.beschreibung as string,
    status: (r.status as BelegHistorieEintrag['status']) ?? null,
  }));
};

/** The orders named by ids, as the assignment needs them (facts for the decider). */
export const loadAuftraegeFuerZuordnung = async (
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; vorgangsnummer: string; erzeugerId: number; entsorgerId: number | null }[]> =>
  (await auftraegeZurZuordnung(db, ids)).map((r) => ({
    id: r.id,
    vorgangsnummer: r.vorgangsnummer,
    erzeugerId: r.erzeuger_id,
    entsorgerId: r.entsorger_id,
  }));

/**
 * Suggested orders for a receipt (spec § 2, assignment child): the producer's orders with the same
 * disposer, scored by the order number found in the buyer/order reference, number or name (10), the
 * same site (3), an AVV code of a position (2), a delivery date within the service period (1).
 */
export const loadVorschlaege = async (db: Db, d: BelegDetails): Promise<{ vorschlaege: BelegVorschlag[]; hinweis: string | null }> => {
  const texte = [d.bestellReferenz, d.nummer, d.name].filter(Boolean).join(' ').toUpperCase();
  const avv = d.positionen.map((p) => (p.abfallschluessel ?? '').replace(/\D/g, '')).filter(Boolean);
  const kandidaten = await auftraegeBeiEntsorger(db, { erzeugerId: d.erzeugerId, entsorgerId: d.entsorgerId, max: 500 });
  const imZeitraum = (tag: string | null) =>
    d.leistungVon !== null && d.leistungBis !== null && tag !== null && tag >= d.leistungVon && tag <= d.leistungBis;
  const vorschlaege = kandidaten
    .map((o): BelegVorschlag => {
      const treffer = (
        [
          [texte.includes(o.vorgangsnummer.toUpperCase()), 10, 'Vorgangsnummer im Beleg'],
          [o.anfallstelle_id === d.anfallstelleId, 3, 'gleiche Anfallstelle'],
          [avv.includes(o.abfallschluessel.replace(/\D/g, '')), 2, 'gleicher Abfallschlüssel'],
          [imZeitraum(o.liefertermin ?? o.wunsch_liefertermin), 1, 'im Leistungszeitraum'],
        ] as const
      ).filter(([ja]) => ja);
      const gruende = treffer.map(([, , grund]) => grund);
      const punkte = treffer.reduce((summe, [, p]) => summe + p, 0);
      return {
        id: o.id,
        vorgangsnummer: o.vorgangsnummer,
        anfallstelleName: o.anfallstelle_name,
        abfallschluessel: o.abfallschluessel,
        status: o.status,
        wunschLiefertermin: o.wunsch_liefertermin,
        gruende,
        punkte,
      };
    })
    .filter((v) => v.punkte > 0)
    .sort((a, b) => b.punkte - a.punkte)
    .slice(0, 20);
  const eindeutig = vorschlaege.length === 1 || (vorschlaege.length > 1 && vorschlaege[0]!.punkte > vorschlaege[1]!.punkte);
  return { vorschlaege, hinweis: eindeutig ? null : BELEG_MELDUNGEN.nichtEindeutig };
};
