import { createHash } from 'node:crypto';

/**
 * A uuid derived from a name (version-5 layout over SHA-256): the same command id always yields the
 * same event ids and new aggregate ids, and a reactor derives the same outbox ids from the same event.
 */
export function uuidFromName(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
