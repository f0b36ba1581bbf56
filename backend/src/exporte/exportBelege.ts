import type { BelegStatus, BelegTyp } from '@abfallportal/common/beleg';
import { z } from 'zod';
import { BELEG_TABELLE, BELEG_TAG_SQL, belegUebersichtZeile, belegeImZeitraum, ladeBelegPositionen, type BelegZeitraum } from '../belege';
import type { Db } from '../platform/db';
import { spalte, zeilenParser } from '../platform/lesemodellZeile';

/** One receipt position as the documentation lists it. */
export type ExportPosition = {
  abfallschluessel: string | null;
  bezeichnung: string | null;
  menge: number | null;
  einheit: string | null;
  entsorgungsverfahren: string | null;
  verbleibsanlage: string | null;
  zertifikatGueltigBis: string | null;
};

export type ExportBeleg = {
  id: string;
  nummer: string | null;
  typ: BelegTyp;
  datum: string;
  status: BelegStatus;
  entsorger: string;
  summe: number | null;
  datei: { id: string; typ: string } | null;
  positionen: ExportPosition[];
};

/** A receipt of the export: the contract's columns, its disposer's name and the day that places it in the period. */
const exportBelegSchema = belegUebersichtZeile
  .pick({
    id: true,
    nummer: true,
    typ: true,
    status: true,
    summe: true,
    anfallstelle_id: true,
    erzeuger_id: true,
    datei_id: true,
    datei_typ: true,
  })
  .extend({ entsorger: z.string().nullable(), tag: spalte.tag });
type ExportBelegRow = z.output<typeof exportBelegSchema>;
const exportBelegZeile: (zeile: unknown) => ExportBelegRow = zeilenParser(BELEG_TABELLE.uebersicht, exportBelegSchema);

/**
 * The receipts of an export's scope in the period with their positions, in the order the files list
 * them (by day, number, id), each with the row's site and producer for grouping.
 */
export const ladeExportBelege = async (
  db: Db,
  u: BelegZeitraum,
): Promise<{ anfallstelle_id: number | null; erzeuger_id: number; beleg: ExportBeleg }[]> => {
  const belegRows: ExportBelegRow[] = (
    await belegeImZeitraum(db, u)
      .leftJoin('entsorger as e', 'e.id', 'b.entsorger_id')
      .select(
        'b.id',
        'b.nummer',
        'b.typ',
        'b.status',
        'b.summe',
        'b.anfallstelle_id',
        'b.erzeuger_id',
        'b.datei_id',
        'b.datei_typ',
        'e.name as entsorger',
        db.raw(`${BELEG_TAG_SQL} AS tag`, ['Europe/Berlin']),
      )
      .orderBy([{ column: 'tag' }, { column: 'b.nummer' }, { column: 'b.id' }])
  ).map(exportBelegZeile);
  const positionen = new Map<string, ExportPosition[]>();
  // In chunks: 10,000 receipts must not become one statement with 10,000 parameters.
  for (let i = 0; i < belegRows.length; i += 5000) {
    for (const r of await ladeBelegPositionen(
      db,
      belegRows.slice(i, i + 5000).map((b) => b.id),
    )) {
      const liste = positionen.get(r.beleg_id) ?? [];
      liste.push({
        abfallschluessel: r.abfallschluessel,
        bezeichnung: r.bezeichnung,
        menge: r.menge,
        einheit: r.einheit,
        entsorgungsverfahren: r.entsorgungsverfahren,
        verbleibsanlage: r.verbleibsanlage,
        zertifikatGueltigBis: r.zertifikat_gueltig_bis,
      });
      positionen.set(r.beleg_id, liste);
    }
  }
  return belegRows.map((b) => ({
    anfallstelle_id: b.anfallstelle_id,
    erzeuger_id: b.erzeuger_id,
    beleg: {
      id: b.id,
      nummer: b.nummer,
      typ: b.typ,
      datum: b.tag,
      status: b.status,
      entsorger: b.entsorger ?? '',
      summe: b.summe,
      datei: b.datei_id && b.datei_typ ? { id: b.datei_id, typ: b.datei_typ } : null,
      positionen: positionen.get(b.id) ?? [],
    },
  }));
};
