import { BELEG_TYP_TEXT, BELEG_TYPEN, type BelegTyp } from '@abfallportal/common/beleg';
import { CSV_SPALTEN } from '@abfallportal/common/belegImport';
import { avvKatalog } from '../erechnung/avvErkennung';
import { anzahlAusZelle, betragAusZelle, datumAusZelle, type CsvZeile } from './csvLesen';
import { klein, type Nachschlagen } from './csvNachschlagen';

/** From a receipt's rows of the file to the raw receipt its schema will parse (csvImport.ts, step 3). */

/** A refused cell: line, column header (null: the whole row) and the German reason. */
export type CsvFehler = (zeile: number, spalte: string | null, meldung: string) => void;

/** The rows of one receipt (same number and disposer), with the producer and disposer they name. */
export type CsvGruppe = {
  zeilen: CsvZeile[];
  erzeuger: { id: number; name: string } | null;
  entsorger: { id: number; name: string } | null;
};

/** A receipt as the file describes it, before the schema: its fields, the line of each position, the number it cancels. */
export type RoherBeleg = { roh: Record<string, unknown>; zeilenDerPositionen: number[]; stornoNummer: string | null };

export const KOPF_VON_FELD = new Map(CSV_SPALTEN.map((s) => [s.feld, s.kopf]));
const KOPF_FELDER = CSV_SPALTEN.filter((s) => s.teil === 'kopf').map((s) => s.feld);
const POSITION_FELDER = CSV_SPALTEN.filter((s) => s.teil === 'position').map((s) => s.feld);

/** "Rechnung", "rechnung", "Wiegeschein" … → the receipt type. */
const typAus = (wert: string): BelegTyp | null => {
  const w = klein(wert);
  return BELEG_TYPEN.find((t) => t === w || klein(BELEG_TYP_TEXT[t]) === w) ?? null;
};

/** "17 09 04", "170904", "17 06 05*" → the catalogue's spelling; null when the catalogue does not know it. */
export const avvAus = (wert: string): string | null => {
  const kompakt = wert.replace(/[\s*]/g, '');
  if (!/^\d{6}$/.test(kompakt)) return null;
  return avvKatalog().get(kompakt)?.anzeige ?? null;
};

/** Later rows of a receipt may repeat its header, not contradict it, and not bring header fields the first row lacks. */
const pruefeKopf = (g: CsvGruppe, fehler: CsvFehler): void => {
  const erste = g.zeilen[0]!;
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
};

/** The header from the receipt's first row: number, parties, type, dates, sum, site. */
const kopfAus = async (g: CsvGruppe, such: Nachschlagen, fehler: CsvFehler): Promise<Record<string, unknown>> => {
  const erste = g.zeilen[0]!;
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
    const id = await such.anfallstelle(g.erzeuger!.id, w.anfallstelle);
    if (id === null)
      fehler(erste.zeile, 'Anfallstelle', `Die Anfallstelle „${w.anfallstelle}“ gibt es beim Erzeuger ${g.erzeuger!.name} nicht.`);
    roh.anfallstelleId = id;
  }
  return roh;
};

/** One row's position: AVV from the catalogue, the plant looked up, emptying kind, counts and amount read. */
const positionAus = async (z: CsvZeile, such: Nachschlagen, fehler: CsvFehler): Promise<Record<string, unknown>> => {
  const p = z.werte;
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
  return pos;
};

/** A receipt's rows → its raw fields: the header from its first row, a position per row that has position fields. */
export const roherBeleg = async (g: CsvGruppe, such: Nachschlagen, fehler: CsvFehler): Promise<RoherBeleg> => {
  pruefeKopf(g, fehler);
  const roh = await kopfAus(g, such, fehler);
  const positionen: Record<string, unknown>[] = [];
  const zeilenDerPositionen: number[] = [];
  for (const z of g.zeilen) {
    if (!POSITION_FELDER.some((f) => z.werte[f] !== undefined)) continue;
    positionen.push(await positionAus(z, such, fehler));
    zeilenDerPositionen.push(z.zeile);
  }
  roh.positionen = positionen;
  roh.storniertBelegId = null;
  return { roh, zeilenDerPositionen, stornoNummer: g.zeilen[0]!.werte.storniert ?? null };
};
