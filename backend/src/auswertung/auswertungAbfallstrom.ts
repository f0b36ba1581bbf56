import type { Abfallstrom, AbfallstromZeile } from '@abfallportal/common/auswertung';
import { istGefaehrlich } from '@abfallportal/common/dokumentationRegeln';
import type { Db } from '../platform/db';
import { ladeKosten, type KostenGruppe } from './auswertungKosten';
import { ladeMengen, type MengenFilter, type MengenGruppe } from './auswertungMengen';
import { OHNE_ENTSORGER, OHNE_FRAKTION, OHNE_ZIEL, gefaehrlichLaut, namen } from './auswertungStamm';
import { deutsch, r2, r3 } from './auswertungZahlen';
import { monateIm } from './auswertungZeitraum';

/** The names the waste stream shows, by id, and the hazardous flags of its AVV codes. */
type Namen = {
  stellen: Map<number, string>;
  entsorger: Map<number, string>;
  anlagen: Map<number, string>;
  katalog: Map<string, boolean>;
  fraktionName: (id: number | null) => string;
};

const ladeNamen = async (db: Db, mengen: readonly MengenGruppe[], kosten: readonly KostenGruppe[]): Promise<Namen> => {
  const alle = [...mengen, ...kosten];
  const [stellen, fraktionen, entsorger, anlagen, katalog] = await Promise.all([
    namen(
      db,
      'anfallstelle',
      'name',
      alle.map((m) => m.anfallstelleId),
    ),
    namen(
      db,
      'fraktion',
      'bezeichnung',
      alle.map((m) => m.fraktionId),
    ),
    namen(
      db,
      'entsorger',
      'name',
      alle.map((m) => m.entsorgerId),
    ),
    namen(
      db,
      'verbleibsanlage',
      'name',
      mengen.map((m) => m.verbleibsanlageId),
    ),
    gefaehrlichLaut(
      db,
      alle.map((m) => m.abfallschluessel.replace(/\s/g, '')),
    ),
  ]);
  const fraktionName = (id: number | null) => (id !== null ? (fraktionen.get(id) ?? OHNE_FRAKTION) : OHNE_FRAKTION);
  return { stellen, entsorger, anlagen, katalog, fraktionName };
};

const tabellenZeilen = (mengen: readonly MengenGruppe[], kosten: readonly KostenGruppe[], n: Namen): AbfallstromZeile[] => {
  // Table rows: the quantity groups; each cost group goes onto the biggest quantity row of its key, else its own row.
  const zeilen: AbfallstromZeile[] = mengen.map((m) => ({
    monat: m.monat,
    anfallstelleId: m.anfallstelleId,
    anfallstelleName: n.stellen.get(m.anfallstelleId) ?? '',
    fraktionId: m.fraktionId,
    fraktionName: n.fraktionName(m.fraktionId),
    abfallschluessel: m.abfallschluessel,
    gefaehrlich: istGefaehrlich(m.abfallschluessel, n.katalog.get(m.avv)),
    entsorgerId: m.entsorgerId,
    entsorgerName: m.entsorgerId !== null ? (n.entsorger.get(m.entsorgerId) ?? OHNE_ENTSORGER) : OHNE_ENTSORGER,
    verbleibsanlageName: m.verbleibsanlageId !== null ? (n.anlagen.get(m.verbleibsanlageId) ?? null) : null,
    entsorgungsverfahren: m.entsorgungsverfahren,
    // Not rounded per row: a yearly amount spread over twelve months must add up to itself in every sum
    // (the table, its CSV and Excel sums); the screens and files round when they show a value.
    mengeT: m.tonnen ?? 0,
    kostenEuro: 0,
  }));
  const kostenKey = (z: { monat: string; anfallstelleId: number; abfallschluessel: string; entsorgerId: number | null }) =>
    [z.monat, z.anfallstelleId, z.abfallschluessel, z.entsorgerId].join('|');
  const groesste = new Map<string, AbfallstromZeile>();
  for (const z of zeilen) {
    const k = kostenKey(z);
    const g = groesste.get(k);
    if (!g || z.mengeT > g.mengeT) groesste.set(k, z);
  }
  for (const k of kosten) {
    const z = groesste.get(kostenKey(k));
    if (z) z.kostenEuro = r2(z.kostenEuro + k.betrag);
    else {
      const neu: AbfallstromZeile = {
        monat: k.monat,
        anfallstelleId: k.anfallstelleId,
        anfallstelleName: n.stellen.get(k.anfallstelleId) ?? '',
        fraktionId: k.fraktionId,
        fraktionName: n.fraktionName(k.fraktionId),
        abfallschluessel: k.abfallschluessel,
        gefaehrlich: istGefaehrlich(k.abfallschluessel, n.katalog.get(k.abfallschluessel.replace(/\s/g, ''))),
        entsorgerId: k.entsorgerId,
        entsorgerName: n.entsorger.get(k.entsorgerId) ?? OHNE_ENTSORGER,
        verbleibsanlageName: null,
        entsorgungsverfahren: null,
        mengeT: 0,
        kostenEuro: r2(k.betrag),
      };
      zeilen.push(neu);
      groesste.set(kostenKey(k), neu);
    }
  }
  zeilen.sort(
    (a, b) =>
      a.monat.localeCompare(b.monat) ||
      deutsch(a.anfallstelleName, b.anfallstelleName) ||
      deutsch(a.fraktionName, b.fraktionName) ||
      a.abfallschluessel.localeCompare(b.abfallschluessel) ||
      deutsch(a.entsorgerName, b.entsorgerName) ||
      deutsch(a.verbleibsanlageName ?? a.entsorgungsverfahren ?? '', b.verbleibsanlageName ?? b.entsorgungsverfahren ?? ''),
  );

  return zeilen;
};

