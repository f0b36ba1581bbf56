import type { Overview } from '@abfallportal/common/auswertung';
import type { Db } from '../platform/db';
import { offeneAuftraegeJeStelle } from './auswertungAuftragStatus';
import { ladeMengen, type MengenFilter } from './auswertungMengen';
import { OHNE_FRAKTION, namen } from './auswertungStamm';
import { deutsch, r3 } from './auswertungZahlen';
import { letzterTag, monateIm } from './auswertungZeitraum';

/** The sites of producers (for filters, the overview and the sites widget), in German order. */
export const ladeStandorte = async (db: Db, erzeugerIds: readonly number[]) =>
  (
    (await db('anfallstelle')
      .whereIn('erzeuger_id', [...erzeugerIds])
      .select('id', 'name', 'art', 'strasse', 'plz', 'ort', 'lat', 'lon', 'aktiv')) as {
      id: number;
      name: string;
      art: string | null;
      strasse: string | null;
      plz: string | null;
      ort: string | null;
      lat: number | null;
      lon: number | null;
      aktiv: boolean;
    }[]
  )
    .sort((a, b) => deutsch(a.name, b.name) || a.id - b.id)
    .map((s) => ({
      id: s.id,
      name: s.name,
      typ: s.art,
      strasse: s.strasse,
      plz: s.plz,
      ort: s.ort,
      lat: s.lat === null ? null : Number(s.lat),
      lng: s.lon === null ? null : Number(s.lon),
      aktiv: s.aktiv,
    }));

/** `GET /overview` (spec § 3): per month the tonnes per waste stream, the sites, the producers' head offices. */
export const ladeOverview = async (db: Db, f: MengenFilter): Promise<Overview> => {
  const [mengen, standorte, offen] = await Promise.all([
    ladeMengen(db, f),
    ladeStandorte(db, f.erzeugerIds),
    offeneAuftraegeJeStelle(db, f.erzeugerIds),
  ]);
  const fraktionen = await namen(
    db,
    'fraktion',
    'bezeichnung',
    mengen.map((m) => m.fraktionId),
  );
  const monate = monateIm(f.zeitraum);
  const jeMonat = new Map<string, Map<string, number>>(monate.map((m) => [m, new Map()]));
  const jeStelle = new Map<number, number>();
  for (const m of mengen) {
    const t = m.tonnen ?? 0;
    const name = m.fraktionId !== null ? (fraktionen.get(m.fraktionId) ?? OHNE_FRAKTION) : OHNE_FRAKTION;
    const monat = jeMonat.get(m.monat);
    if (monat) monat.set(name, (monat.get(name) ?? 0) + t);
    jeStelle.set(m.anfallstelleId, (jeStelle.get(m.anfallstelleId) ?? 0) + t);
  }
  const firmen = (await db('erzeuger')
    .whereIn('id', [...f.erzeugerIds])
    .select('id', 'name', 'strasse', 'plz', 'ort')) as {
    id: number;
    name: string;
    strasse: string | null;
    plz: string | null;
    ort: string | null;
  }[];
  const stellen = f.anfallstelleIds?.length ? standorte.filter((s) => f.anfallstelleIds!.includes(s.id)) : standorte;
  return {
    abfallstromList: monate.map((m) => ({
      zeitraum: { id: m, beginn: `${m}-01`, ende: letzterTag(m) },
      abfallstromMengeByName: [...jeMonat.get(m)!]
        .sort(([a], [b]) => deutsch(a, b))
        .map(([name, value]) => ({ name, value, farbcode: null })),
    })),
    standortList: stellen.map((s) => ({
      id: s.id,
      name: s.name,
      strasse: s.strasse,
      plz: s.plz,
      ort: s.ort,
      lat: s.lat,
      lng: s.lng,
      aktiv: s.aktiv,
      mengeT: r3(jeStelle.get(s.id) ?? 0),
      offeneAuftraege: offen.get(s.id) ?? 0,
    })),
    firmenhauptsitzList: firmen
      .sort((a, b) => deutsch(a.name, b.name))
      .map((e) => ({ id: e.id, name: e.name, strasse: e.strasse, plz: e.plz, ort: e.ort, lat: null, lng: null })),
  };
};
