import { BELEG_TYP_TEXT, BELEG_TYPEN, belegFelderSchema, pruefeBeleg, type BelegFelder, type BelegTyp } from '@abfallportal/common/beleg';
import { CSV_IMPORT_MELDUNGEN, CSV_SPALTEN, type CsvAbgelehnteZeile } from '@abfallportal/common/belegImport';
import { createHash } from 'node:crypto';
import type { EventStore } from '../../eventstore/eventStore';
import type { Db } from '../../platform/db';
import { uuidFromName } from '../../platform/uuidFromName';
import { avvKatalog } from '../erechnung/avvErkennung';
import { anzahlAusZelle, betragAusZelle, datumAusZelle, type CsvDatei, type CsvZeile } from './csvLesen';
import { BELEG_TABELLE } from '../belegLesemodell';
import { planeCsvMengen, type GeplanteMenge } from './csvMengen';

/** A receipt the file describes, ready to be captured. */
export type GeplanterBeleg = {
  id: string;
  commandId: string;
  erzeugerId: number;
  entsorgerId: number;
  erzeugerName: string;
  entsorgerName: string;
  felder: BelegFelder;
  zeilen: number[];
  /** An earlier upload of the same file captured it already. */
  schonImportiert: boolean;
};

export type CsvPlan =
  | { ok: true; belege: GeplanterBeleg[]; mengen: GeplanteMenge[]; uebersprungen: CsvAbgelehnteZeile[] }
  | { ok: false; abgelehnt: CsvAbgelehnteZeile[] };

/** The file's fingerprint: the same bytes give the same receipt ids and command ids (a re-upload replays). */
export const dateiHash = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

const KOPF_VON_FELD = new Map(CSV_SPALTEN.map((s) => [s.feld, s.kopf]));
/** Where a field of the receipt came from in the file (for messages): BelegFelder key → column header. */
const SPALTE_VON_BELEGFELD: Record<string, string> = {
  anfallstelleId: 'Anfallstelle',
  entsorgerId: 'Entsorger',
  storniertBelegId: 'Stornierter Beleg',
  verbleibsanlageId: 'Verbleibsanlage',
  positionen: 'Menge',
  typ: 'Belegart',
};
const spalteVon = (feld: string): string | null => SPALTE_VON_BELEGFELD[feld] ?? KOPF_VON_FELD.get(feld) ?? null;

const KOPF_FELDER = CSV_SPALTEN.filter((s) => s.teil === 'kopf').map((s) => s.feld);
const POSITION_FELDER = CSV_SPALTEN.filter((s) => s.teil === 'position').map((s) => s.feld);

const klein = (s: string) => s.trim().toLowerCase();

/** "Rechnung", "rechnung", "Wiegeschein" … → the receipt type. */
const typAus = (wert: string): BelegTyp | null => {
  const w = klein(wert);
  return BELEG_TYPEN.find((t) => t === w || klein(BELEG_TYP_TEXT[t]) === w) ?? null;
};

/** "17 09 04", "170904", "17 06 05*" → the catalogue's spelling; null when the catalogue does not know it. */
const avvAus = (wert: string): string | null => {
  const kompakt = wert.replace(/[\s*]/g, '');
  if (!/^\d{6}$/.test(kompakt)) return null;
  return avvKatalog().get(kompakt)?.anzeige ?? null;
};

type Nachschlagen = {
  erzeuger(wert: string): Promise<{ id: number; name: string } | null>;
  entsorger(wert: string): Promise<{ id: number; name: string } | null>;
  anfallstelle(erzeugerId: number, wert: string): Promise<number | null>;
  verbleibsanlage(wert: string): Promise<number | null>;
  /** A captured, not deleted receipt of this producer and disposer with this number. */
  belegMitNummer(erzeugerId: number, entsorgerId: number, nummer: string): Promise<string | null>;
};

