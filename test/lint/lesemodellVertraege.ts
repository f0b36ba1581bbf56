import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PROJECTIONS } from '../../projections/src/index';
import { verstoesseIn, type Eigentuemer, type Verstoss } from './lesemodellTreffer';

/**
 * Reads through contracts (DESIGN § 5, issue 29): fails, naming file and line, when a non-test file
 * under backend/src or projections/src names a read-model table in a string or template literal
 * outside the owning feature's contract module and projection folder. The tables come from the
 * projections themselves (PROJECTIONS → .tables), their owner from the projections/src folder whose
 * index.ts exports the projection. Run: `npx tsx test/lint/lesemodellVertraege.ts`.
 */

const WURZEL = resolve(__dirname, '../..');
const TEST = /(\.test\.tsx?$|\/testing\/)/;

const dateien = (ordner: string): string[] =>
  readdirSync(ordner).flatMap((name) => {
    const pfad = join(ordner, name);
    if (statSync(pfad).isDirectory()) return dateien(pfad);
    return /\.tsx?$/.test(name) ? [pfad] : [];
  });

/** Table → owning feature: the folder of projections/src whose index.ts exports the projection. */
const eigentuemer = async (): Promise<Map<string, Eigentuemer>> => {
  const ordner = readdirSync(join(WURZEL, 'projections/src')).filter(
    (o) => o !== 'runtime' && statSync(join(WURZEL, 'projections/src', o)).isDirectory(),
  );
  const exporte = await Promise.all(
    ordner.map(async (o) => ({ feature: o, werte: Object.values((await import(`../../projections/src/${o}/index`)) as object) })),
  );
  const tabellen = new Map<string, Eigentuemer>();
  for (const p of PROJECTIONS) {
    const feature = exporte.find((e) => e.werte.includes(p))?.feature;
    if (!feature) throw new Error(`Projektion ${p.name}: kein Ordner unter projections/src exportiert sie`);
    for (const t of p.tables) tabellen.set(t, { feature, projektion: p.name });
  }
  return tabellen;
};

export const pruefeLesemodellVertraege = async (): Promise<Verstoss[]> => {
  const tabellen = await eigentuemer();
  return ['backend/src', 'projections/src']
    .flatMap((o) => dateien(join(WURZEL, o)))
    .map((pfad) => relative(WURZEL, pfad))
    .filter((datei) => !TEST.test(datei))
    .flatMap((datei) => verstoesseIn(datei, readFileSync(join(WURZEL, datei), 'utf8'), tabellen));
};

if (require.main === module) {
  void pruefeLesemodellVertraege().then(
    (verstoesse) => {
      for (const v of verstoesse)
        console.error(
          `${v.datei}:${v.zeile}: nennt ${v.tabelle} (Lesemodell von ${v.feature}); lies über den Vertrag in backend/src/${v.feature}/index.ts`,
        );
      if (verstoesse.length > 0) {
        console.error(`${verstoesse.length} Lesezugriffe an den Verträgen vorbei`);
        process.exit(1);
      }
      console.log('Lesemodell-Verträge: keine fremden Tabellennamen');
      process.exit(0);
    },
    (fehler: unknown) => {
      console.error(fehler);
      process.exit(2);
    },
  );
}
