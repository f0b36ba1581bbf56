import { abfallmengeFelderSchema, type AbfallmengeFelder } from '@abfallportal/common/abfallmenge';
import { CSV_IMPORT_MELDUNGEN, CSV_SPALTEN } from '@abfallportal/common/belegImport';
import type { EventStore } from '../../eventstore/eventStore';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/domainError';
import { uuidFromName } from '../../platform/uuidFromName';
import { abfallmengeBezugsfehler, pruefeAbfallmengeFelder } from '../../dokumentation';
import { anzahlAusZelle, datumAusZelle, type CsvZeile } from './csvLesen';

/** A waste quantity one row of the file describes (Satzart „Menge“), ready for the documentation's command. */
export type GeplanteMenge = {
  id: string;
  commandId: string;
  zeile: number;
  erzeugerId: number;
  erzeugerName: string;
  felder: AbfallmengeFelder;
};

/** The lookups the receipt rows use too (csvImport.ts), each asked once per distinct value. */
export type MengenNachschlagen = {
  erzeuger(wert: string): Promise<{ id: number; name: string } | null>;
  anfallstelle(erzeugerId: number, wert: string): Promise<number | null>;
  verbleibsanlage(wert: string): Promise<number | null>;
};

const KOPF_VON_FELD = new Map(CSV_SPALTEN.map((s) => [s.feld, s.kopf]));
/** The quantity's field → the column it came from (for messages). */
const SPALTE_VON_MENGENFELD: Record<string, string> = {
  anfallstelleId: 'Anfallstelle',
  verbleibsanlageId: 'Verbleibsanlage',
  behaeltertypId: 'Behälter',
  zertifikat: 'Verbleibsanlage',
  zertifikatGueltigBis: 'Zertifikat',
  fraktionId: 'Satzart',
};
const spalteVon = (feld: string): string => SPALTE_VON_MENGENFELD[feld] ?? KOPF_VON_FELD.get(feld) ?? 'Satzart';

const klein = (s: string) => s.trim().toLowerCase();

/** "t", "kg", "m3", "m³", "l", "Stück"/"Stk" → the quantity form's unit; anything else as written (the schema refuses it). */
const einheitAus = (wert: string): string => {
  const w = klein(wert).replace('³', '3');
  if (w === 'm3' || w === 'cbm') return 'm³';
  if (w === 'stück' || w === 'stk' || w === 'stck') return 'Stück';
  if (w === 't' || w === 'kg' || w === 'l') return w;
  return wert.trim();
};

/**
 * Checks the quantity rows with the rules of the quantity form (spec § 5): the quantity schema, plant
 * or certificate — exactly one, and a certificate cannot come in a CSV file, so a plant is required —
 * the justification for mixed waste, and the facts the form's route checks (site of the producer,
 * AVV in the catalogue, released plant, container). Nothing is written; every refused cell goes to
 * `fehler`. Ids come from the file's hash and the line, so a re-upload replays instead of doubling.
 */
