import type { Db } from '../platform/db';

type Einheit = 'Stück' | 'Tag' | 't' | 'm³';
type DemoPreis = readonly [bezeichnung: string, preis: number, einheit: Einheit];

type DemoLeistung = {
  erzeuger: string;
  /** null: every site of the producer. */
  anfallstelle: string | null;
  entsorger: string;
  abfallschluessel: string;
  behaelterkategorie: string;
  /** null: every container of the category. */
  behaelter: string | null;
  gueltigVon: string;
  gueltigBis: string | null;
  typ?: 'ENTSORGUNG' | 'ZYKL_UMLEER_SPEISEBEHAELTER';
  einheit?: Einheit;
  verguetung?: boolean;
  preise: readonly DemoPreis[];
};

const NORD = 'Entsorgung Nord GmbH';
const WEST = 'Container-Dienst West GmbH';
const HAFENCITY = 'Baustelle Hafencity Quartier 4';
const EPPENDORF = 'Baustelle Wohnpark Eppendorf';
const VON = '2025-01-01';
const BIS = '2027-12-31';

const mulde = (stellung: number, miete: number, jeTonne: number): DemoPreis[] => [
  ['Stellung und Abholung', stellung, 'Stück'],
  ['Miete je Tag', miete, 'Tag'],
  ['Entsorgung je t', jeTonne, 't'],
];

/** Musterbau's agreements: customer-wide, every container of the category, 2025 to 2027, unless said otherwise. */
const musterbau = (
  l: Pick<DemoLeistung, 'entsorger' | 'abfallschluessel' | 'behaelterkategorie' | 'preise'> & Partial<DemoLeistung>,
): DemoLeistung => ({
  erzeuger: 'Musterbau GmbH',
  anfallstelle: null,
  behaelter: null,
  gueltigVon: VON,
  gueltigBis: BIS,
  ...l,
});

/**
 * Net prices of the demo world, chosen so that every outcome of the price lookup (spec § 8) can be
 * shown with fixed dates (valid across restarts):
 * - Baumischabfall 17 09 04, Absetzmulde 7 m³: a price from both disposers, Nord cheaper;
 * - Baumischabfall, Abrollcontainer: Hafencity has its own agreement with Nord, the other sites the customer-wide one;
 * - Bauschutt 17 01 07, Absetzmulde, Nord: two current agreements for the 7 m³ one (the category-wide one
 *   and one for the container itself; the same key twice in one period is refused, migration 018);
 * - Holz 17 02 01, Abrollcontainer, West: two expired agreements;
 * - Papier 15 01 01, Absetzmulde, Nord: expired on 30.06.2026 (warning); Papier with West: remuneration.
 */
