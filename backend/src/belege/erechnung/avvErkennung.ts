import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { REFERENZ_DIR } from '../../stammdaten';
import type { ERechnungMerkmal } from './eRechnung';

export type AvvEintrag = { schluessel: string; anzeige: string; gefaehrlich: boolean };

let katalog: ReadonlyMap<string, AvvEintrag> | undefined;

/**
 * The AVV catalogue as the backend loads it into `abfallschluessel` (data/referenz, the same file as
 * ../shared/data/avv_abfallverzeichnis_2020.csv), read once: reading an invoice needs no database.
 */
export const avvKatalog = (): ReadonlyMap<string, AvvEintrag> => {
  if (!katalog) {
    const zeilen = parse(fs.readFileSync(path.join(REFERENZ_DIR, 'avv_abfallverzeichnis_2020.csv'), 'utf8'), {
      columns: true,
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
    katalog = new Map(
      zeilen.map((z) => {
        const schluessel = z.schluessel_kompakt ?? '';
        return [schluessel, { schluessel, anzeige: z.anzeige ?? schluessel, gefaehrlich: z.gefaehrlich === '1' }];
      }),
    );
  }
  return katalog;
};

// Six digits, as three pairs separated by single spaces ("17 09 04") or written together
// ("170904"), optionally followed by the hazard star; not part of a longer number or a date.
const AVV_MUSTER = /(?<![\d.,/])(\d{2})[ \u00a0]?(\d{2})[ \u00a0]?(\d{2})(?:[ \u00a0]?\*)?(?!\d)(?![.,/]\d)/g;

/** The first AVV key in a text that the catalogue knows; other six-digit numbers do not count. */
export const avvInText = (text: string | null): AvvEintrag | null => {
  if (!text) return null;
  for (const treffer of text.matchAll(AVV_MUSTER)) {
    const eintrag = avvKatalog().get(`${treffer[1]}${treffer[2]}${treffer[3]}`);
    if (eintrag) return eintrag;
  }
  return null;
};

const IST_AVV_MERKMAL = /avv|abfallschl|abfallart|waste ?code|ewc/i;

/**
 * Where a line names its AVV key, most specific first: an item attribute called "AVV" (or
 * "Abfallschlüssel"), the item name, the item description, any other attribute.
 */
export const avvDerPosition = (name: string, beschreibung: string | null, merkmale: ERechnungMerkmal[]): AvvEintrag | null => {
  const avvMerkmale = merkmale.filter((m) => IST_AVV_MERKMAL.test(m.name));
  const andere = merkmale.filter((m) => !IST_AVV_MERKMAL.test(m.name));
  for (const text of [...avvMerkmale.map((m) => m.wert), name, beschreibung, ...andere.map((m) => `${m.name} ${m.wert}`)]) {
    const eintrag = avvInText(text);
    if (eintrag) return eintrag;
  }
  return null;
};
