import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../platform/config';

/** The public sample e-invoices beside the repository (../shared/data/e-rechnung, see its SOURCES.md). */
export const ERECHNUNG_MUSTER_DIR = path.join(PROJECT_ROOT, '..', 'shared', 'data', 'e-rechnung');

export const muster = (datei: string): Buffer => fs.readFileSync(path.join(ERECHNUNG_MUSTER_DIR, datei));

/** Our own generated waste invoices (beispieleSchreiben.ts). */
export const BEISPIELE_DIR = path.join(__dirname, 'beispiele');

export const beispiel = (datei: string): Buffer => fs.readFileSync(path.join(BEISPIELE_DIR, datei));

/** Every sample file, found by listing, so a file added later is not forgotten by the tests. */
export const alleMuster = (): string[] =>
  fs
    .readdirSync(ERECHNUNG_MUSTER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((datei) => /\.(xml|pdf)$/i.test(datei))
    .sort();
