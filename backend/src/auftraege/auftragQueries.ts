import type { AuftragDetails, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { AUFTRAG_STATUS, type AuftragStatus, type Auftragsart } from '@abfallportal/common/auftrag';
import {
  AUFTRAG_NICHT_VERSANDT,
  auftragSicht,
  auftragSichtbar,
  type AuftragAkteur,
  type AuftragSicht,
} from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import { kalendertagSchema, text, textIdSchema } from '@abfallportal/common/validation';
import { erzeugerSucheSchema } from '@abfallportal/common/auftragOffen';
import { erzeugerSuche } from './erzeugerSuche';
import { leistungFaelligBis, zuBeantworten, zuBestaetigen } from './entsorgerArbeitFilter';

/** The read models this slice answers from; commands wait for them (read-your-writes). */
export const AUFTRAG_PROJEKTIONEN = ['auftraege'] as const;

// dueInDays counts calendar days in Germany, whatever the server's time zone.
const HEUTE = "(now() AT TIME ZONE 'Europe/Berlin')::date";
export const DUE = `(faellig_am - ${HEUTE})`;

export const LISTE_SPALTEN = [
  'id',
  'vorgangsnummer',
  'auftragsart',
  'status',
  'erzeuger_id',
  'erzeuger_name',
  'anfallstelle_id',
  'anfallstelle_name',
  'entsorger_id',
  'entsorger_name',
  'fraktion',
  'avv_name',
  'behaelter',
  'anzahl',
  'wunsch_liefertermin',
  'liefertermin',
  'wunsch_abholtermin',
  'besteller_name',
  'erstellt_am',
  'geschaetzter_preis',
  'angebots_entsorger_namen',
  'angebote_erhalten',
  'angebote_angefragt',
  'angefragte_entsorger_ids',
];

const filterSchema = z.object({
  erzeugerId: textIdSchema().optional(),
  status: z.union([z.enum(AUFTRAG_STATUS), z.array(z.enum(AUFTRAG_STATUS))]).optional(),
  von: kalendertagSchema.optional(),
  bis: kalendertagSchema.optional(),
  vorgangsnummer: text().max(50).optional(),
  /** Orders this user must approve (issue 18). */
  zurFreigabe: z.boolean().optional(),
  /** What waits for this user: approvals, offers to decide, problems. */
  meineAufgaben: z.boolean().optional(),
  /** Staff: the producer's name or number (spec § 2 list, "producer and order-number search"). */
  erzeugerSearch: erzeugerSucheSchema.optional(),
  /** The disposer's dashboard (issue 28): requests it has not answered, orders to confirm, services due by n days from today. */
  zuBeantworten: z.boolean().optional(),
  zuBestaetigen: z.boolean().optional(),
  leistungFaelligBis: z.number().int().min(0).max(14).optional(),
});

/**
 * The producer's order list (spec § 2): search, date range, status, order number; for the signed-in
 * user `benutzerId` also "Zur Freigabe" and "Meine Aufgaben" (the scope limits both to the user's orders).
 */
export const auftragListeFuer = (benutzerId: number | null): ListSpec<z.infer<typeof filterSchema>> => ({
  resource: 'auftrag',
  from: (db) => db('auftrag_uebersicht').select(...LISTE_SPALTEN, db.raw(`${DUE} AS due_in_days`)),
  // A disposer sees the orders sent to it and the offer requests it was asked for (spec § 1: it "receives offer
  // requests"); an order waiting for the producer's internal approval is not sent yet (auftragSicht, issue 28).
  scopeColumns: {
    erzeuger: 'erzeuger_id',
    entsorger: (query, entsorgerId) =>
      query.where((q) =>
        q
          .where((v) => v.where('entsorger_id', entsorgerId).whereNotIn('status', AUFTRAG_NICHT_VERSANDT))
          .orWhereRaw('angefragte_entsorger_ids @> ?::jsonb', [JSON.stringify([entsorgerId])]),
      ),
  },
  sortable: {
    vorgangsnummer: { column: 'vorgangsnummer' },
    status: { column: 'status' },
    anfallstelleName: { column: 'anfallstelle_name', text: true },
    entsorgerName: { column: 'entsorger_name', text: true },
    fraktion: { column: 'fraktion', text: true },
    wunschLiefertermin: { column: 'wunsch_liefertermin' },
    liefertermin: { column: 'liefertermin' },
    dueInDays: { column: 'faellig_am' },
    erstelltAm: { column: 'erstellt_am' },
  },
  defaultSort: ['erstelltAm', 'DESC'],
  idColumn: 'id',
  // Rows are wide (names, addresses, dates); the sort indexes carry id, so a page is found in the index.
  deferredJoin: true,
  // A producer's search narrows by producer and text in the one trigram index (auftragTabellen.ts).
  searchSql: (scope) =>
    scope.type === 'erzeuger'
      ? { sql: 'id IN (SELECT id FROM auftrag_suche WHERE suchtext LIKE ? AND erzeuger_id = ?)', bindings: [scope.erzeugerId] }
      : { sql: 'id IN (SELECT id FROM auftrag_suche WHERE suchtext LIKE ?)', bindings: [] },
  filterSchema,
  applyFilter: (query, f) => {
    if (f.erzeugerId !== undefined) query.where('erzeuger_id', f.erzeugerId);
    if (f.status !== undefined) query.whereIn('status', Array.isArray(f.status) ? f.status : [f.status]);
    // The date range is about when the order was placed, in German calendar days.
    if (f.von) query.whereRaw("erstellt_am >= (?::date)::timestamp AT TIME ZONE 'Europe/Berlin'", [f.von]);
    if (f.bis) query.whereRaw("erstellt_am < (?::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'", [f.bis]);
    if (f.vorgangsnummer) query.where('vorgangsnummer', 'like', `${f.vorgangsnummer.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.zurFreigabe) query.where({ status: 'BESTELLUNG_ZUR_FREIGABE', freigeber_id: benutzerId ?? -1 });
    if (f.meineAufgaben) {
      query.where((q) =>
        q
          .where({ status: 'BESTELLUNG_ZUR_FREIGABE', freigeber_id: benutzerId ?? -1 })
          .orWhereIn('status', ['ANGEBOT_AN_KUNDEN', 'PROBLEM']),
      );
    }
    if (f.erzeugerSearch) erzeugerSuche(query, f.erzeugerSearch);
    if (f.zuBeantworten) zuBeantworten(query, benutzerId);
    if (f.zuBestaetigen) zuBestaetigen(query, benutzerId);
    if (f.leistungFaelligBis !== undefined) leistungFaelligBis(query, benutzerId, f.leistungFaelligBis);
  },
});

export const auftragListe = auftragListeFuer(null);

export type Zeile = Record<string, unknown>;
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const zeit = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

/** The row's order as far as who sees it depends on it. */
const zugangVon = (r: Zeile) => ({
  erzeugerId: r.erzeuger_id as number,
  entsorgerId: (r.entsorger_id as number | null) ?? null,
  angefragteEntsorgerIds: (r.angefragte_entsorger_ids as number[] | null | undefined) ?? [],
  status: r.status as string,
  angebote: (r.angebote as { entsorgerId: number }[] | null | undefined) ?? [],
});

/**
 * A list row as this person sees it (issue 28): a disposer reads neither the other asked disposers nor,
 * when it was not given the order, who was and at what price. Rows outside the view are not in the list (scope).
 */
export const listeEintragFuer =
  (akteur: AuftragAkteur) =>
  (r: Zeile): AuftragListeEintrag => {
    const eintrag = toListeEintrag(r);
    const sicht = auftragSicht(akteur, zugangVon(r));
    return sicht ? ohneFremdes(sicht, eintrag) : eintrag;
  };

/** Takes out of an order what this view may not read (auftragSichtbar decides what). */
const ohneFremdes = <T extends AuftragListeEintrag>(sicht: AuftragSicht, a: T): T => {
  const sichtbar = auftragSichtbar(sicht);
  const ohneAndere = sichtbar.andereEntsorger
    ? a
    : { ...a, angebotsEntsorgerNamen: [], numberAngebotReceived: 0, numberAngebotRequested: 0 };
  return sichtbar.vergabe ? ohneAndere : { ...ohneAndere, entsorgerId: null, entsorgerName: null, geschaetzterPreis: null };
};

export const toListeEintrag = (r: Zeile): AuftragListeEintrag => ({
  id: r.id as string,
  vorgangsnummer: r.vorgangsnummer as string,
  auftragsart: r.auftragsart as Auftragsart,
  status: { type: r.status as AuftragStatus },
  erzeugerId: r.erzeuger_id as number,
  erzeugerName: r.erzeuger_name as string,
  anfallstelleId: r.anfallstelle_id as number,
  anfallstelleName: r.anfallstelle_name as string,
  entsorgerId: (r.entsorger_id as number | null) ?? null,
  entsorgerName: (r.entsorger_name as string | null) ?? null,
  angebotsEntsorgerNamen: (r.angebots_entsorger_namen as string[] | null) ?? [],
  numberAngebotReceived: zahl(r.angebote_erhalten) ?? 0,
  numberAngebotRequested: zahl(r.angebote_angefragt) ?? 0,
  fraktion: r.fraktion as string,
  avvName: r.avv_name as string,
  behaelter: r.behaelter as string,
  anzahl: r.anzahl as number,
  wunschLiefertermin: (r.wunsch_liefertermin as string | null) ?? null,
  liefertermin: (r.liefertermin as string | null) ?? null,
  wunschAbholtermin: (r.wunsch_abholtermin as string | null) ?? null,
  dueInDays: zahl(r.due_in_days),
  bestellerName: r.besteller_name as string,
  erstelltAm: zeit(r.erstellt_am),
  geschaetzterPreis: zahl(r.geschaetzter_preis),
});

/** One order for the details page, or 404 when it does not exist or is not the user's to see. */
export const loadAuftragDetails = async (db: Db, akteur: AuftragAkteur, id: string): Promise<AuftragDetails> =>
  (await ladeAuftragMitSicht(db, akteur, id)).details;

/** The order's details as this person sees them, and the view they were cut to (the history, the offers follow it). */
export const ladeAuftragMitSicht = async (
  db: Db,
  akteur: AuftragAkteur,
  id: string,
): Promise<{ details: AuftragDetails; sicht: AuftragSicht }> => {
  const r = (await db('auftrag_uebersicht')
    .where({ id })
    .first(
      '*',
      db.raw(`${DUE} AS due_in_days`),
      db.raw('(SELECT max(h.stream_revision) FROM auftrag_historie h WHERE h.auftrag_id = auftrag_uebersicht.id) AS version'),
      db.raw(
        "(SELECT trim(b.vorname || ' ' || b.nachname) FROM benutzer b WHERE b.id = auftrag_uebersicht.freigeber_id) AS freigeber_name",
      ),
    )) as Zeile | undefined;
  const sicht = r ? auftragSicht(akteur, zugangVon(r)) : null;
  if (!r || !sicht) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  const sichtbar = auftragSichtbar(sicht);
  const verknuepft = await ladeVerknuepfte(db, r);
  const details: AuftragDetails = {
    ...toListeEintrag(r),
    kundennummer: sichtbar.vergabe ? ((r.kundennummer as string | null) ?? null) : null,
    abfallschluessel: r.abfallschluessel as string,
    gefaehrlich: r.gefaehrlich as boolean,
    dichte: zahl(r.dichte),
    lieferterminUnbekannt: r.liefertermin_unbekannt as boolean,
    abholtermin: (r.abholtermin as string | null) ?? null,
    kommentar: (r.kommentar as string | null) ?? null,
    vorgangsKommentar: sichtbar.intern ? ((r.vorgangs_kommentar as string | null) ?? null) : null,
    begruendungGemischt: (r.begruendung_gemischt as string | null) ?? null,
    ablehnungsgrund: sichtbar.vergabe ? ((r.ablehnungsgrund as string | null) ?? null) : null,
    anfallstelle: {
      id: r.anfallstelle_id as number,
      name: r.anfallstelle_name as string,
      nummer: (r.anfallstelle_nummer as string | null) ?? null,
      strasse: (r.anfallstelle_strasse as string | null) ?? null,
      plz: (r.anfallstelle_plz as string | null) ?? null,
      ort: (r.anfallstelle_ort as string | null) ?? null,
    },
    entsorger:
      r.entsorger_id && sichtbar.vergabe
        ? { id: r.entsorger_id as number, name: r.entsorger_name as string, email: (r.entsorger_email as string | null) ?? null }
        : null,
    aktualisiertAm: zeit(r.aktualisiert_am),
    version: Number(r.version ?? 0),
    freigeber: r.freigeber_id && sichtbar.intern ? { id: r.freigeber_id as number, name: (r.freigeber_name as string | null) ?? '' } : null,
    bestellerId: r.besteller_id as number,
    auftragsbild: (r.auftragsbild as string | null) ?? null,
    fraktionId: r.fraktion_id as number,
    behaelterId: r.behaelter_id as number,
    hauptauftrag: sichtbar.vergabe ? verknuepft.hauptauftrag : null,
    folgeauftraege: sichtbar.vergabe ? verknuepft.folgeauftraege : [],
  };
  return { details: ohneFremdes(sicht, details), sicht };
};

/** Spec § 3 relations: the main order of a follow-up order, the follow-up orders of a main order. */
const ladeVerknuepfte = async (db: Db, r: Zeile): Promise<Pick<AuftragDetails, 'hauptauftrag' | 'folgeauftraege'>> => {
  const hauptauftragId = (r.hauptauftrag_id as string | null) ?? null;
  const haupt = hauptauftragId
    ? ((await db('auftrag_uebersicht').where({ id: hauptauftragId }).first('id', 'vorgangsnummer')) as
        { id: string; vorgangsnummer: string } | undefined)
    : undefined;
  const folge = (await db('auftrag_uebersicht')
    .where({ hauptauftrag_id: r.id as string })
    .orderBy([{ column: 'erstellt_am' }, { column: 'vorgangsnummer' }])
    .select('id', 'vorgangsnummer', 'auftragsart', 'status', 'wunsch_liefertermin', 'erstellt_am')) as Zeile[];
  return {
    hauptauftrag: haupt ? { id: haupt.id, vorgangsnummer: haupt.vorgangsnummer } : null,
    folgeauftraege: folge.map((f) => ({
      id: f.id as string,
      vorgangsnummer: f.vorgangsnummer as string,
      auftragsart: f.auftragsart as Auftragsart,
      status: f.status as AuftragStatus,
      wunschtermin: (f.wunsch_liefertermin as string | null) ?? null,
      erstelltAm: zeit(f.erstellt_am),
    })),
  };
};

/** What the service overview asks the price port about: the order's agreement and container. */
export const loadPreisBezug = async (db: Db, id: string): Promise<{ leistungId: number | null; behaelterId: number }> => {
  const row = (await db('auftrag_uebersicht').where({ id }).first('leistung_id', 'behaelter_id')) as
    { leistung_id: number | null; behaelter_id: number } | undefined;
  if (!row) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  return { leistungId: row.leistung_id, behaelterId: row.behaelter_id };
};
