import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { statusgruppen } from '@abfallportal/common/statusgruppe';

/** What the archive keeps: finished orders and cancelled or declined ones (status groups of GET /statusgruppe). */
export const ARCHIV_STATUS: readonly AuftragStatus[] = statusgruppen()
  .filter((g) => g.id === 'ABGESCHLOSSEN' || g.id === 'STORNIERT')
  .flatMap((g) => g.status);

/** Past documentation periods: every year before the current one, newest first. */
export const vergangeneZeitraeume = <Z extends { id: number }>(zeitraeume: readonly Z[], aktuellesJahr: number): Z[] =>
  zeitraeume.filter((z) => z.id < aktuellesJahr).sort((a, b) => b.id - a.id);

/** The archive's one search also narrows the periods: a year or part of it. */
export const passtZurSuche = (z: { id: number; name: string }, suche: string): boolean => {
  const s = suche.trim().toLowerCase();
  return s === '' || String(z.id).includes(s) || z.name.toLowerCase().includes(s);
};
