import { STAMMDATEN_SCHEMAS, type StammdatenTyp } from '@abfallportal/common/stammdaten';
import { auftragsVerwendung } from '../auftraege';
import type { z } from 'zod';

/** Columns as PostgreSQL holds them (snake_case). */
export type Spalten = Record<string, unknown>;

type Feld = { spalte: string; art: 'text' | 'zahl' | 'bool' };
const text = (spalte: string): Feld => ({ spalte, art: 'text' });
const zahl = (spalte: string): Feld => ({ spalte, art: 'zahl' });
const bool = (spalte: string): Feld => ({ spalte, art: 'bool' });

/** Where a row is referenced. `aenderung` names the value other tables hold (they reference by value, not by id). */
export type Verwendung = { tabelle: string; bedingung: string; wert: (zeile: Spalten) => unknown; wo: string; aenderung?: string };

/**
 * Everything the generic master-data calls need to know about one type. One table of these replaces
 * eleven copies of the same CRUD code (docs/decisions.md, "Stammdaten generisch").
 */
export type TypDefinition = {
  tabelle: string;
  /** Primary key column; its value is the row's id on the wire (a number, or the code for AVV keys and methods). */
  idSpalte: string;
  /** Wire field (camelCase) → column; every readable field. The writable ones are the schema's. */
  felder: Record<string, Feld>;
  schema: z.ZodObject;
  /** Columns derived from the input, e.g. the AVV key's compact form, display form, chapter and group. */
  abgeleitet?: (eingabe: Spalten) => Spalten;
  /** The natural key an import matches rows by: SQL condition with `?` and its values. */
  schluessel: { sql: string; werte: (zeile: Spalten) => string[] };
  anzeige: (zeile: Spalten) => string;
  /** 409 message when the natural key is taken. */
  schonVorhanden: string;
  /** Search condition with one `?` (the lower-cased LIKE pattern); default: every text field. */
  suche?: string;
  standardSortierung: string;
  verwendungen: Verwendung[];
  /** Rules across tables (409-free input errors), e.g. a container's category must exist. */
  pruefen?: (abfrage: (sql: string, werte: unknown[]) => Promise<boolean>, zeile: Spalten) => Promise<string | null>;
};

const NAME_SCHLUESSEL = { sql: 'lower(name) = lower(?)', werte: (z: Spalten) => [String(z.name)] };
const name = (z: Spalten) => String(z.name);
const benannt = (tabelle: string, schonVorhanden: string, verwendungen: Verwendung[] = [], extra: Record<string, Feld> = {}) => ({
  tabelle,
  idSpalte: 'id',
  felder: { name: text('name'), ...extra },
  schluessel: NAME_SCHLUESSEL,
  anzeige: name,
  schonVorhanden,
  standardSortierung: 'name',
  verwendungen,
});

/**
 * AVV search: the code with or without spaces ('170904', '17 09 04', also a prefix such as '17 09'),
 * or every word of the description in any order ('Bau gemischt').
 */
const AVV_SUCHE = `EXISTS (SELECT 1 FROM (SELECT ?::text AS p) s WHERE
  abfallschluessel LIKE s.p OR schluessel LIKE replace(s.p, ' ', '')
  OR (SELECT bool_and(lower(bezeichnung) LIKE '%' || w || '%')
      FROM regexp_split_to_table(substr(s.p, 2, length(s.p) - 2), '\\s+') AS w))`;

