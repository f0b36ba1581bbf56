import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { FREMD_VERGEBEN_TEXT } from '@abfallportal/common/auftragStatusText';
import type { AuftragHistorieEintrag } from '@abfallportal/common/auftragWire';
import { historieFuerSicht, type AuftragSicht } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';
import { zeit, type Zeile } from './auftragQueries';

/**
 * Every event of the order this view may read (historieFuerSicht), with who did it and as whom, and the
 * events of its follow-up orders (issue 28: the main order's history tells the whole story), by time.
 */
export const loadAuftragHistorie = async (db: Db, id: string, sicht: AuftragSicht): Promise<AuftragHistorieEintrag[]> => {
  const { rows: alle } = (await db.raw(
    `SELECT h.*, f.vorgangsnummer AS folge_nummer
     FROM auftrag_historie h LEFT JOIN auftrag_uebersicht f ON f.id = h.auftrag_id AND f.hauptauftrag_id = :id
     WHERE h.auftrag_id = :id OR h.auftrag_id IN (SELECT u.id FROM auftrag_uebersicht u WHERE u.hauptauftrag_id = :id)
     ORDER BY h.auftrag_id <> :id, h.zeitpunkt, h.auftrag_id, h.stream_revision`,
    { id },
  )) as { rows: Zeile[] };
  const rows = nachZeit(
    alle.filter((r) => !r.folge_nummer).sort((a, b) => Number(a.stream_revision) - Number(b.stream_revision)),
    alle.filter((r) => r.folge_nummer),
  );
  const eintraege = rows.map((r) => ({
    ereignis: r.ereignis as string,
    entsorgerId: (r.entsorger_id as number | null) ?? null,
    status: (r.status as AuftragStatus | null) ?? null,
    zeile: r,
  }));
  return historieFuerSicht(sicht, eintraege).map(({ zeile: r, status, fremdVergeben }) => {
    const folge = r.folge_nummer ? { id: r.auftrag_id as string, vorgangsnummer: r.folge_nummer as string } : null;
    const beschreibung = fremdVergeben ? FREMD_VERGEBEN_TEXT : (r.beschreibung as string);
    return {
      id: r.event_id as string,
      zeitpunkt: zeit(r.zeitpunkt),
      ereignis: r.ereignis as string,
      akteur: r.akteur_name as string,
      handeltAls: (r.handelt_als_name as string | null) ?? null,
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
const vorInLog = (a: unknown, b: unknown): boolean => {
  const [na, nb] = [String(a).match(/\d+/g) ?? [], String(b).match(/\d+/g) ?? []];
  for (let i = 0; i < Math.min(na.length, nb.length); i++) {
    const d = BigInt(na[i]!) - BigInt(nb[i]!);
    if (d !== 0n) return d < 0n;
  }
  return false;
};

/** Is `f` (a follow-up's row) earlier than `o` (the order's own)? By time, at the same time by log position. */
const frueher = (f: Zeile, o: Zeile): boolean => {
  const tf = new Date(f.zeitpunkt as string).getTime();
  const to = new Date(o.zeitpunkt as string).getTime();
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
