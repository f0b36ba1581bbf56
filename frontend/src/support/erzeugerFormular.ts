import { mandantSchema } from '@abfallportal/common/erzeugerWire';
import { feldFehler } from '../ui/feldFehler';
import type { MandantFormular } from './erzeugerApi';

type Bild = { rawFile?: File } | null | undefined;

/** Form values without the image inputs and the read-only fields: the `mandant` JSON part. */
export const mandantAus = (werte: Record<string, unknown>): object => {
  const {
    logoDatei: _l,
    signaturDatei: _s,
    logoUrl: _lu,
    signaturUrl: _su,
    registriertAm: _r,
    zusammengefuehrtInId: _z,
    version: _v,
    ...mandant
  } = werte;
  // react-admin leaves a cleared select as '' or null; the schema wants null for "none".
  return Object.fromEntries(Object.entries(mandant).map(([k, v]) => [k, v === '' ? null : v]));
};

export const formularAus = (werte: Record<string, unknown>): MandantFormular => ({
  mandant: mandantAus(werte),
  // The version the form loaded goes back as If-Match: a producer changed meanwhile answers 409.
  version: typeof werte.version === 'number' ? werte.version : undefined,
  logo: (werte.logoDatei as Bild)?.rawFile,
  signatur: (werte.signaturDatei as Bild)?.rawFile,
});

/** The same schema as the server, so the same German messages next to the fields. */
export const validateMandant = (werte: Record<string, unknown>): Record<string, string> => {
  const result = mandantSchema.safeParse(mandantAus(werte));
  return result.success ? {} : feldFehler(result.error);
};
