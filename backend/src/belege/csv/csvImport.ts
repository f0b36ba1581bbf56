import { CSV_IMPORT_MELDUNGEN, type CsvAbgelehnteZeile } from '@abfallportal/common/belegImport';
import { createHash } from 'node:crypto';
import type { EventStore } from '../../eventstore/eventStore';
import type { Db } from '../../platform/db';
import { uuidFromName } from '../../platform/uuidFromName';
import { planeBeleg, type GeplanterBeleg } from './csvBelegPlan';
import { avvAus, roherBeleg, type CsvFehler, type CsvGruppe, type RoherBeleg } from './csvBelegRoh';
import type { CsvDatei, CsvZeile } from './csvLesen';
import { planeCsvMengen, type GeplanteMenge } from './csvMengen';
import { klein, nachschlagen, type Nachschlagen } from './csvNachschlagen';

export type { GeplanterBeleg } from './csvBelegPlan';

export type CsvPlan =
  | { ok: true; belege: GeplanterBeleg[]; mengen: GeplanteMenge[]; uebersprungen: CsvAbgelehnteZeile[] }
  | { ok: false; abgelehnt: CsvAbgelehnteZeile[] };

/** The file's fingerprint: the same bytes give the same receipt ids and command ids (a re-upload replays). */
export const dateiHash = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** Record kinds: receipt rows become receipts, quantity rows waste quantities (both or nothing). */
const nachSatzart = (datei: CsvDatei, fehler: CsvFehler): { belegZeilen: CsvZeile[]; mengenZeilen: CsvZeile[] } => {
  const belegZeilen: CsvZeile[] = [];
  const mengenZeilen: CsvZeile[] = [];
  for (const z of datei.zeilen) {
    const satzart = klein(z.werte.satzart ?? 'beleg');
    if (satzart === 'beleg' || satzart === 'belegposition' || satzart === 'position') belegZeilen.push(z);
    else if (satzart === 'menge' || satzart === 'abfallmenge') mengenZeilen.push(z);
    else fehler(z.zeile, 'Satzart', `Unbekannte Satzart „${z.werte.satzart}“ (erlaubt: Beleg, Menge).`);
  }
  return { belegZeilen, mengenZeilen };
};

/** Receipt rows grouped by receipt number + disposer, in file order; a row without number or known parties is refused. */
const gruppieren = async (zeilen: readonly CsvZeile[], such: Nachschlagen, fehler: CsvFehler, abgelehnt: readonly unknown[]) => {
  const gruppen = new Map<string, CsvGruppe>();
  for (const z of zeilen) {
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
  return gruppen;
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
  const fehler: CsvFehler = (zeile, spalte, meldung) => void abgelehnt.push({ zeile, spalte, meldung });

  const { belegZeilen, mengenZeilen } = nachSatzart(datei, fehler);
  if (belegZeilen.length === 0 && mengenZeilen.length === 0 && abgelehnt.length === 0) {
    return { ok: false, abgelehnt: [{ zeile: 1, spalte: null, meldung: CSV_IMPORT_MELDUNGEN.leer }] };
  }
  const gruppen = await gruppieren(belegZeilen, such, fehler, abgelehnt);

  // Each receipt's raw fields first: a receipt may cancel one that comes later in the file.
  const imDateiNachNummer = new Map<string, string>();
  const geplant: { g: CsvGruppe; b: RoherBeleg }[] = [];
  for (const g of gruppen.values()) {
    geplant.push({ g, b: await roherBeleg(g, such, fehler) });
    const nummer = klein(g.zeilen[0]!.werte.nummer!);
    const id = uuidFromName(`csv-beleg/${hash}/${g.erzeuger!.id}/${g.entsorger!.id}/${nummer}`);
    imDateiNachNummer.set(`${g.erzeuger!.id}|${g.entsorger!.id}|${nummer}`, id);
  }
  const belege: GeplanterBeleg[] = [];
  const planung = { eventStore: deps.eventStore, such, imDateiNachNummer, abgelehnt, fehler };
  for (const { g, b } of geplant) {
    const beleg = await planeBeleg(planung, g, b);
    if (beleg) belege.push(beleg);
  }
  // Quantity rows, with the quantity form's rules (csvMengen.ts).
  const mengen = await planeCsvMengen(deps, mengenZeilen, hash, such, avvAus, fehler);
  if (abgelehnt.length > 0) return { ok: false, abgelehnt: abgelehnt.sort((a, b) => a.zeile - b.zeile) };
  return { ok: true, belege, mengen, uebersprungen };
}
