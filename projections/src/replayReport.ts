import type { Projection } from './runtime/projection';
import type { RebuildReport } from './runtime/rebuildProjection';

export type Selection = { type: 'ok'; projections: readonly Projection[] } | { type: 'unknown'; message: string };

/** `all` or one name; an unknown name gets a German message listing the known ones. */
export const selectProjections = (arg: string | undefined, known: readonly Projection[]): Selection => {
  const names = known.map((p) => p.name).join(', ');
  if (!arg) return { type: 'unknown', message: `Bitte eine Projektion angeben oder "all". Bekannt: ${names}` };
  if (arg === 'all') return { type: 'ok', projections: known };
  const found = known.find((p) => p.name === arg);
  return found ? { type: 'ok', projections: [found] } : { type: 'unknown', message: `Unbekannte Projektion "${arg}". Bekannt: ${names}` };
};

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The CLI's one line per projection: `<name>: <events> Ereignisse in <s> s (<events/s> Ereignisse/s)`. */
export const formatReport = (report: RebuildReport): string =>
  `${report.name}: ${integer.format(report.events)} Ereignisse in ${oneDecimal.format(report.seconds)} s (${integer.format(report.eventsPerSecond)} Ereignisse/s)`;
