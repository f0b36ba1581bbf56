/**
 * Lost updates, the client side: every editable record carries `version` (a version column or the
 * stream revision); an edit sends it back as If-Match and the server answers a stale one with 409.
 */
export type Version = number | null | undefined;

export const VERSION_KONFLIKT = 'VERSION_KONFLIKT';

/** The message the server sends with a 409; shown as well when a 409 arrives without a body. */
export const VERSION_KONFLIKT_MELDUNG =
  'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.';

/** The version a loaded record carries; undefined while the server does not send one for it. */
export function versionOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('version' in record)) return undefined;
  const { version } = record;
  return typeof version === 'number' && Number.isFinite(version) ? version : undefined;
}

/** If-Match: "<version>" when the screen loaded a version; nothing otherwise (so older records keep working). */
export function versionHeaders(version: Version): Record<string, string> {
  return typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
}

/** Whether a failed call says the record changed since the screen loaded it. */
export function isVersionKonflikt(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 409) return false;
  const code =
    'code' in error
      ? error.code
      : 'body' in error && typeof error.body === 'object' && error.body !== null && 'code' in error.body
        ? error.body.code
        : undefined;
  return code === VERSION_KONFLIKT;
}