export const DEMO_LEISTUNGEN: readonly DemoLeistung[] = [
  musterbau({
    entsorger: NORD,
    abfallschluessel: '170904',
    behaelterkategorie: 'Absetzmulde',
    behaelter: 'Absetzmulde 7 m3',
    preise: mulde(95, 2.5, 189),
  }),
  musterbau({
    entsorger: NORD,
    abfallschluessel: '170904',
    behaelterkategorie: 'Absetzmulde',
    behaelter: 'Absetzmulde 10 m3',
    preise: mulde(110, 2.5, 189),
  }),
  musterbau({
    entsorger: WEST,
    abfallschluessel: '170904',
    behaelterkategorie: 'Absetzmulde',
    behaelter: 'Absetzmulde 7 m3',
    preise: mulde(89, 3, 199),
  }),
  musterbau({ entsorger: NORD, abfallschluessel: '170904', behaelterkategorie: 'Abrollcontainer', preise: mulde(160, 4, 185) }),
  musterbau({
    entsorger: NORD,
    abfallschluessel: '170904',
    behaelterkategorie: 'Abrollcontainer',
    anfallstelle: HAFENCITY,
    preise: mulde(145, 3.5, 179),
  }),
  musterbau({ entsorger: NORD, abfallschluessel: '170107', behaelterkategorie: 'Absetzmulde', gueltigBis: null, preise: mulde(95, 2, 32) }),
  musterbau({
    entsorger: NORD,
    abfallschluessel: '170107',
    behaelterkategorie: 'Absetzmulde',
    behaelter: 'Absetzmulde 7 m3',
    gueltigVon: '2026-01-01',
    preise: mulde(99, 2, 29),
  }),
  musterbau({
    entsorger: WEST,
    abfallschluessel: '170107',
    behaelterkategorie: 'Absetzmulde',
    behaelter: 'Absetzmulde 7 m3',
    preise: mulde(92, 2.5, 35),
  }),
  musterbau({
    entsorger: WEST,
    abfallschluessel: '170201',
    behaelterkategorie: 'Abrollcontainer',
    gueltigVon: '2024-01-01',
    gueltigBis: '2024-12-31',
    preise: mulde(150, 3, 95),
  }),
  musterbau({
    entsorger: WEST,
    abfallschluessel: '170201',
    behaelterkategorie: 'Abrollcontainer',
    gueltigBis: '2025-12-31',
    preise: mulde(155, 3, 98),
  }),
  musterbau({
    entsorger: NORD,
    abfallschluessel: '170201',
    behaelterkategorie: 'Abrollcontainer',
    anfallstelle: EPPENDORF,
    preise: mulde(140, 3, 89),
  }),
  musterbau({
    entsorger: NORD,
    abfallschluessel: '150101',
    behaelterkategorie: 'Absetzmulde',
    gueltigBis: '2026-06-30',
    preise: mulde(85, 1.5, 20),
  }),
  musterbau({
    entsorger: WEST,
    abfallschluessel: '150101',
    behaelterkategorie: 'Abrollcontainer',
    verguetung: true,
    preise: [
      ['Stellung und Abholung', 120, 'Stück'],
      ['Miete je Tag', 2, 'Tag'],
      ['Vergütung je t', 45, 't'],
    ],
  }),
  {
    erzeuger: 'Bäckerei Korn KG',
    anfallstelle: null,
    entsorger: NORD,
    abfallschluessel: '200108',
    behaelterkategorie: 'MGB',
    behaelter: 'MGB 240 l',
    gueltigVon: VON,
    gueltigBis: BIS,
    typ: 'ZYKL_UMLEER_SPEISEBEHAELTER',
    einheit: 'Stück',
    preise: [
      ['Leerung je Behälter', 12.8, 'Stück'],
      ['Entsorgung je t', 95, 't'],
    ],
  },
];

const idVon = async (db: Db, table: string, spalte: string, wert: string, mehr: Record<string, number> = {}): Promise<number> => {
  const row = (await db(table)
    .where({ [spalte]: wert, ...mehr })
    .first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Leistungen: ${table} "${wert}" fehlt`);
  return row.id;
};

/**
 * Adds the demo price agreements. Idempotent: where an agreement for the same parties and container
 * already covers part of the period (also one somebody edited), the demo one is left out.
 */
export const loadDemoLeistungen = async (db: Db): Promise<void> => {
  await db.transaction(async (trx) => {
    for (const l of DEMO_LEISTUNGEN) {
      const erzeugerId = await idVon(trx, 'erzeuger', 'name', l.erzeuger);
      const zeile = {
        typ: l.typ ?? 'ENTSORGUNG',
        erzeuger_id: erzeugerId,
        anfallstelle_id:
          l.anfallstelle === null ? null : await idVon(trx, 'anfallstelle', 'name', l.anfallstelle, { erzeuger_id: erzeugerId }),
        entsorger_id: await idVon(trx, 'entsorger', 'name', l.entsorger),
        abfallschluessel: l.abfallschluessel,
        behaelterkategorie: l.behaelterkategorie,
        behaeltertyp_id: l.behaelter === null ? null : await idVon(trx, 'behaeltertyp', 'bezeichnung', l.behaelter),
        gueltig_von: l.gueltigVon,
        gueltig_bis: l.gueltigBis,
      };
      const { gueltig_von, gueltig_bis, anfallstelle_id, behaeltertyp_id, ...schluessel } = zeile;
      const belegt = await trx('leistung')
        .where(schluessel)
        .whereRaw('anfallstelle_id IS NOT DISTINCT FROM ? AND behaeltertyp_id IS NOT DISTINCT FROM ?', [anfallstelle_id, behaeltertyp_id])
        .whereRaw(`daterange(gueltig_von, gueltig_bis, '[]') && daterange(?::date, ?::date, '[]')`, [gueltig_von, gueltig_bis])
        .first('id');
      if (belegt) continue;
      const [neu] = (await trx('leistung')
        .insert({ ...zeile, einheit: l.einheit ?? 't', verguetung: l.verguetung ?? false })
        .returning('id')) as { id: number }[];
      if (!neu) throw new Error('Demo-Leistung wurde nicht angelegt');
      await trx('leistung_preis').insert(
        l.preise.map(([bezeichnung, preis, einheit], sort) => ({ leistung_id: neu.id, bezeichnung, preis, einheit, sort })),
      );
    }
  });
};
