/**
 * Units as people read them (issue 19): the reference data spell cubic and square metres "m3" and
 * "m2" ("Absetzmulde 7 m3"); screens and mails show "m³" and "m²". Only the display changes, never the data.
 */
export function formatEinheiten(text: string | null | undefined): string {
  return (text ?? '').replace(/(\d\s*|\b)m([23])\b/g, (_, vor: string, hoch: string) => `${vor}m${hoch === '2' ? '²' : '³'}`);
}