/** Producer, disposer, site, plant and receipt lookups, each asked once per distinct value. */
const nachschlagen = (db: Db): Nachschlagen => {
  const merke = <A extends unknown[], T>(f: (...a: A) => Promise<T>) => {
    const cache = new Map<string, Promise<T>>();
    return (...a: A): Promise<T> => {
      const key = JSON.stringify(a);
      if (!cache.has(key)) cache.set(key, f(...a));
      return cache.get(key)!;
    };
  };
  const nachIdOderName = (tabelle: 'erzeuger' | 'entsorger') =>
    merke(async (wert: string): Promise<{ id: number; name: string } | null> => {
      const q = db(tabelle).select('id', 'name');
      const row = /^\d{1,9}$/.test(wert)
        ? await q.where({ id: Number(wert) }).first()
        : await q.whereRaw('lower(name) = ?', [klein(wert)]).first();
      return (row as { id: number; name: string } | undefined) ?? null;
    });
  return {
    erzeuger: nachIdOderName('erzeuger'),
    entsorger: nachIdOderName('entsorger'),
    anfallstelle: merke(async (erzeugerId: number, wert: string) => {
      const row = (await db('anfallstelle')
        .where({ erzeuger_id: erzeugerId })
        .andWhere((q) => void q.whereRaw('lower(name) = ?', [klein(wert)]).orWhere('nummer', wert.trim()))
        .first('id')) as { id: number } | undefined;
      return row?.id ?? null;
    }),
    verbleibsanlage: merke(async (wert: string) => {
      const row = (await db('verbleibsanlage')
        .whereRaw('lower(name) = ?', [klein(wert)])
        .first('id')) as { id: number } | undefined;
      return row?.id ?? null;
    }),
    belegMitNummer: merke(async (erzeugerId: number, entsorgerId: number, nummer: string) => {
      const row = (await db(BELEG_TABELLE.uebersicht)
        .where({ erzeuger_id: erzeugerId, entsorger_id: entsorgerId })
        .whereNot({ status: 'GELOESCHT' })
        .whereRaw('lower(nummer) = ?', [klein(nummer)])
        .first('id')) as { id: string } | undefined;
      return row?.id ?? null;
    }),
  };
};

/**
 * Checks every row of the file and plans the receipts (nothing is written here): rows grouped by
 * receipt number + disposer; each receipt parsed with the receipt schema and checked with the
 * receipt validation of spec § 5 (`pruefeBeleg`; the assignment to orders follows after the
 * import, so „Auftrag“ is not asked for); producer, disposer, site, plant, AVV and the cancelled
 * receipt looked up. Quantity rows (Satzart „Menge“) are planned as waste quantities (csvMengen.ts).
 * Any bad row → every refused row with its line and German reason.
 */
