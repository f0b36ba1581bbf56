import type { Abfallmenge } from '@abfallportal/common/abfallmenge';
import {
  DOKUMENTATION_MELDUNGEN,
  STANDORT_STATUS_TEXT,
  type StandortDokumentation,
  type StandortStatus,
  type StandortUebersicht,
  type Zeitraum,
} from '@abfallportal/common/dokumentation';
import { NACHWV_HINWEIS, dokumentationspflicht, getrenntsammlungsquote } from '@abfallportal/common/dokumentationRegeln';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { zeilenParser } from '../platform/lesemodellZeile';
import { abfallmengeBezug } from './abfallmengeAbfragen';
import { belegAnzahlJeAnfallstelle, belegeDerAnfallstelle } from './dokuBelegAbfragen';
import { DOKUMENTATION_TABELLE } from './dokumentationLesemodell';
import { bilanz, kubikmeterGesamt, r3, type MengenZeileMitOrt } from './mengenBilanz';
import { ladeMengenZeilen } from './mengenZeilen';

/**
 * The documentation's screens (spec § 2, issue 20), composed from the query modules of its read
 * models: abfallmengeAbfragen.ts, belegPositionAbfragen.ts, dokuBelegAbfragen.ts.
 */

const { abfallmenge: ABFALLMENGE, beleg: DOKU_BELEG } = DOKUMENTATION_TABELLE;

/** The projections the next screen of a quantity command reads (read-your-writes). */
export const DOKUMENTATION_PROJEKTIONEN = ['dokumentation'] as const;

type Art = 'BAUSTELLE' | 'GEWERBEBETRIEB';

export const zeitraumVon = (jahr: number): Zeitraum => ({ id: jahr, name: String(jahr), beginn: `${jahr}-01-01`, ende: `${jahr}-12-31` });

