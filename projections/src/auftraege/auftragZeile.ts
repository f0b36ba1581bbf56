import type { Knex } from 'knex';
import {
  uebersichtParser,
  uebersichtSpalten,
  type AuftragDaten,
  type AuftragTabelle,
  type AuftragUebersichtSpalte,
} from '@abfallportal/backend/auftraege';
import { ident, type TableNames } from '../runtime/projection';

/** Columns that hold the aggregate's state (and its SQL array type for unnest); the rest is display data. */
export const STATE_COLUMNS = [
  ['id', 'uuid'],
  ['vorgangsnummer', 'text'],
  ['auftragsart', 'text'],
  ['status', 'text'],
  ['erzeuger_id', 'integer'],
  ['anfallstelle_id', 'integer'],
  ['entsorger_id', 'integer'],
  ['fraktion_id', 'integer'],
  ['abfallschluessel', 'text'],
  ['behaelter_id', 'integer'],
  ['behaelter', 'text'],
  ['anzahl', 'integer'],
  ['wunsch_liefertermin', 'date'],
  ['liefertermin', 'date'],
  ['wunsch_abholtermin', 'date'],
  ['abholtermin', 'date'],
  ['liefertermin_unbekannt', 'boolean'],
  ['kommentar', 'text'],
  ['begruendung_gemischt', 'text'],
  ['ohne_preis_bestaetigt', 'boolean'],
  ['leistung_id', 'integer'],
  ['geschaetzter_preis', 'numeric'],
  ['besteller_id', 'integer'],
  ['ablehnungsgrund', 'text'],
  ['vorgangs_kommentar', 'text'],
  ['faellig_am', 'date'],
  ['erstellt_am', 'timestamptz'],
  ['aktualisiert_am', 'timestamptz'],
  ['angefragte_entsorger_ids', 'jsonb'],
  ['angebote', 'jsonb'],
  ['freigeber_id', 'integer'],
  ['angebote_erhalten', 'integer'],
  ['angebote_angefragt', 'integer'],
  ['hauptauftrag_id', 'uuid'],
  ['status_seit', 'timestamptz'],
  ['auftragsbild', 'text'],
] as const satisfies readonly (readonly [AuftragUebersichtSpalte, string])[];

/** The state columns of an overview row, parsed with the contract's schema. */
const spalten = uebersichtSpalten(STATE_COLUMNS.map(([c]) => c));
// Every placed order wishes a delivery date (auftragAufgegebenSchema); the column is nullable for the lists' sake.
const zustandSchema = spalten.extend({ wunsch_liefertermin: spalten.shape.wunsch_liefertermin.unwrap() });
type ZustandRow = ReturnType<typeof zustandSchema.parse>;
const zustandParsen = uebersichtParser(zustandSchema);
/** An order as the batch sees it; `neu` when this batch placed it (its row does not exist yet). */
export type Zustand = {
  state: AuftragDaten;
  erstelltAm: string;
  aktualisiertAm: string;
  geaendert: boolean;
  neu: boolean;
  /** When the order entered its status (the reminder job's question); null only for rows of older versions. */
  statusSeit?: string | null;
};

const fromRow = (r: ZustandRow): Zustand => ({
  state: {
    vorgangsnummer: r.vorgangsnummer,
    auftragsart: r.auftragsart,
    status: r.status,
    erzeugerId: r.erzeuger_id,
    anfallstelleId: r.anfallstelle_id,
    entsorgerId: r.entsorger_id,
    fraktionId: r.fraktion_id,
    abfallschluessel: r.abfallschluessel,
    behaelterId: r.behaelter_id,
    behaelterBezeichnung: r.behaelter,
    anzahl: r.anzahl,
    wunschLiefertermin: r.wunsch_liefertermin,
    liefertermin: r.liefertermin,
    wunschAbholtermin: r.wunsch_abholtermin,
    abholtermin: r.abholtermin,
    lieferterminUnbekannt: r.liefertermin_unbekannt,
    kommentar: r.kommentar,
    begruendungGemischt: r.begruendung_gemischt,
    ohnePreisBestaetigt: r.ohne_preis_bestaetigt,
    leistungId: r.leistung_id,
    geschaetzterPreis: r.geschaetzter_preis,
    bestellerId: r.besteller_id,
    ablehnungsgrund: r.ablehnungsgrund,
    vorgangsKommentar: r.vorgangs_kommentar,
    angefragteEntsorgerIds: r.angefragte_entsorger_ids,
    angebote: r.angebote,
    freigeberId: r.freigeber_id,
    hauptauftragId: r.hauptauftrag_id,
    auftragsbild: r.auftragsbild,
  },
  erstelltAm: r.erstellt_am,
  aktualisiertAm: r.aktualisiert_am,
  geaendert: false,
  neu: false,
  statusSeit: r.status_seit,
});

/** The stored state of these orders, as far as they have rows. */
export const loadZustand = async (
  trx: Knex.Transaction,
  names: TableNames<AuftragTabelle>,
  ids: string[],
): Promise<Map<string, Zustand>> => {
  if (ids.length === 0) return new Map();
  const { rows } = (await trx.raw(
    `SELECT ${STATE_COLUMNS.map(([c]) => c).join(', ')} FROM ${ident(names.auftrag_uebersicht)} WHERE id = ANY(?::uuid[])`,
    [ids],
  )) as { rows: unknown[] };
  return new Map(rows.map((r) => zustandParsen(r)).map((r) => [r.id, fromRow(r)]));
};

export type StateZeile = Record<(typeof STATE_COLUMNS)[number][0], unknown>;

/** The state columns of an overview row, as the write statements take them (every one, checked by the type). */
export const toRow = (id: string, z: Zustand, faellig: string | null): StateZeile => {
  const s = z.state;
  return {
    id,
    vorgangsnummer: s.vorgangsnummer,
    auftragsart: s.auftragsart,
    status: s.status,
    erzeuger_id: s.erzeugerId,
    anfallstelle_id: s.anfallstelleId,
    entsorger_id: s.entsorgerId,
    fraktion_id: s.fraktionId,
    abfallschluessel: s.abfallschluessel,
    behaelter_id: s.behaelterId,
    behaelter: s.behaelterBezeichnung,
    anzahl: s.anzahl,
    wunsch_liefertermin: s.wunschLiefertermin,
    liefertermin: s.liefertermin,
    wunsch_abholtermin: s.wunschAbholtermin,
    abholtermin: s.abholtermin,
    liefertermin_unbekannt: s.lieferterminUnbekannt,
    kommentar: s.kommentar,
    begruendung_gemischt: s.begruendungGemischt,
    ohne_preis_bestaetigt: s.ohnePreisBestaetigt,
    leistung_id: s.leistungId,
    geschaetzter_preis: s.geschaetzterPreis,
    besteller_id: s.bestellerId,
    ablehnungsgrund: s.ablehnungsgrund,
    vorgangs_kommentar: s.vorgangsKommentar,
    faellig_am: faellig,
    erstellt_am: z.erstelltAm,
    aktualisiert_am: z.aktualisiertAm,
    angefragte_entsorger_ids: JSON.stringify(s.angefragteEntsorgerIds),
    angebote: JSON.stringify(s.angebote),
    freigeber_id: s.freigeberId,
    // "Received" counts every answer, offer or decline (spec § 4: all answers in, all declined).
    angebote_erhalten: s.angebote.length,
    angebote_angefragt: s.angefragteEntsorgerIds.length,
    hauptauftrag_id: s.hauptauftragId,
    status_seit: z.statusSeit ?? null,
    auftragsbild: s.auftragsbild,
  };
};
