import type { Knex } from 'knex';
import type { AuftragTabelle } from '@abfallportal/backend/auftraege';
import { ident, type TableNames } from '../runtime/projection';
import { arrays, DISPLAY_COLUMNS, MIT_ANZEIGE, unnestZeilen } from './anzeigeSql';
import { faelligAm } from './auftragFaelligkeit';
import { STATE_COLUMNS, toRow, type Zustand } from './auftragZeile';
import { akteurNamenErneuern } from './historieSchreiben';
import { suchtext, suchtextErneuern } from './sucheSchreiben';

/**
 * New orders are inserted with their display names, known ones get their state; merged disposers
 * show anew. A rebuild session writes the search rows when orders are placed (`sucheSchonGeschrieben`).
 */
export const writeUebersicht = async (
  trx: Knex.Transaction,
  names: TableNames<AuftragTabelle>,
  eintraege: [string, Zustand][],
  neuerEntsorger: ReadonlySet<string>,
  {
    sucheSchonGeschrieben = false,
    neueAbfallart = new Set<string>(),
  }: { sucheSchonGeschrieben?: boolean; neueAbfallart?: ReadonlySet<string> } = {},
): Promise<void> => {
  const u = ident(names.auftrag_uebersicht);
  const suche = ident(names.auftrag_suche);
  const zeilen = (neu: boolean) =>
    eintraege.filter(([, z]) => z.neu === neu).map(([id, z]) => toRow(id, z, faelligAm(z.state.status, z.state)));
  await insertUebersicht(trx, u, sucheSchonGeschrieben ? null : suche, zeilen(true));
  await updateUebersicht(trx, u, zeilen(false));
  await entsorgerAnzeigeErneuern(trx, u, suche, ident(names.auftrag_historie), [...neuerEntsorger]);
  await abfallartAnzeigeErneuern(
    trx,
    u,
    suche,
    [...neueAbfallart].filter((id) => eintraege.some(([e]) => e === id)),
  );
};

/** Deleted orders (AuftragGeloescht) leave the list and the search; the history stays. */
export const entfernen = async (trx: Knex.Transaction, names: TableNames<AuftragTabelle>, ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  await trx.raw(`DELETE FROM ${ident(names.auftrag_uebersicht)} WHERE id = ANY(?::uuid[])`, [ids]);
  await trx.raw(`DELETE FROM ${ident(names.auftrag_suche)} WHERE id = ANY(?::uuid[])`, [ids]);
};

/** New orders: state plus the display names joined from master data, and (unless `suche` is null) their search text. */
const insertUebersicht = async (trx: Knex.Transaction, table: string, suche: string | null, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  const cols = [...STATE_COLUMNS.map(([c]) => c), ...DISPLAY_COLUMNS].join(', ');
  const einfuegen = `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM d ON CONFLICT (id) DO NOTHING`;
  await trx.raw(
    suche === null
      ? `WITH x AS (${unnestZeilen(STATE_COLUMNS)}), d AS (${MIT_ANZEIGE}) ${einfuegen}`
      : `WITH x AS (${unnestZeilen(STATE_COLUMNS)}), d AS (${MIT_ANZEIGE}), neu AS (${einfuegen} RETURNING id)
         INSERT INTO ${suche} (id, erzeuger_id, suchtext)
         SELECT d.id, d.erzeuger_id, ${suchtext('d')} FROM d JOIN neu ON neu.id = d.id
         ON CONFLICT (id) DO NOTHING`,
    arrays(STATE_COLUMNS, rows),
  );
};

/** Known orders: only the state changes; names and search text stay as placed. */
const updateUebersicht = async (trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  const cols = STATE_COLUMNS.map(([c]) => c);
  const changed = cols.filter((c) => c !== 'id' && c !== 'erstellt_am');
  await trx.raw(
    `UPDATE ${table} AS u SET ${changed.map((c) => `${c} = x.${c}`).join(', ')}
     FROM (${unnestZeilen(STATE_COLUMNS)}) AS x
     WHERE u.id = x.id`,
    arrays(STATE_COLUMNS, rows),
  );
};

/**
 * After a disposer merge the order shows the kept disposer: its name, e-mail and the producer's
 * customer number there, and its search text follows. Names are otherwise kept as placed.
 */
const entsorgerAnzeigeErneuern = async (trx: Knex.Transaction, table: string, suche: string, historie: string, ids: string[]) => {
  if (ids.length === 0) return;
  await akteurNamenErneuern(trx, historie, ids);
  await trx.raw(
    `UPDATE ${table} AS u SET entsorger_name = s.name, entsorger_email = s.email,
       kundennummer = (SELECT k.kundennummer FROM kundennummer k WHERE k.erzeuger_id = u.erzeuger_id AND k.entsorger_id = u.entsorger_id)
     FROM entsorger s WHERE s.id = u.entsorger_id AND u.id = ANY(?::uuid[])`,
    [ids],
  );
  // The asked disposers of an offer request (issue 18), whether or not the order has a disposer yet.
  await trx.raw(
    `UPDATE ${table} AS u SET angebots_entsorger_namen = ARRAY(SELECT s2.name FROM entsorger s2
       WHERE s2.id IN (SELECT jsonb_array_elements_text(u.angefragte_entsorger_ids)::integer) ORDER BY s2.name COLLATE "de-x-icu")
     WHERE u.id = ANY(?::uuid[]) AND jsonb_array_length(u.angefragte_entsorger_ids) > 0`,
    [ids],
  );
  await suchtextErneuern(trx, suche, table, ids);
};

/**
 * After a waste type change or an edit the order shows the new fraction, waste key, density and
 * hazard flag, and its search text follows (a rebuild writes the search text from the state it
 * holds, so live and rebuilt rows agree).
 */
const abfallartAnzeigeErneuern = async (trx: Knex.Transaction, table: string, suche: string, ids: string[]) => {
  if (ids.length === 0) return;
  await trx.raw(
    `UPDATE ${table} AS u SET fraktion = coalesce(f.bezeichnung, ''), dichte = f.dichte,
       avv_name = coalesce(ak.anzeige || ' ' || ak.bezeichnung, u.abfallschluessel), gefaehrlich = coalesce(ak.gefaehrlich, false)
     FROM ${table} AS x
     LEFT JOIN fraktion f ON f.id = x.fraktion_id
     LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
     WHERE u.id = x.id AND u.id = ANY(?::uuid[])`,
    [ids],
  );
  await suchtextErneuern(trx, suche, table, ids);
};
