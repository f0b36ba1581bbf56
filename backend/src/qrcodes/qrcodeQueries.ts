import { wizardPfad, type QrcodeUebersicht } from '@abfallportal/common/qrcodes';
import { behaelterDerAnfallstellen } from '../auftraege';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';

export const ERZEUGER_FEHLT = 'Der Erzeuger wurde nicht gefunden.';

/**
 * A producer's sites and the containers standing there: per site one label for the site itself and one
 * per container type with fraction that the site's orders used (the order read model), so a
 * label on a container orders that container again. Sites in German order; inactive ones only when asked.
 */
export async function ladeQrcodeUebersicht(
  db: Db,
  publicUrl: string,
  erzeugerId: number,
  anfallstelleIds?: readonly number[],
): Promise<QrcodeUebersicht> {
  const erzeuger = (await db('erzeuger').where({ id: erzeugerId }).first('id', 'name')) as { id: number; name: string } | undefined;
  if (!erzeuger) throw nichtGefunden(ERZEUGER_FEHLT);
  const stellen = db('anfallstelle')
    .where({ erzeuger_id: erzeugerId })
    .select('id', 'name', 'strasse', 'plz', 'ort', 'aktiv')
    .orderByRaw('name COLLATE "de-x-icu", id');
  if (anfallstelleIds) stellen.whereIn('id', anfallstelleIds);
  const anfallstellen = (await stellen) as {
    id: number;
    name: string;
    strasse: string | null;
    plz: string | null;
    ort: string | null;
    aktiv: boolean;
  }[];
  const behaelter = await behaelterDerAnfallstellen(
    db,
    erzeugerId,
    anfallstellen.map((a) => a.id),
  );
  const deutsch = new Intl.Collator('de', { sensitivity: 'base' });
  behaelter.sort((x, y) => deutsch.compare(x.fraktion, y.fraktion) || deutsch.compare(x.behaelter, y.behaelter));
  const url = (pfad: string) => new URL(pfad, publicUrl).href;
  return {
    erzeuger,
    anfallstellen: anfallstellen.map((a) => ({
      id: a.id,
      name: a.name,
      adresse: [a.strasse, [a.plz, a.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
      aktiv: a.aktiv,
      etiketten: [
        { behaelterId: null, behaelter: null, fraktionId: null, fraktion: null, url: url(wizardPfad(erzeugerId, a.id, null, null)) },
        ...behaelter
          .filter((b) => b.anfallstelle_id === a.id)
          .map((b) => ({
            behaelterId: b.behaelter_id,
            behaelter: b.behaelter,
            fraktionId: b.fraktion_id,
            fraktion: b.fraktion,
            url: url(wizardPfad(erzeugerId, a.id, b.behaelter_id, b.fraktion_id)),
          })),
      ],
    })),
  };
}
