/** Rounding and ordering as every evaluation shows them. */

export const r3 = (v: number): number => Math.round(v * 1000) / 1000;
export const r2 = (v: number): number => Math.round(v * 100) / 100;
export const r1 = (v: number): number => Math.round(v * 10) / 10;
export const deutsch = (a: string, b: string) => a.localeCompare(b, 'de', { sensitivity: 'base' });
