import { erkenneDateityp } from '../platform/files/dateityp';

/** PDF by its magic number, XML by its first tag (the e-invoice reader parses it properly later). */
export const belegDateityp = (data: Buffer): 'application/pdf' | 'application/xml' | null => {
  if (erkenneDateityp(data) === 'application/pdf') return 'application/pdf';
  const anfang = data
    .subarray(0, 200)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^<(\?xml\s|[A-Za-z][\w.-]*(:[\w.-]+)?[\s>])/.test(anfang) ? 'application/xml' : null;
};
