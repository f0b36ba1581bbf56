import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
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
import { alsListeEintrag, LISTE_SPALTEN, ohneFremdes, zugangVon } from './auftragListeZeile';
import {
  AUFTRAG_TABELLEN,
  auftragSucheSql,
  auftragUebersichtZeileSchema,
  uebersichtParser,
  uebersichtSpalten,
  type AuftragUebersichtZeile,
} from './lesemodell';

/** The read models this slice answers from; commands wait for them (read-your-writes). */
export const AUFTRAG_PROJEKTIONEN = ['auftraege'] as const;

// dueInDays counts calendar days in Germany, whatever the server's time zone.
const HEUTE = "(now() AT TIME ZONE 'Europe/Berlin')::date";
export const DUE = `(faellig_am - ${HEUTE})`;

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
  from: (db) => db(AUFTRAG_TABELLEN.uebersicht).select(...LISTE_SPALTEN, db.raw(`${DUE} AS due_in_days`)),
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
      ? { sql: auftragSucheSql(true), bindings: [scope.erzeugerId] }
      : { sql: auftragSucheSql(false), bindings: [] },
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

const U = AUFTRAG_TABELLEN.uebersicht;

export { LISTE_SPALTEN, listeEintragFuer, toListeEintrag } from './auftragListeZeile';

/** One order for the details page, or 404 when it does not exist or is not the user's to see. */
export const loadAuftragDetails = async (db: Db, akteur: AuftragAkteur, id: string): Promise<AuftragDetails> =>
  (await ladeAuftragMitSicht(db, akteur, id)).details;

/** The details' row: the whole overview row, the days until due, the version (ETag) and the approver's name. */
const detailsZeile = uebersichtParser(
  auftragUebersichtZeileSchema.extend({
    due_in_days: z.number().int().nullable(),
    version: z.number().int().nullable(),
    freigeber_name: z.string().nullable(),
  }),
);

/** The order's details as this person sees them, and the view they were cut to (the history, the offers follow it). */
export const ladeAuftragMitSicht = async (
  db: Db,
  akteur: AuftragAkteur,
  id: string,
): Promise<{ details: AuftragDetails; sicht: AuftragSicht }> => {
  const gelesen: unknown = await db(U)
    .where({ id })
    .first(
      '*',
      db.raw(`${DUE} AS due_in_days`),
      db.raw(`(SELECT max(h.stream_revision) FROM ${AUFTRAG_TABELLEN.historie} h WHERE h.auftrag_id = ${U}.id) AS version`),
      db.raw(`(SELECT trim(b.vorname || ' ' || b.nachname) FROM benutzer b WHERE b.id = ${U}.freigeber_id) AS freigeber_name`),
    );
  const r = gelesen === undefined ? undefined : detailsZeile(gelesen);
  const sicht = r ? auftragSicht(akteur, zugangVon(r)) : null;
  if (!r || !sicht) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  const sichtbar = auftragSichtbar(sicht);
  const verknuepft = await ladeVerknuepfte(db, r);
  const details: AuftragDetails = {
    ...alsListeEintrag(r),
    kundennummer: sichtbar.vergabe ? r.kundennummer : null,
    abfallschluessel: r.abfallschluessel,
    gefaehrlich: r.gefaehrlich,
    dichte: r.dichte,
    lieferterminUnbekannt: r.liefertermin_unbekannt,
    abholtermin: r.abholtermin,
    kommentar: r.kommentar,
    vorgangsKommentar: sichtbar.intern ? r.vorgangs_kommentar : null,
    begruendungGemischt: r.begruendung_gemischt,
    ablehnungsgrund: sichtbar.vergabe ? r.ablehnungsgrund : null,
    anfallstelle: {
      id: r.anfallstelle_id,
      name: r.anfallstelle_name,
      nummer: r.anfallstelle_nummer,
      strasse: r.anfallstelle_strasse,
      plz: r.anfallstelle_plz,
      ort: r.anfallstelle_ort,
    },
    entsorger: r.entsorger_id && sichtbar.vergabe ? { id: r.entsorger_id, name: r.entsorger_name ?? '', email: r.entsorger_email } : null,
    aktualisiertAm: r.aktualisiert_am,
    version: r.version ?? 0,
    freigeber: r.freigeber_id && sichtbar.intern ? { id: r.freigeber_id, name: r.freigeber_name ?? '' } : null,
    bestellerId: r.besteller_id,
    auftragsbild: r.auftragsbild,
    fraktionId: r.fraktion_id,
    behaelterId: r.behaelter_id,
    hauptauftrag: sichtbar.vergabe ? verknuepft.hauptauftrag : null,
    folgeauftraege: sichtbar.vergabe ? verknuepft.folgeauftraege : [],
  };
  return { details: ohneFremdes(sicht, details), sicht };
};

const hauptauftragZeile = uebersichtParser(uebersichtSpalten(['id', 'vorgangsnummer']));
const folgeauftragZeile = uebersichtParser(
  uebersichtSpalten(['id', 'vorgangsnummer', 'auftragsart', 'status', 'wunsch_liefertermin', 'erstellt_am']),
);

/** Spec § 3 relations: the main order of a follow-up order, the follow-up orders of a main order. */
const ladeVerknuepfte = async (
  db: Db,
  r: Pick<AuftragUebersichtZeile, 'id' | 'hauptauftrag_id'>,
): Promise<Pick<AuftragDetails, 'hauptauftrag' | 'folgeauftraege'>> => {
  const haupt: unknown = r.hauptauftrag_id ? await db(U).where({ id: r.hauptauftrag_id }).first('id', 'vorgangsnummer') : undefined;
  const folge: unknown[] = await db(U)
    .where({ hauptauftrag_id: r.id })
    .orderBy([{ column: 'erstellt_am' }, { column: 'vorgangsnummer' }])
    .select('id', 'vorgangsnummer', 'auftragsart', 'status', 'wunsch_liefertermin', 'erstellt_am');
  return {
    hauptauftrag: haupt === undefined ? null : hauptauftragZeile(haupt),
    folgeauftraege: folge.map(folgeauftragZeile).map((f) => ({
      id: f.id,
      vorgangsnummer: f.vorgangsnummer,
      auftragsart: f.auftragsart,
      status: f.status,
      wunschtermin: f.wunsch_liefertermin,
      erstelltAm: f.erstellt_am,
    })),
  };
};

const preisBezug = uebersichtParser(uebersichtSpalten(['leistung_id', 'behaelter_id']));

/** What the service overview asks the price port about: the order's agreement and container. */
export const loadPreisBezug = async (db: Db, id: string): Promise<{ leistungId: number | null; behaelterId: number }> => {
  const row: unknown = await db(U).where({ id }).first('leistung_id', 'behaelter_id');
  if (row === undefined) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  const { leistung_id, behaelter_id } = preisBezug(row);
  return { leistungId: leistung_id, behaelterId: behaelter_id };
};