export const TYP_DEFINITIONEN: Record<StammdatenTyp, TypDefinition> = {
  branchen: {
    ...benannt('branche', 'Eine Branche mit diesem Namen gibt es bereits.', [
      { tabelle: 'erzeuger', bedingung: 'branche_id = ?', wert: (z) => z.id, wo: 'Erzeuger' },
    ]),
    schema: STAMMDATEN_SCHEMAS.branchen,
  },
  einheiten: {
    ...benannt(
      'einheit',
      'Eine Einheit mit diesem Namen gibt es bereits.',
      [
        { tabelle: 'leistung', bedingung: 'einheit = ?', wert: (z) => z.kuerzel, wo: 'Preisvereinbarungen', aenderung: 'das Kürzel' },
        { tabelle: 'leistung_preis', bedingung: 'einheit = ?', wert: (z) => z.kuerzel, wo: 'Preispositionen', aenderung: 'das Kürzel' },
      ],
      { kuerzel: text('kuerzel') },
    ),
    schema: STAMMDATEN_SCHEMAS.einheiten,
  },
  behaelterkategorien: {
    ...benannt('behaelterkategorie', 'Eine Behälterkategorie mit diesem Namen gibt es bereits.', [
      { tabelle: 'behaeltertyp', bedingung: 'typ = ?', wert: name, wo: 'Abfallbehälter', aenderung: 'der Name' },
      { tabelle: 'leistung', bedingung: 'behaelterkategorie = ?', wert: name, wo: 'Preisvereinbarungen', aenderung: 'der Name' },
    ]),
    schema: STAMMDATEN_SCHEMAS.behaelterkategorien,
  },
  entsorgungsverfahren: {
    tabelle: 'entsorgungsverfahren',
    idSpalte: 'code',
    felder: { code: text('code'), art: text('art'), bezeichnung: text('bezeichnung'), hinweis: text('hinweis'), quelle: text('quelle') },
    schema: STAMMDATEN_SCHEMAS.entsorgungsverfahren,
    schluessel: { sql: 'code = ?', werte: (z) => [String(z.code)] },
    anzeige: (z) => String(z.code),
    schonVorhanden: 'Ein Entsorgungsverfahren mit diesem Code gibt es bereits.',
    standardSortierung: 'code',
    verwendungen: [],
  },
  vertraege: {
    ...benannt(
      'vertrag',
      'Ein Vertrag mit diesem Namen gibt es bereits.',
      [{ tabelle: 'erzeuger', bedingung: 'vertrag_id = ?', wert: (z) => z.id, wo: 'Erzeuger' }],
      {
        maxAnfallstellen: zahl('max_anfallstellen'),
        maxEntsorger: zahl('max_entsorger'),
        preisProMonat: zahl('preis_pro_monat'),
        registrierbar: bool('registrierbar'),
      },
    ),
    schema: STAMMDATEN_SCHEMAS.vertraege,
  },
  abfallbehaelter: {
    tabelle: 'behaeltertyp',
    idSpalte: 'id',
    felder: {
      bezeichnung: text('bezeichnung'),
      typ: text('typ'),
      volumenM3: zahl('volumen_m3'),
      maxFuellgewichtT: zahl('max_fuellgewicht_t'),
      zyklisch: bool('zyklisch'),
      sortierung: zahl('sortierung'),
      normHinweis: text('norm_hinweis'),
      quelle: text('quelle'),
    },
    schema: STAMMDATEN_SCHEMAS.abfallbehaelter,
    schluessel: { sql: 'bezeichnung = ?', werte: (z) => [String(z.bezeichnung)] },
    anzeige: (z) => String(z.bezeichnung),
    schonVorhanden: 'Einen Abfallbehälter mit dieser Bezeichnung gibt es bereits.',
    standardSortierung: 'sortierung',
    verwendungen: [
      { tabelle: 'leistung', bedingung: 'behaeltertyp_id = ?', wert: (z) => z.id, wo: 'Preisvereinbarungen' },
      { ...auftragsVerwendung('behaelter'), wert: (z) => z.id, wo: 'Aufträge' },
    ],
    pruefen: async (abfrage, z) =>
      (await abfrage('SELECT 1 FROM behaelterkategorie WHERE name = ?', [z.typ]))
        ? null
        : `Die Behälterkategorie „${String(z.typ)}“ gibt es nicht. Legen Sie sie zuerst unter Behälterkategorien an.`,
  },
  abfallschluessel: {
    tabelle: 'abfallschluessel',
    idSpalte: 'schluessel',
    felder: {
      abfallschluessel: text('abfallschluessel'),
      schluessel: text('schluessel'),
      anzeige: text('anzeige'),
      bezeichnung: text('bezeichnung'),
      gefaehrlich: bool('gefaehrlich'),
      kapitel: text('kapitel'),
      gruppe: text('gruppe'),
      bezeichnungEn: text('bezeichnung_en'),
    },
    schema: STAMMDATEN_SCHEMAS.abfallschluessel,
    // The AVV marks hazardous waste with an asterisk after the code.
    abgeleitet: (z) => {
      const code = String(z.abfallschluessel);
      return {
        schluessel: code.replace(/ /g, ''),
        anzeige: z.gefaehrlich ? `${code}*` : code,
        kapitel: code.slice(0, 2),
        gruppe: code.slice(0, 5),
      };
    },
    schluessel: { sql: 'schluessel = ?', werte: (z) => [String(z.abfallschluessel).replace(/ /g, '')] },
    anzeige: (z) => String(z.abfallschluessel),
    schonVorhanden: 'Diesen Abfallschlüssel gibt es bereits.',
    suche: AVV_SUCHE,
    standardSortierung: 'abfallschluessel',
    verwendungen: [
      {
        tabelle: 'leistung',
        bedingung: 'abfallschluessel = ?',
        wert: (z) => z.schluessel,
        wo: 'Preisvereinbarungen',
        aenderung: 'der Schlüssel',
      },
      { ...auftragsVerwendung('abfallschluessel'), wert: (z) => z.schluessel, wo: 'Aufträge', aenderung: 'der Schlüssel' },
    ],
  },
  ausnahmen: {
    ...benannt('ausnahme', 'Eine Ausnahme mit diesem Namen gibt es bereits.', [], { beschreibung: text('beschreibung') }),
    schema: STAMMDATEN_SCHEMAS.ausnahmen,
  },
  quotenquelle: {
    ...benannt('quotenquelle', 'Eine Quotenquelle mit diesem Namen gibt es bereits.', [], { beschreibung: text('beschreibung') }),
    schema: STAMMDATEN_SCHEMAS.quotenquelle,
  },
  fraktionen: {
    tabelle: 'fraktion',
    idSpalte: 'id',
    felder: {
      bezeichnung: text('bezeichnung'),
      dichte: zahl('dichte'),
      dichteMin: zahl('dichte_min'),
      dichteMax: zahl('dichte_max'),
      typischeAvv: text('typische_avv'),
      gewabfvBezug: text('gewabfv_bezug'),
      quelle: text('quelle'),
      gemischt: bool('gemischt'),
    },
    schema: STAMMDATEN_SCHEMAS.fraktionen,
    schluessel: { sql: 'bezeichnung = ?', werte: (z) => [String(z.bezeichnung)] },
    anzeige: (z) => String(z.bezeichnung),
    schonVorhanden: 'Eine Fraktion mit dieser Bezeichnung gibt es bereits.',
    standardSortierung: 'bezeichnung',
    verwendungen: [{ ...auftragsVerwendung('fraktion'), wert: (z) => z.id, wo: 'Aufträge' }],
  },
  kostenstellen: {
    tabelle: 'kostenstelle',
    idSpalte: 'id',
    felder: { typ: text('typ'), nummer: text('nummer'), name: text('name') },
    schema: STAMMDATEN_SCHEMAS.kostenstellen,
    schluessel: { sql: 'typ = ? AND lower(nummer) = lower(?)', werte: (z) => [String(z.typ), String(z.nummer)] },
    anzeige: (z) => `${String(z.nummer)} ${String(z.name)}`,
    schonVorhanden: 'Eine Kostenstelle mit dieser Nummer gibt es für diese Art bereits.',
    standardSortierung: 'nummer',
    verwendungen: [
      { tabelle: 'anfallstelle', bedingung: 'kostenstelle = ?', wert: (z) => z.nummer, wo: 'Anfallstellen', aenderung: 'die Nummer' },
    ],
  },
  leerungszyklen: {
    ...benannt('leerungszyklus', 'Einen Leerungszyklus mit diesem Namen gibt es bereits.', [], { tage: zahl('tage') }),
    schema: STAMMDATEN_SCHEMAS.leerungszyklen,
  },
};