export async function planeCsvImport(deps: { db: Db; eventStore: EventStore }, datei: CsvDatei, hash: string): Promise<CsvPlan> {
  const such = nachschlagen(deps.db);
  const abgelehnt: CsvAbgelehnteZeile[] = [];
  const uebersprungen: CsvAbgelehnteZeile[] = [];
  const fehler = (zeile: number, spalte: string | null, meldung: string) => abgelehnt.push({ zeile, spalte, meldung });

  // 1. Record kinds: receipt rows become receipts, quantity rows waste quantities (both or nothing).
  const belegZeilen: CsvZeile[] = [];
  const mengenZeilen: CsvZeile[] = [];
  for (const z of datei.zeilen) {
    const satzart = klein(z.werte.satzart ?? 'beleg');
    if (satzart === 'beleg' || satzart === 'belegposition' || satzart === 'position') belegZeilen.push(z);
    else if (satzart === 'menge' || satzart === 'abfallmenge') mengenZeilen.push(z);
    else fehler(z.zeile, 'Satzart', `Unbekannte Satzart „${z.werte.satzart}“ (erlaubt: Beleg, Menge).`);
  }
  if (belegZeilen.length === 0 && mengenZeilen.length === 0 && abgelehnt.length === 0) {
    return { ok: false, abgelehnt: [{ zeile: 1, spalte: null, meldung: CSV_IMPORT_MELDUNGEN.leer }] };
  }

  // 2. Group by receipt number + disposer, in file order.
  type Gruppe = { zeilen: CsvZeile[]; erzeuger: { id: number; name: string } | null; entsorger: { id: number; name: string } | null };
  const gruppen = new Map<string, Gruppe>();
  for (const z of belegZeilen) {
    const w = z.werte;
    const vorher = abgelehnt.length;
    if (!w.nummer) fehler(z.zeile, 'Belegnummer', 'Bitte die Belegnummer angeben.');
    if (!w.erzeuger) fehler(z.zeile, 'Erzeuger', 'Bitte den Erzeuger angeben (Name oder Nummer).');
    if (!w.entsorger) fehler(z.zeile, 'Entsorger', 'Bitte den Entsorger angeben (Name oder Nummer).');
    const erzeuger = w.erzeuger ? await such.erzeuger(w.erzeuger) : null;
    const entsorger = w.entsorger ? await such.entsorger(w.entsorger) : null;
    if (w.erzeuger && !erzeuger) fehler(z.zeile, 'Erzeuger', `Den Erzeuger „${w.erzeuger}“ gibt es nicht.`);
    if (w.entsorger && !entsorger) fehler(z.zeile, 'Entsorger', `Den Entsorger „${w.entsorger}“ gibt es nicht.`);
    if (abgelehnt.length > vorher) continue;
    const key = `${klein(w.nummer!)}|${entsorger!.id}`;
    const g = gruppen.get(key);
    if (g) g.zeilen.push(z);
    else gruppen.set(key, { zeilen: [z], erzeuger, entsorger });
  }

  // 3. Each receipt: header from its first row (later rows may repeat it, not contradict it), a position per row.
  const belege: GeplanterBeleg[] = [];
  const imDateiNachNummer = new Map<string, string>();
  const geplant: { g: Gruppe; roh: Record<string, unknown>; zeilenDerPositionen: number[]; stornoNummer: string | null }[] = [];
  for (const g of gruppen.values()) {
    const erste = g.zeilen[0]!;
    const erzeugerId = g.erzeuger!.id;
    for (const z of g.zeilen.slice(1)) {
      for (const feld of KOPF_FELDER) {
        const a = erste.werte[feld];
        const b = z.werte[feld];
        if (b !== undefined && a !== undefined && klein(a) !== klein(b))
          fehler(z.zeile, KOPF_VON_FELD.get(feld)!, `Weicht von Zeile ${erste.zeile} desselben Belegs ab („${b}“ statt „${a}“).`);
        else if (b !== undefined && a === undefined)
          fehler(z.zeile, KOPF_VON_FELD.get(feld)!, `Kopfangaben eines Belegs gehören in seine erste Zeile (${erste.zeile}).`);
      }
    }
    const w = erste.werte;
    const roh: Record<string, unknown> = {
      nummer: w.nummer,
      name: null,
      empfaenger: w.empfaenger ?? null,
      absender: w.absender ?? null,
      bestellReferenz: w.bestellReferenz ?? null,
    };
    const typ = w.typ ? typAus(w.typ) : null;
    if (!w.typ) fehler(erste.zeile, 'Belegart', 'Bitte die Belegart angeben.');
    else if (!typ)
      fehler(erste.zeile, 'Belegart', `Unbekannte Belegart „${w.typ}“ (erlaubt: ${BELEG_TYPEN.map((t) => BELEG_TYP_TEXT[t]).join(', ')}).`);
    roh.typ = typ;
    for (const [feld, kopf] of [
      ['datum', 'Belegdatum'],
      ['leistungVon', 'Leistung von'],
      ['leistungBis', 'Leistung bis'],
    ] as const) {
      const d = datumAusZelle(w[feld]);
      if ('fehler' in d) fehler(erste.zeile, kopf, d.fehler);
      else roh[feld] = d.wert;
    }
    const summe = betragAusZelle(w.summe);
    if ('fehler' in summe) fehler(erste.zeile, 'Summe', summe.fehler);
    else roh.summe = summe.wert;
    roh.anfallstelleId = null;
    if (w.anfallstelle) {
      const id = await such.anfallstelle(erzeugerId, w.anfallstelle);
      if (id === null)
        fehler(erste.zeile, 'Anfallstelle', `Die Anfallstelle „${w.anfallstelle}“ gibt es beim Erzeuger ${g.erzeuger!.name} nicht.`);
      roh.anfallstelleId = id;
    }
    const positionen: Record<string, unknown>[] = [];
    const zeilenDerPositionen: number[] = [];
    for (const z of g.zeilen) {
      const p = z.werte;
      if (!POSITION_FELDER.some((f) => p[f] !== undefined)) continue;
      const pos: Record<string, unknown> = {
        bezeichnung: p.bezeichnung ?? null,
        menge: p.menge ?? null,
        einheit: p.einheit ?? null,
        abweichendeDichte: p.abweichendeDichte ?? null,
        behaelterkategorie: p.behaelterkategorie ?? null,
        behaelter: p.behaelter ?? null,
        entsorgungsverfahren: p.entsorgungsverfahren ? p.entsorgungsverfahren.toUpperCase().replace(/\s/g, '') : null,
        zertifikat: p.zertifikat ?? null,
        ausnahme: p.ausnahme ?? null,
        abfallschluessel: null,
        verbleibsanlageId: null,
        rhythmus: null,
      };
      if (p.abfallschluessel) {
        const avv = avvAus(p.abfallschluessel);
        if (!avv) fehler(z.zeile, 'AVV', `Den Abfallschlüssel „${p.abfallschluessel}“ gibt es im AVV-Katalog nicht.`);
        pos.abfallschluessel = avv ?? p.abfallschluessel;
      }
      if (p.verbleibsanlage) {
        const id = await such.verbleibsanlage(p.verbleibsanlage);
        if (id === null) fehler(z.zeile, 'Verbleibsanlage', `Die Verbleibsanlage „${p.verbleibsanlage}“ gibt es nicht.`);
        pos.verbleibsanlageId = id;
      }
      if (p.rhythmus) {
        const r = klein(p.rhythmus);
        if (r === 'entsorgung') pos.rhythmus = 'ENTSORGUNG';
        else if (r === 'turnus') pos.rhythmus = 'TURNUS';
        else fehler(z.zeile, 'Rhythmus', `„${p.rhythmus}“: bitte Entsorgung oder Turnus angeben.`);
      }
      for (const [feld, kopf] of [
        ['behaelterAnzahl', 'Behälteranzahl'],
        ['anzahlLeerungen', 'Anzahl Leerungen'],
      ] as const) {
        const n = anzahlAusZelle(p[feld]);
        if ('fehler' in n) fehler(z.zeile, kopf, n.fehler);
        else pos[feld] = n.wert;
      }
      const betrag = betragAusZelle(p.betrag);
      if ('fehler' in betrag) fehler(z.zeile, 'Betrag', betrag.fehler);
      else pos.betrag = betrag.wert;
      positionen.push(pos);
      zeilenDerPositionen.push(z.zeile);
    }
    roh.positionen = positionen;
    roh.storniertBelegId = null;
    geplant.push({ g, roh, zeilenDerPositionen, stornoNummer: w.storniert ?? null });
    const id = uuidFromName(`csv-beleg/${hash}/${erzeugerId}/${g.entsorger!.id}/${klein(w.nummer!)}`);
    imDateiNachNummer.set(`${erzeugerId}|${g.entsorger!.id}|${klein(w.nummer!)}`, id);
  }

  // 4. Cancelled receipts (in the file or captured before), the receipt check, doubles.
  for (const { g, roh, zeilenDerPositionen, stornoNummer } of geplant) {
    const erste = g.zeilen[0]!;
    const erzeugerId = g.erzeuger!.id;
    const entsorgerId = g.entsorger!.id;
    const id = imDateiNachNummer.get(`${erzeugerId}|${entsorgerId}|${klein(String(roh.nummer))}`)!;
    if (stornoNummer) {
      const storno =
        imDateiNachNummer.get(`${erzeugerId}|${entsorgerId}|${klein(stornoNummer)}`) ??
        (await such.belegMitNummer(erzeugerId, entsorgerId, stornoNummer));
      if (!storno) fehler(erste.zeile, 'Stornierter Beleg', `Den stornierten Beleg „${stornoNummer}“ gibt es nicht.`);
      roh.storniertBelegId = storno;
    }
    const zeileVon = (pfad: readonly PropertyKey[]): number =>
      pfad[0] === 'positionen' && typeof pfad[1] === 'number' ? (zeilenDerPositionen[pfad[1]] ?? erste.zeile) : erste.zeile;
    const geparst = belegFelderSchema.safeParse(roh);
    if (!geparst.success) {
      for (const issue of geparst.error.issues) {
        const feld = String(issue.path[0] === 'positionen' && issue.path.length > 2 ? issue.path[2] : issue.path[0]);
        // Fields a lookup already refused are not refused twice.
        if (abgelehnt.some((a) => a.zeile === zeileVon(issue.path) && a.spalte === spalteVon(feld))) continue;
        fehler(zeileVon(issue.path), spalteVon(feld), issue.message);
      }
      continue;
    }
    const felder = geparst.data;
    const pruefung = pruefeBeleg({ ...felder, entsorgerId, auftragIds: [] });
    for (const [pfad, meldung] of Object.entries(pruefung)) {
      if (pfad === 'auftragIds') continue; // assigned to orders after the import (suggestions on /rechnungen/:id)
      const teile = pfad.split('.');
      const pfadTeile: PropertyKey[] =
        teile[0] === 'positionen' && teile.length > 2 ? ['positionen', Number(teile[1]), teile[2]!] : [teile[0]!];
      const feld = String(pfadTeile[pfadTeile.length - 1]);
      if (abgelehnt.some((a) => a.zeile === zeileVon(pfadTeile) && a.spalte === spalteVon(feld))) continue;
      fehler(zeileVon(pfadTeile), spalteVon(feld), meldung);
    }
    const commandId = uuidFromName(`csv-import/${id}`);
    const stream = await deps.eventStore.readStream(`beleg-${id}`);
    const schonImportiert = stream.some((e) => e.metadata.commandId === commandId);
    if (!schonImportiert) {
      const doppelt = await such.belegMitNummer(erzeugerId, entsorgerId, String(roh.nummer));
      if (doppelt) fehler(erste.zeile, 'Belegnummer', `Der Beleg „${String(roh.nummer)}“ von ${g.entsorger!.name} ist schon erfasst.`);
    }
    belege.push({
      id,
      commandId,
      erzeugerId,
      entsorgerId,
      erzeugerName: g.erzeuger!.name,
      entsorgerName: g.entsorger!.name,
      felder,
      zeilen: g.zeilen.map((z) => z.zeile),
      schonImportiert,
    });
  }
  // 5. Quantity rows, with the quantity form's rules (csvMengen.ts).
  const mengen = await planeCsvMengen(deps, mengenZeilen, hash, such, avvAus, fehler);
  if (abgelehnt.length > 0) return { ok: false, abgelehnt: abgelehnt.sort((a, b) => a.zeile - b.zeile) };
  return { ok: true, belege, mengen, uebersprungen };
}
