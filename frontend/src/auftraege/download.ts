const FALLBACK = 'download';

const ohnePfad = (name: string): string => name.split(/[/\\]/).pop()?.trim() ?? '';

/** Spec § 2: the file is named from the content-disposition header, else 'download'. */
export const dateinameAusContentDisposition = (header: string | null): string => {
  if (!header) return FALLBACK;
  const erweitert = /filename\*\s*=\s*(?:UTF-8|ISO-8859-1)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (erweitert) {
    try {
      const name = ohnePfad(decodeURIComponent(erweitert.trim().replace(/^"|"$/g, '')));
      if (name !== '') return name;
    } catch {
      // A malformed percent-encoding falls through to the plain filename parameter.
    }
  }
  const einfach = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = ohnePfad((einfach?.[1] ?? einfach?.[2] ?? '').replace(/\\(.)/g, '$1'));
  return name === '' ? FALLBACK : name;
};

/** Only files of this portal are fetched with the user's session: a path on the same origin. */
export const istEigenerPfad = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
