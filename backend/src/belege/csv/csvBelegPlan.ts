import { belegFelderSchema, pruefeBeleg, type BelegFelder } from '@abfallportal/common/beleg';
import type { CsvAbgelehnteZeile } from '@abfallportal/common/belegImport';
import type { EventStore } from '../../eventstore/eventStore';
import { uuidFromName } from '../../platform/uuidFromName';
import { KOPF_VON_FELD, type CsvFehler, type CsvGruppe, type RoherBeleg } from './csvBelegRoh';
import { klein, type Nachschlagen } from './csvNachschlagen';

/** From a raw receipt to a planned one (csvImport.ts, step 4): the cancelled receipt, the receipt schema and check, doubles. */

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

export type BelegPlanung = {
  eventStore: EventStore;
  such: Nachschlagen;
  /** Receipt ids of the file by `erzeugerId|entsorgerId|number`: a receipt may cancel one in the same file. */
  imDateiNachNummer: ReadonlyMap<string, string>;
  abgelehnt: readonly CsvAbgelehnteZeile[];
  fehler: CsvFehler;
};

/**
 * Plans one receipt: the number it cancels (in the file or captured before), the receipt schema and
 * the receipt check of spec § 5 (the assignment to orders follows after the import), and a receipt
 * of the same number captured before — unless this file's earlier upload captured it. Null when the
 * schema refused it; every refused field went to `fehler`.
 */
export const planeBeleg = async (p: BelegPlanung, g: CsvGruppe, b: RoherBeleg): Promise<GeplanterBeleg | null> => {
  const { roh, zeilenDerPositionen, stornoNummer } = b;
  const erste = g.zeilen[0]!;
  const erzeugerId = g.erzeuger!.id;
  const entsorgerId = g.entsorger!.id;
  const id = p.imDateiNachNummer.get(`${erzeugerId}|${entsorgerId}|${klein(String(roh.nummer))}`)!;
  if (stornoNummer) {
    const storno =
      p.imDateiNachNummer.get(`${erzeugerId}|${entsorgerId}|${klein(stornoNummer)}`) ??
      (await p.such.belegMitNummer(erzeugerId, entsorgerId, stornoNummer));
    if (!storno) p.fehler(erste.zeile, 'Stornierter Beleg', `Den stornierten Beleg „${stornoNummer}“ gibt es nicht.`);
    roh.storniertBelegId = storno;
  }
  const zeileVon = (pfad: readonly PropertyKey[]): number =>
    pfad[0] === 'positionen' && typeof pfad[1] === 'number' ? (zeilenDerPositionen[pfad[1]] ?? erste.zeile) : erste.zeile;
  // Fields a lookup already refused are not refused twice.
  const melde = (pfad: readonly PropertyKey[], feld: string, meldung: string): void => {
    if (p.abgelehnt.some((a) => a.zeile === zeileVon(pfad) && a.spalte === spalteVon(feld))) return;
    p.fehler(zeileVon(pfad), spalteVon(feld), meldung);
  };
  const geparst = belegFelderSchema.safeParse(roh);
  if (!geparst.success) {
    for (const issue of geparst.error.issues)
      melde(issue.path, String(issue.path[0] === 'positionen' && issue.path.length > 2 ? issue.path[2] : issue.path[0]), issue.message);
    return null;
  }
  const felder = geparst.data;
  for (const [pfad, meldung] of Object.entries(pruefeBeleg({ ...felder, entsorgerId, auftragIds: [] }))) {
    if (pfad === 'auftragIds') continue; // assigned to orders after the import (suggestions on /rechnungen/:id)
    const teile = pfad.split('.');
    const pfadTeile: PropertyKey[] =
      teile[0] === 'positionen' && teile.length > 2 ? ['positionen', Number(teile[1]), teile[2]!] : [teile[0]!];
    melde(pfadTeile, String(pfadTeile[pfadTeile.length - 1]), meldung);
  }
  const commandId = uuidFromName(`csv-import/${id}`);
  const stream = await p.eventStore.readStream(`beleg-${id}`);
  const schonImportiert = stream.some((e) => e.metadata.commandId === commandId);
  if (!schonImportiert) {
    const doppelt = await p.such.belegMitNummer(erzeugerId, entsorgerId, String(roh.nummer));
    if (doppelt) p.fehler(erste.zeile, 'Belegnummer', `Der Beleg „${String(roh.nummer)}“ von ${g.entsorger!.name} ist schon erfasst.`);
  }
  const zeilen = g.zeilen.map((z) => z.zeile);
  return {
    id,
    commandId,
    erzeugerId,
    entsorgerId,
    erzeugerName: g.erzeuger!.name,
    entsorgerName: g.entsorger!.name,
    felder,
    zeilen,
    schonImportiert,
  };
};
