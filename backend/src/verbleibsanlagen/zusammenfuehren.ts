import { VERBLEIBSANLAGE_MELDUNGEN } from '@abfallportal/common/verbleibsanlage';
import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { repointReference, verweiseAuf } from '../platform/fremdschluessel';

type Anlage = {
  id: number;
  entsorger_id: number | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  zertifikat_gueltig_bis: string | null;
  zertifikat_datei: string | null;
  freigegeben: boolean;
} & Record<string, unknown>;

const verweise = (trx: Knex.Transaction) => verweiseAuf(trx, 'verbleibsanlage');

/**
 * Merges a duplicate plant into the one kept (spec § 7: discardAblageortId into keepAblageortId).
 * Rules: every reference moves to the kept plant; the kept plant's own data wins, and what it lacks
 * (disposer, address, certificate with its date) is taken from the discarded one; an approved
 * duplicate leaves the kept plant approved. The discarded row is recorded as it was, with the
 * number of moved references per table, before it is deleted. Both rows are locked in id order.
 */
export const zusammenfuehren = async (
  db: Db,
  eingabe: { discardAblageortId: number; keepAblageortId: number },
  benutzerId: number,
): Promise<Record<string, number>> =>
  db.transaction(async (trx) => {
    const zeilen = (await trx('verbleibsanlage')
      .whereIn('id', [eingabe.discardAblageortId, eingabe.keepAblageortId])
      .orderBy('id')
      .forUpdate()
      .select('*')) as Anlage[];
    const weg = zeilen.find((z) => z.id === eingabe.discardAblageortId);
    const bleibt = zeilen.find((z) => z.id === eingabe.keepAblageortId);
    if (!weg || !bleibt) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);

    const verschoben: Record<string, number> = {};
    for (const v of await verweise(trx)) {
      const n = await trx(v.tabelle)
        .where(v.spalte, weg.id)
        .update(repointReference(trx, v, bleibt.id));
      verschoben[`${v.tabelle}.${v.spalte}`] = n;
    }
    const ohneZertifikat = bleibt.zertifikat_datei === null && bleibt.zertifikat_gueltig_bis === null;
    await trx('verbleibsanlage')
      .where({ id: bleibt.id })
      .update({
        entsorger_id: bleibt.entsorger_id ?? weg.entsorger_id,
        strasse: bleibt.strasse ?? weg.strasse,
        plz: bleibt.plz ?? weg.plz,
        ort: bleibt.ort ?? weg.ort,
        version: trx.raw('version + 1'),
        freigegeben: bleibt.freigegeben || weg.freigegeben,
        ...(ohneZertifikat && { zertifikat_datei: weg.zertifikat_datei, zertifikat_gueltig_bis: weg.zertifikat_gueltig_bis }),
      });
    // The discarded certificate file stays in the store; the record keeps its key.
    await trx('verbleibsanlage_zusammenfuehrung').insert({
      behalten_id: bleibt.id,
      verworfen_id: weg.id,
      verworfen: JSON.stringify(weg),
      verschoben: JSON.stringify(verschoben),
      benutzer_id: benutzerId,
    });
    await trx('verbleibsanlage').where({ id: weg.id }).delete();
    return verschoben;
  });
