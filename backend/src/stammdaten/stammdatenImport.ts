import type { AbgelehnteZeile, ImportErgebnis, StammdatenExport, StammdatenTyp } from '@abfallportal/common/stammdaten';
import type { Db } from '../platform/db';
import { ungueltig } from '../platform/domainError';
import { abfrageIn, schreibFehler, zuSpalten, zuZeile } from './stammdatenQueries';
import { TYP_DEFINITIONEN, type Spalten } from './stammdatenTypen';

/** Every row of a type with exactly the fields its import reads (no ids: they differ between installations). */
export const exportiere = async (db: Db, typ: StammdatenTyp, jetzt: Date): Promise<StammdatenExport> => {
  const def = TYP_DEFINITIONEN[typ];
  const felder = Object.keys(def.schema.shape);
  const rows = (await db(def.tabelle).select('*').orderBy(def.idSpalte)) as Spalten[];
  return {
    typ,
    exportiertAm: jetzt.toISOString(),
    zeilen: rows.map((row) => {
      const zeile = zuZeile(def, row);
      return Object.fromEntries(felder.map((f) => [f, zeile[f] ?? null]));
    }),
  };
};

/** The rows of an import file: our export ({ typ, zeilen }) or a plain array of rows. */
const zeilenAus = (typ: StammdatenTyp, inhalt: unknown): unknown[] => {
  if (Array.isArray(inhalt)) return inhalt;
  if (typeof inhalt === 'object' && inhalt !== null && 'zeilen' in inhalt && Array.isArray(inhalt.zeilen)) {
    if ('typ' in inhalt && inhalt.typ !== typ) {
      throw ungueltig(`Die Datei enthält Stammdaten vom Typ „${String(inhalt.typ)}“, nicht „${typ}“.`);
    }
    return inhalt.zeilen;
  }
  throw ungueltig('Die Datei muss eine Liste von Zeilen enthalten (wie der Export sie schreibt).');
};

export type ImportAntwort = { ok: true; ergebnis: ImportErgebnis } | { ok: false; abgelehnt: AbgelehnteZeile[] };

/**
 * Checks every row first (shared schema, duplicates within the file, cross-table rules) and
 * writes nothing when one is refused; otherwise inserts or updates all rows by their natural key
 * in one transaction.
 */
export const importiere = async (db: Db, typ: StammdatenTyp, inhalt: unknown): Promise<ImportAntwort> => {
  const def = TYP_DEFINITIONEN[typ];
  const zeilen = zeilenAus(typ, inhalt);
  if (zeilen.length === 0) throw ungueltig('Die Datei enthält keine Zeilen.');
  const abgelehnt: AbgelehnteZeile[] = [];
  const gueltig: Spalten[] = [];
  const gesehen = new Map<string, number>();
  const abfrage = abfrageIn(db);
  for (const [index, roh] of zeilen.entries()) {
    const zeile = index + 1;
    const parsed = def.schema.safeParse(roh);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const feld = issue?.path.join('.') ?? '';
      const meldung = issue?.message ?? 'Ungültige Zeile.';
      abgelehnt.push({ zeile, meldung: feld ? `${feld}: ${meldung}` : meldung });
      continue;
    }
    const spalten = zuSpalten(def, parsed.data);
    const schluessel = def.schluessel
      .werte(spalten)
      .map((w) => w.toLowerCase())
      .join('\u0000');
    const frueher = gesehen.get(schluessel);
    if (frueher !== undefined) {
      abgelehnt.push({ zeile, meldung: `„${def.anzeige(spalten)}“ steht schon in Zeile ${frueher}.` });
      continue;
    }
    gesehen.set(schluessel, zeile);
    const fehler = await def.pruefen?.(abfrage, spalten);
    if (fehler) {
      abgelehnt.push({ zeile, meldung: fehler });
      continue;
    }
    gueltig.push(spalten);
  }
  if (abgelehnt.length > 0) return { ok: false, abgelehnt };

  const ergebnis = await db
    .transaction(async (trx) => {
      let angelegt = 0;
      let aktualisiert = 0;
      for (const spalten of gueltig) {
        const vorhanden = (await trx(def.tabelle).whereRaw(def.schluessel.sql, def.schluessel.werte(spalten)).first(def.idSpalte)) as
          Spalten | undefined;
        if (vorhanden) {
          await trx(def.tabelle)
            .where(def.idSpalte, vorhanden[def.idSpalte] as string)
            // An import is a change too: an editor who loaded the row before gets 409 on saving.
            .update({ ...spalten, version: trx.raw('version + 1') });
          aktualisiert += 1;
        } else {
          await trx(def.tabelle).insert(spalten);
          angelegt += 1;
        }
      }
      return { angelegt, aktualisiert };
    })
    // Rows that differ only in case can still meet a unique index: the whole import is refused.
    .catch((err: unknown) => {
      throw schreibFehler(def, err);
    });
  return { ok: true, ergebnis };
};