/** Stacked bars: one series per fraction, a value per month. */
const balken = (mengen: readonly MengenGruppe[], monate: readonly string[], n: Namen): Abfallstrom['reihen'] => {
  const reihenMap = new Map<string, { fraktionId: number | null; name: string; werte: number[] }>();
  for (const m of mengen) {
    const name = n.fraktionName(m.fraktionId);
    const r = reihenMap.get(name) ?? { fraktionId: m.fraktionId, name, werte: monate.map(() => 0) };
    const i = monate.indexOf(m.monat);
    if (i >= 0) r.werte[i] = r.werte[i]! + (m.tonnen ?? 0);
    reihenMap.set(name, r);
  }
  return [...reihenMap.values()].sort((a, b) => deutsch(a.name, b.name)).map((r) => ({ ...r, werte: r.werte.map(r3), farbcode: null }));
};

/** Sankey: site → fraction → disposer → plant (name) or R/D method. */
const sankey = (mengen: readonly MengenGruppe[], n: Namen): Abfallstrom['sankey'] => {
  const knoten = new Map<
    string,
    { id: string; name: string; ebene: 'STANDORT' | 'FRAKTION' | 'ENTSORGER' | 'ZIEL'; farbcode: string | null }
  >();
  const kanten = new Map<string, { quelle: string; ziel: string; wert: number }>();
  const kante = (quelle: string, ziel: string, wert: number) => {
    const k = `${quelle}→${ziel}`;
    const e = kanten.get(k) ?? { quelle, ziel, wert: 0 };
    e.wert += wert;
    kanten.set(k, e);
  };
  for (const m of mengen) {
    const t = m.tonnen ?? 0;
    if (t <= 0) continue;
    const s = `STANDORT:${m.anfallstelleId}`;
    const fr = `FRAKTION:${m.fraktionId ?? 'ohne'}`;
    const en = `ENTSORGER:${m.entsorgerId ?? 'ohne'}`;
    const zielName = (m.verbleibsanlageId !== null ? n.anlagen.get(m.verbleibsanlageId) : undefined) ?? m.entsorgungsverfahren ?? OHNE_ZIEL;
    const zi = `ZIEL:${zielName}`;
    knoten.set(s, { id: s, name: n.stellen.get(m.anfallstelleId) ?? '', ebene: 'STANDORT', farbcode: null });
    knoten.set(fr, { id: fr, name: n.fraktionName(m.fraktionId), ebene: 'FRAKTION', farbcode: null });
    knoten.set(en, {
      id: en,
      name: m.entsorgerId !== null ? (n.entsorger.get(m.entsorgerId) ?? OHNE_ENTSORGER) : OHNE_ENTSORGER,
      ebene: 'ENTSORGER',
      farbcode: null,
    });
    knoten.set(zi, { id: zi, name: zielName, ebene: 'ZIEL', farbcode: null });
    kante(s, fr, t);
    kante(fr, en, t);
    kante(en, zi, t);
  }
  return { knoten: [...knoten.values()], kanten: [...kanten.values()].map((k) => ({ ...k, wert: r3(k.wert) })) };
};

/** `GET /auswertung/abfallstrom`: stacked bars per month and fraction, the Sankey and the table. */
export const ladeAbfallstromFuer = async (db: Db, f: MengenFilter): Promise<Abfallstrom> => {
  const [mengen, kosten] = await Promise.all([ladeMengen(db, f), ladeKosten(db, f)]);
  const monate = monateIm(f.zeitraum);
  const n = await ladeNamen(db, mengen, kosten);
  return {
    von: f.zeitraum.von,
    bis: f.zeitraum.bis,
    monate,
    reihen: balken(mengen, monate, n),
    sankey: sankey(mengen, n),
    zeilen: tabellenZeilen(mengen, kosten, n),
    summeT: r3(mengen.reduce((s, m) => s + (m.tonnen ?? 0), 0)),
    kostenEuro: r2(kosten.reduce((s, k) => s + k.betrag, 0)),
  };
};
