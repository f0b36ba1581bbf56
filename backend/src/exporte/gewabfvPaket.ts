import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import type { BelegStatus, BelegTyp } from '@abfallportal/common/beleg';
import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { gemischtBegruendeteAuftraege } from '../auftraege';
import { ladeBelegDateien } from '../belege';
import { ladeBelegAusnahmen, loadStandortDokumentation } from '../dokumentation';
import type { Db } from '../platform/db';

/**
 * The GewAbfV package of one site and calendar year (issue 20): everything an inspection asks for.
 * Quantities, balance, rules (10 m³, NachwV, separate-collection rate) come from the documentation
 * feature (loadStandortDokumentation); this module adds the site's master data and pictures, the
 * receipts' files (the attachments), the justifications for mixed collection of the site's orders
 * (order read model) and the exceptions of quantities and receipt positions.
 */

export type GewabfvBild = { titel: string; dateiId: string };

export type GewabfvStandort = {
  id: number;
  name: string;
  nummer: string | null;
  art: 'BAUSTELLE' | 'GEWERBEBETRIEB';
  adresse: string;
  erzeuger: string;
  erzeugerAdresse: string;
  /** Photo and sketch/plan of the site (anfallstelle.bild, anfallstelle.skizze), when stored. */
  bilder: GewabfvBild[];
};

export type GewabfvBeleg = {
  id: string;
  nummer: string | null;
  typ: BelegTyp;
  status: BelegStatus;
  datum: string | null;
  entsorger: string;
  summe: number | null;
  datei: { id: string; name: string; typ: string } | null;
};

export type GewabfvBegruendung = {
  vorgangsnummer: string;
  datum: string;
  status: string;
  fraktion: string;
  abfallschluessel: string;
  begruendung: string;
};

export type GewabfvAusnahme = { quelle: string; abfallschluessel: string; begruendung: string };

export type GewabfvPaket = {
  jahr: number;
  heute: string;
  standort: GewabfvStandort;
  doku: StandortDokumentation;
  belege: GewabfvBeleg[];
  begruendungen: GewabfvBegruendung[];
  ausnahmen: GewabfvAusnahme[];
};

const adresse = (r: { strasse: string | null; plz: string | null; ort: string | null }): string =>
  [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter((t) => t && t.trim() !== '').join(', ');

/** The site of a package with its producer; null when it does not exist. */
export const ladeGewabfvStandort = async (db: Db, anfallstelleId: number): Promise<(GewabfvStandort & { erzeugerId: number }) | null> => {
  const s = (await db('anfallstelle as a')
    .join('erzeuger as z', 'z.id', 'a.erzeuger_id')
    .where('a.id', anfallstelleId)
    .first(
      'a.id',
      'a.erzeuger_id',
      'a.name',
      'a.nummer',
      'a.art',
      'a.strasse',
      'a.plz',
      'a.ort',
      'a.bild',
      'a.skizze',
      'z.name as erzeuger',
      'z.strasse as z_strasse',
      'z.plz as z_plz',
      'z.ort as z_ort',
    )) as Record<string, unknown> | undefined;
  if (!s) return null;
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const bilder: GewabfvBild[] = [];
  if (text(s.skizze)) bilder.push({ titel: 'Lageplan / Skizze', dateiId: text(s.skizze)! });
  if (text(s.bild)) bilder.push({ titel: 'Foto', dateiId: text(s.bild)! });
  return {
    id: Number(s.id),
    erzeugerId: Number(s.erzeuger_id),
    name: String(s.name),
    nummer: text(s.nummer),
    art: s.art === 'BAUSTELLE' ? 'BAUSTELLE' : 'GEWERBEBETRIEB',
    adresse: adresse({ strasse: text(s.strasse), plz: text(s.plz), ort: text(s.ort) }),
    erzeuger: String(s.erzeuger),
    erzeugerAdresse: adresse({ strasse: text(s.z_strasse), plz: text(s.z_plz), ort: text(s.z_ort) }),
    bilder,
  };
};

/** Whether the package finds anything in the year (spec § 8: "Der Export findet keine Daten im Zeitraum"). */
export const hatGewabfvDaten = (doku: StandortDokumentation): boolean => doku.belege.length > 0 || doku.mengen.length > 0;

/** The documentation of the site's year, as the documentation page shows it. */
export const ladeGewabfvDokumentation = (
  db: Db,
  erzeugerId: number,
  anfallstelleId: number,
  jahr: number,
  heute: string,
): Promise<StandortDokumentation> => loadStandortDokumentation(db, erzeugerId, anfallstelleId, jahr, heute, false);

/** Loads the whole package of one site and year. */
export const loadGewabfvPaket = async (db: Db, anfallstelleId: number, jahr: number, heute: string): Promise<GewabfvPaket> => {
  const gefunden = await ladeGewabfvStandort(db, anfallstelleId);
  if (!gefunden) throw new Error(`Anfallstelle ${anfallstelleId} fehlt`);
  const { erzeugerId, ...standort } = gefunden;
  const doku = await ladeGewabfvDokumentation(db, erzeugerId, anfallstelleId, jahr, heute);

  // The receipts' files (the attachments) from the receipts' read model, in the order of the list (oldest first).
  const ids = doku.belege.map((b) => b.id);
  const dateien = await ladeBelegDateien(db, ids);
  const belege: GewabfvBeleg[] = [...doku.belege]
    .sort(
      (a, b) => (a.datum ?? '').localeCompare(b.datum ?? '') || (a.nummer ?? '').localeCompare(b.nummer ?? '') || a.id.localeCompare(b.id),
    )
    .map((b) => {
      const d = dateien.get(b.id);
      return {
        id: b.id,
        nummer: b.nummer,
        typ: b.typ,
        status: b.status,
        datum: b.datum,
        entsorger: b.entsorgerName,
        summe: b.summe,
        datei: d?.typ ? { id: d.id, name: d.name ?? `beleg-${b.nummer ?? b.id}`, typ: d.typ } : null,
      };
    });

  // Exceptions (Ausnahme with justification): hand-entered quantities and the positions of the year's receipts.
  const ausnahmen: GewabfvAusnahme[] = doku.abfallmengen
    .filter((m) => m.ausnahme && m.ausnahme.trim() !== '')
    .map((m) => ({
      quelle: `Erfasste Menge${m.fraktionName ? ` (${m.fraktionName})` : ''}`,
      abfallschluessel: m.abfallschluessel,
      begruendung: m.ausnahme!.trim(),
    }));
  const nummer = new Map(belege.map((b) => [b.id, b.nummer]));
  for (const p of await ladeBelegAusnahmen(db, ids))
    ausnahmen.push({
      quelle: `Beleg ${nummer.get(p.id) ?? ''}`.trim(),
      abfallschluessel: p.abfallschluessel ?? '–',
      begruendung: p.ausnahme.trim(),
    });

  // Justifications for mixed collection: the site's orders of the year (order read model).
  const auftraege = await gemischtBegruendeteAuftraege(db, { erzeugerId, anfallstelleId, jahr });
  const begruendungen: GewabfvBegruendung[] = auftraege.map((a) => ({
    vorgangsnummer: a.vorgangsnummer,
    datum: a.tag,
    status: AUFTRAG_STATUS_TEXT[a.status],
    fraktion: a.fraktion,
    abfallschluessel: a.abfallschluessel,
    begruendung: a.begruendung_gemischt.trim(),
  }));

  return { jahr, heute, standort, doku, belege, begruendungen, ausnahmen };
};
