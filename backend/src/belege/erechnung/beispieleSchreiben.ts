import fs from 'node:fs';
import path from 'node:path';
import { ABFALL_RECHNUNG_BEISPIELE } from './abfallRechnungBeispiele';
import { erzeugeAbfallRechnung } from './erzeugeAbfallRechnung';

/**
 * Writes the sample waste invoices to beispiele/ (committed: tests and demo data read the files).
 * Run after changing the samples or the generator: npx tsx backend/src/belege/erechnung/beispieleSchreiben.ts
 */
const schreibe = async (): Promise<void> => {
  const ziel = path.join(__dirname, 'beispiele');
  fs.mkdirSync(ziel, { recursive: true });
  for (const { datei, format, eingabe } of ABFALL_RECHNUNG_BEISPIELE) {
    const rechnung = await erzeugeAbfallRechnung(eingabe);
    fs.writeFileSync(path.join(ziel, datei), rechnung[format]);
    console.log(`geschrieben: ${datei}`);
  }
};

void schreibe();
