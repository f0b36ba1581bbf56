/** File types the portal accepts (spec § 5): PDF for documents, JPEG or PNG for images, JSON for imports. */
export type Dateityp = 'application/pdf' | 'image/jpeg' | 'image/png' | 'application/json';

const beginntMit = (data: Buffer, bytes: number[]): boolean => bytes.every((b, i) => data[i] === b);

/**
 * The type by content (magic numbers), never by name or declared type. A hand check on purpose:
 * the maintained detector package is ESM-only and our jest setup is CommonJS.
 */
export const erkenneDateityp = (data: Buffer): Dateityp | null => {
  if (beginntMit(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (beginntMit(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (beginntMit(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const text = data.subarray(0, Math.min(data.length, 1)).toString('utf8');
  if (text === '{' || text === '[') {
    try {
      JSON.parse(data.toString('utf8'));
      return 'application/json';
    } catch {
      return null;
    }
  }
  return null;
};
