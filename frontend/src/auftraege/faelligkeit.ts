import { istDringend } from '@abfallportal/common/auftrag';

export type Faelligkeit = { text: string; dringend: boolean };

/** How the list shows dueInDays: in words, and urgent when at most one day is left (spec § 4). */
export const faelligkeit = (dueInDays: number | null | undefined): Faelligkeit | null => {
  if (dueInDays === null || dueInDays === undefined) return null;
  const dringend = istDringend(dueInDays);
  if (dueInDays < -1) return { text: `seit ${-dueInDays} Tagen überfällig`, dringend };
  if (dueInDays === -1) return { text: 'seit 1 Tag überfällig', dringend };
  if (dueInDays === 0) return { text: 'heute', dringend };
  if (dueInDays === 1) return { text: 'morgen', dringend };
  return { text: `in ${dueInDays} Tagen`, dringend };
};
