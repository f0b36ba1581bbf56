import type { AuftragStatus, Auftragsart } from '@abfallportal/common/auftrag';
import type { AngebotsAntwort, AuftragDaten } from '@abfallportal/backend/auftraege';

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
] as const;

export type ZustandRow = Record<(typeof STATE_COLUMNS)[number][0], unknown> & { id: string };
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

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const fromRow = (r: ZustandRow): Zustand => ({
  state: {
    vorgangsnummer: r.vorgangsnummer as string,
    auftragsart: r.auftragsart as Auftragsart,
    status: r.status as AuftragStatus,
    erzeugerId: r.erzeuger_id as number,
    anfallstelleId: r.anfallstelle_id as number,
    entsorgerId: r.entsorger_id as number | null,
    fraktionId: r.fraktion_id as number,
    abfallschluessel: r.abfallschluessel as string,
    behaelterId: r.behaelter_id as number,
    behaelterBezeichnung: r.behaelter as string,
    anzahl: r.anzahl as number,
    wunschLiefertermin: r.wunsch_liefertermin as string,
    liefertermin: r.liefertermin as string | null,
    wunschAbholtermin: r.wunsch_abholtermin as string | null,
    abholtermin: r.abholtermin as string | null,
    lieferterminUnbekannt: r.liefertermin_unbekannt as boolean,
    kommentar: r.kommentar as string | null,
    begruendungGemischt: r.begruendung_gemischt as string | null,
    ohnePreisBestaetigt: r.ohne_preis_bestaetigt as boolean,
    leistungId: r.leistung_id as number | null,
    geschaetzterPreis: zahl(r.geschaetzter_preis),
    bestellerId: r.besteller_id as number,
    ablehnungsgrund: r.ablehnungsgrund as string | null,
    vorgangsKommentar: r.vorgangs_kommentar as string | null,
    angefragteEntsorgerIds: (r.angefragte_entsorger_ids as number[] | null) ?? [],
    angebote: (r.angebote as AngebotsAntwort[] | null) ?? [],
    freigeberId: (r.freigeber_id as number | null) ?? null,
    hauptauftragId: (r.hauptauftrag_id as string | null) ?? null,
    auftragsbild: (r.auftragsbild as string | null) ?? null,
  },
  erstelltAm: iso(r.erstellt_am),
  aktualisiertAm: iso(r.aktualisiert_am),
  geaendert: false,
  neu: false,
  statusSeit: r.status_seit === null || r.status_seit === undefined ? null : iso(r.status_seit),
});

export const toRow = (id: string, z: Zustand, faellig: string | null): Record<string, unknown> => {
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
