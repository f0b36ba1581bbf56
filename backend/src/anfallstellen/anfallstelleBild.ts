import { pruefeBild, type GeprueftesBild } from '../platform/files/pruefeBild';

export type BildFeld = 'bild' | 'skizze';
export type { GeprueftesBild };

/** A photo or sketch of a site: the portal's one picture check (platform/files/pruefeBild.ts). */
export const checkBild = (feld: BildFeld, datei: { buffer: Buffer; size: number } | undefined): Promise<GeprueftesBild | undefined> =>
  pruefeBild(feld, datei);
