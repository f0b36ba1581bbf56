import { FREMD_VERGEBEN_TEXT } from '@abfallportal/common/auftragStatusText';
import type { AuftragHistorieEintrag } from '@abfallportal/common/auftragWire';
import { historieFuerSicht, type AuftragSicht } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { AUFTRAG_TABELLEN, auftragHistorieZeileSchema, historieParser } from './lesemodell';

/** A history row, and the follow-up order's number when it is one of a follow-up's rows. */
const zeileSchema = auftragHistorieZeileSchema.extend({ folge_nummer: z.string().nullable() });
type Zeile = z.infer<typeof zeileSchema>;
const zeileParsen = historieParser(zeileSchema);
const { historie: H, uebersicht: U } = AUFTRAG_TABELLEN;

/**
 * Every event of the order this view may read (historieFuerSicht), with who did it and as whom, and the
 * events of its follow-up orders (issue 28: the main order's history tells the whole story), by time.
 */
// One array of ids, not "= :id OR IN (…)": an OR across the subquery cannot use the (auftrag_id, …) index and
// scanned every history row (1.3 s p95 at 4 M rows, auftragListe.bench.ts).
export const loadAuftragHistorie = async (db: Db, id: string, sicht: AuftragSicht): Promise<AuftragHistorieEintrag[]> => {
  const { rows: gelesen } = (await db.raw(
    `SELECT h.*, f.vorgangsnummer AS folge_nummer
     FROM ${H} h LEFT JOIN ${U} f ON f.id = h.auftrag_id AND f.hauptauftrag_id = :id
     WHERE h.auftrag_id = ANY(ARRAY(SELECT :id::uuid UNION ALL SELECT u.id FROM ${U} u WHERE u.hauptauftrag_id = :id))
     ORDER BY h.auftrag_id <> :id, h.zeitpunkt, h.auftrag_id, h.stream_revision`,
    { id },
  )) as { rows: unknown[] };
  const alle = gelesen.map(zeileParsen);
  const rows = nachZeit(
    alle.filter((r) => !r.folge_nummer).sort((a, b) => a.stream_revision - b.stream_revision),
    alle.filter((r) => r.folge_nummer),
  );
  const eintraege = rows.map((r) => ({ ereignis: r.ereignis, entsorgerId: r.entsorger_id, status: r.status, zeile: r }));
  return historieFuerSicht(sicht, eintraege).map(({ zeile: r, status, fremdVergeben }) => {
    const folge = r.folge_nummer ? { id: r.auftrag_id, vorgangsnummer: r.folge_nummer } : null;
    const beschreibung = fremdVergeben ? FREMD_VERGEBEN_TEXT : r.beschreibung;
    return {
      id: r.event_id,
      zeitpunkt: r.zeitpunkt,
      ereignis: r.ereignis,
      akteur: r.akteur_name,
      handeltAls: r.handelt_als_name,
      beschreibung: folge ? `Folgeauftrag ${folge.vorgangsnummer}: ${beschreibung}` : beschreibung,
      status: fremdVergeben ? null : status,
      folgeauftrag: folge,
    };
  });
};

/**
 * The log position's numbers ("<transaction>:<global>" in PostgreSQL, two offsets in KurrentDB), compared
 * in turn: both adapters order their positions that way.
 */
const vorInLog = (a: string, b: string): boolean => {
  const [na, nb] = [a.match(/\d+/g) ?? [], b.match(/\d+/g) ?? []];
  for (let i = 0; i < Math.min(na.length, nb.length); i++) {
    const d = BigInt(na[i]!) - BigInt(nb[i]!);
    if (d !== 0n) return d < 0n;
  }
  return false;
};

/** Is `f` (a follow-up's row) earlier than `o` (the order's own)? By time, at the same time by log position. */
const frueher = (f: Zeile, o: Zeile): boolean => {
  const tf = new Date(f.zeitpunkt).getTime();
  const to = new Date(o.zeitpunkt).getTime();
  return tf !== to ? tf < to : vorInLog(f.position, o.position);
};

/** Merges the follow-ups' rows into the order's own by time; each list keeps its order (the order's own: its revisions). */
const nachZeit = (eigene: Zeile[], folgen: Zeile[]): Zeile[] => {
  const ergebnis: Zeile[] = [];
  let j = 0;
  for (const r of eigene) {
    while (j < folgen.length && frueher(folgen[j]!, r)) ergebnis.push(folgen[j++]!);
    ergebnis.push(r);
  }
  return [...ergebnis, ...folgen.slice(j)];
};