export async function planeCsvMengen(
  deps: { db: Db; eventStore: EventStore },
  zeilen: CsvZeile[],
  hash: string,
  such: MengenNachschlagen,
  avvAus: (wert: string) => string | null,
  fehler: (zeile: number, spalte: string | null, meldung: string) => void,
): Promise<GeplanteMenge[]> {
  const behaelter = new Map<string, Promise<number | null>>();
  const behaelterId = (wert: string): Promise<number | null> => {
    const key = klein(wert).replace('³', '3');
    if (!behaelter.has(key))
      behaelter.set(
        key,
        deps
          .db('behaeltertyp')
          .whereRaw("replace(lower(bezeichnung), '³', '3') = ?", [key])
          .first('id')
          .then((r: { id: number } | undefined) => r?.id ?? null),
      );
    return behaelter.get(key)!;
  };
  const geplant: GeplanteMenge[] = [];
  for (const z of zeilen) {
    const w = z.werte;
    const zeilenFehler: { spalte: string; meldung: string }[] = [];
    const feld = (spalte: string, meldung: string) => {
      if (!zeilenFehler.some((f) => f.spalte === spalte)) zeilenFehler.push({ spalte, meldung });
    };
    const erzeuger = w.erzeuger ? await such.erzeuger(w.erzeuger) : null;
    if (!w.erzeuger) feld('Erzeuger', 'Bitte den Erzeuger angeben (Name oder Nummer).');
    else if (!erzeuger) feld('Erzeuger', `Den Erzeuger „${w.erzeuger}“ gibt es nicht.`);
    let anfallstelleId: number | null = null;
    if (!w.anfallstelle) feld('Anfallstelle', 'Bitte die Anfallstelle angeben: Abfallmengen werden je Anfallstelle dokumentiert.');
    else if (erzeuger) {
      anfallstelleId = await such.anfallstelle(erzeuger.id, w.anfallstelle);
      if (anfallstelleId === null)
        feld('Anfallstelle', `Die Anfallstelle „${w.anfallstelle}“ gibt es beim Erzeuger ${erzeuger.name} nicht.`);
    }
    let abfallschluessel: string | null = null;
    if (w.abfallschluessel) {
      abfallschluessel = avvAus(w.abfallschluessel);
      if (!abfallschluessel) feld('AVV', `Den Abfallschlüssel „${w.abfallschluessel}“ gibt es im AVV-Katalog nicht.`);
    }
    if (w.zertifikat) feld('Zertifikat', CSV_IMPORT_MELDUNGEN.mengeMitZertifikat);
    let verbleibsanlageId: number | null = null;
    if (!w.verbleibsanlage) feld('Verbleibsanlage', CSV_IMPORT_MELDUNGEN.mengeOhneAnlage);
    else {
      verbleibsanlageId = await such.verbleibsanlage(w.verbleibsanlage);
      if (verbleibsanlageId === null) feld('Verbleibsanlage', `Die Verbleibsanlage „${w.verbleibsanlage}“ gibt es nicht.`);
    }
    let behaeltertypId: number | null = null;
    if (w.behaelter) {
      behaeltertypId = await behaelterId(w.behaelter);
      if (behaeltertypId === null) feld('Behälter', `Den Behälter „${w.behaelter}“ gibt es nicht.`);
    }
    const datum: Record<'leistungVon' | 'leistungBis', string | null> = { leistungVon: null, leistungBis: null };
    for (const [key, kopf] of [
      ['leistungVon', 'Leistung von'],
      ['leistungBis', 'Leistung bis'],
    ] as const) {
      const d = datumAusZelle(w[key]);
      if ('fehler' in d) feld(kopf, d.fehler);
      else datum[key] = d.wert;
    }
    const anzahl: Record<'behaelterAnzahl' | 'anzahlLeerungen', number | null> = { behaelterAnzahl: null, anzahlLeerungen: null };
    for (const [key, kopf] of [
      ['behaelterAnzahl', 'Behälteranzahl'],
      ['anzahlLeerungen', 'Anzahl Leerungen'],
    ] as const) {
      const n = anzahlAusZelle(w[key]);
      if ('fehler' in n) feld(kopf, n.fehler);
      else anzahl[key] = n.wert;
    }
    const jahrText = w.leistungsjahr ?? datum.leistungVon?.slice(0, 4);
    const rhythmus = w.rhythmus ? klein(w.rhythmus) : undefined;
    const roh = {
      anfallstelleId: anfallstelleId ?? 0,
      fraktionId: null,
      abfallschluessel: abfallschluessel ?? w.abfallschluessel,
      leistungsjahr: jahrText !== undefined && /^\d{4}$/.test(jahrText) ? Number(jahrText) : jahrText,
      leistungVon: datum.leistungVon,
      leistungBis: datum.leistungBis,
      menge: w.menge,
      einheit: w.einheit !== undefined ? einheitAus(w.einheit) : undefined,
      abweichendeDichte: w.abweichendeDichte ?? null,
      rhythmus: rhythmus === 'entsorgung' ? 'ENTSORGUNG' : rhythmus === 'turnus' ? 'TURNUS' : w.rhythmus,
      anzahlLeerungen: anzahl.anzahlLeerungen,
      entsorgungsverfahren: w.entsorgungsverfahren ? w.entsorgungsverfahren.toUpperCase().replace(/\s/g, '') : undefined,
      verbleibsanlageId,
      zertifikatGueltigBis: null,
      ausnahme: w.ausnahme ?? null,
      behaeltertypId,
      behaelterAnzahl: anzahl.behaelterAnzahl,
    };
    const geparst = abfallmengeFelderSchema.safeParse(roh);
    if (!geparst.success) {
      for (const issue of geparst.error.issues) {
        const f = String(issue.path[0]);
        if (f === 'anfallstelleId' || f === 'verbleibsanlageId') continue; // refused above by name
        feld(spalteVon(f), issue.message);
      }
    }
    if (geparst.success && erzeuger && zeilenFehler.length === 0) {
      // The same checks as the quantity form: plant or certificate (here: the plant), mixed waste's exception, references.
      try {
        pruefeAbfallmengeFelder(geparst.data, null);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const errors = error.details.errors ?? {};
        for (const [f, meldung] of Object.entries(errors)) feld(spalteVon(f), meldung);
      }
      for (const [f, meldung] of Object.entries(await abfallmengeBezugsfehler(deps.db, erzeuger.id, geparst.data)))
        feld(spalteVon(f), meldung);
    }
    for (const f of zeilenFehler) fehler(z.zeile, f.spalte, f.meldung);
    if (zeilenFehler.length > 0 || !geparst.success || !erzeuger) continue;
    const id = uuidFromName(`csv-menge/${hash}/${z.zeile}`);
    geplant.push({
      id,
      commandId: uuidFromName(`csv-import/${id}`),
      zeile: z.zeile,
      erzeugerId: erzeuger.id,
      erzeugerName: erzeuger.name,
      felder: geparst.data,
    });
  }
  return geplant;
}