/** The producer must exist (else 404). */
export const ladeErzeuger = async (db: Db, erzeugerId: number): Promise<void> => {
  if (!(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden(DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden);
};

// One statement over both read models: the years of quantities and of receipts.
const jahrZeile = zeilenParser(`${ABFALLMENGE} ∪ ${DOKU_BELEG}`, z.object({ jahr: z.number() }), 'jahr');

/** Documentation periods: the calendar years with quantities or receipts, plus the current one, newest first. */
export const loadZeitraeume = async (db: Db, erzeugerId: number, aktuellesJahr: number): Promise<Zeitraum[]> => {
  const jahre: unknown[] = await db.select('jahr').from(
    db(ABFALLMENGE)
      .where({ erzeuger_id: erzeugerId, geloescht: false })
      .select('leistungsjahr as jahr')
      .union(
        (q) =>
          void q.from(DOKU_BELEG).where({ erzeuger_id: erzeugerId }).whereNot('status', 'GELOESCHT').whereNotNull('jahr').select('jahr'),
      )
      .as('j'),
  );
  const alle = new Set([aktuellesJahr, ...jahre.map((j) => jahrZeile(j).jahr)]);
  return [...alle].sort((a, b) => b - a).map(zeitraumVon);
};

const statusVon = (
  art: Art,
  alleJahre: readonly MengenZeileMitOrt[],
  imJahr: readonly MengenZeileMitOrt[],
  belege: number,
  heute: string,
): StandortStatus => {
  if (imJahr.length === 0 && belege === 0) return 'KEINE_DATEN';
  if (!dokumentationspflicht(art, kubikmeterGesamt(alleJahre)).pflicht) return 'KEINE_PFLICHT';
  if (imJahr.some((z) => z.hinweis !== null || (z.gueltigBis !== null && z.gueltigBis < heute))) return 'UNVOLLSTAENDIG';
  return 'DOKUMENTIERT';
};

type StelleZeile = { id: number; name: string; art: Art; ort: string | null };

/** The producer's sites with their documentation state for a year. */
export const loadStandorte = async (db: Db, erzeugerId: number, jahr: number, heute: string): Promise<StandortUebersicht[]> => {
  const stellen = (await db('anfallstelle')
    .where({ erzeuger_id: erzeugerId, aktiv: true })
    .orderBy('name')
    .select('id', 'name', 'art', 'ort')) as StelleZeile[];
  const { zeilen } = await ladeMengenZeilen(db, erzeugerId);
  const belege = await belegAnzahlJeAnfallstelle(db, erzeugerId, jahr);
  return stellen.map((st) => {
    const alle = zeilen.filter((z) => z.anfallstelleId === st.id);
    const imJahr = alle.filter((z) => z.jahr === jahr);
    const anzahlBelege = belege.get(st.id) ?? 0;
    const status = statusVon(st.art, alle, imJahr, anzahlBelege, heute);
    return {
      id: st.id,
      name: st.name,
      art: st.art,
      ort: st.ort,
      anzahlBelege,
      anzahlMengen: imJahr.length,
      tonnen: r3(imJahr.reduce((s, z) => s + (z.tonnen ?? 0), 0)),
      kubikmeter: kubikmeterGesamt(imJahr),
      status,
      statusText: STANDORT_STATUS_TEXT[status],
    };
  });
};

/** One site's documentation for a year: receipts, quantities, balance and the rule notices. */
export const loadStandortDokumentation = async (
  db: Db,
  erzeugerId: number,
  anfallstelleId: number,
  jahr: number,
  heute: string,
  darfBearbeiten: boolean,
): Promise<StandortDokumentation> => {
  const st = (await db('anfallstelle').where({ id: anfallstelleId, erzeuger_id: erzeugerId }).first('id', 'name', 'art', 'ort')) as
    StelleZeile | undefined;
  if (!st) throw nichtGefunden(DOKUMENTATION_MELDUNGEN.anfallstelleNichtGefunden);
  const { zeilen: alleDesErzeugers, mengen } = await ladeMengenZeilen(db, erzeugerId);
  const alle = alleDesErzeugers.filter((z) => z.anfallstelleId === st.id);
  const imJahr = alle.filter((z) => z.jahr === jahr);
  const belege = await belegeDerAnfallstelle(db, { erzeugerId, anfallstelleId: st.id, jahr });
  const pflicht = dokumentationspflicht(st.art, kubikmeterGesamt(alle));
  const quote = getrenntsammlungsquote(
    jahr,
    alleDesErzeugers.filter((z) => z.jahr === jahr),
  );
  return {
    zeitraum: zeitraumVon(jahr),
    anfallstelle: st,
    status: statusVon(st.art, alle, imJahr, belege.length, heute),
    belege,
    abfallmengen: mengen.filter((m) => m.anfallstelleId === st.id && m.jahr === jahr).map(({ jahr: _j, ...m }) => m),
    mengen: imJahr.map(({ anfallstelleId: _a, jahr: _j, gueltigBis: _g, ...z }) => z),
    bilanz: bilanz(imJahr, heute),
    hinweise: {
      dokumentationspflicht: pflicht,
      gefaehrlich: imJahr.some((z) => z.gefaehrlich) ? NACHWV_HINWEIS : null,
      getrenntsammlung: quote,
    },
    darfBearbeiten,
  };
};

/** One hand-entered quantity (for GET …/abfallmengen/:id and the edit form). */
export const loadAbfallmenge = async (db: Db, id: string): Promise<Abfallmenge | null> => {
  const row = await abfallmengeBezug(db, id);
  if (!row) return null;
  const { mengen } = await ladeMengenZeilen(db, row.erzeuger_id, row.anfallstelle_id);
  const m = mengen.find((x) => x.id === id);
  if (!m) return null;
  const { jahr: _j, ...rest } = m;
  return rest;
};

// ---------------------------------------------------------------- for the exports (issue 20)

/** A quantity line with its site, year and certificate date, and for a hand-entered one its service period (exports). */
export type DokumentationsZeile = MengenZeileMitOrt & { leistungVon: string | null; leistungBis: string | null };

/**
 * Every quantity line of a producer (all years), or of one of its sites: hand-entered ones and the
 * positions of approved receipts, converted to t and m³ exactly as the documentation page does (the
 * exports read them; the Excel workbook site by site).
 */
export const loadDokumentationsZeilen = async (db: Db, erzeugerId: number, anfallstelleId?: number): Promise<DokumentationsZeile[]> => {
  const { zeilen, mengen } = await ladeMengenZeilen(db, erzeugerId, anfallstelleId);
  const zeitraum = new Map(mengen.map((m) => [m.id, { von: m.leistungVon, bis: m.leistungBis }]));
  // In place: a producer with 10,000 receipts has tens of thousands of lines; no second copy of them.
  return zeilen.map((z) => {
    const p = z.abfallmengeId !== null ? zeitraum.get(z.abfallmengeId) : undefined;
    return Object.assign(z, { leistungVon: p?.von ?? null, leistungBis: p?.bis ?? null });
  });
};
