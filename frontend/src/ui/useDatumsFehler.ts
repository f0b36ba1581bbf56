import { useCallback, useState } from 'react';

/**
 * The date fields' own faults in a form (DatumFeld's second argument): a typed non-day passes no value
 * on, so the form's schema cannot see it; the form asks here before it sends.
 */
export function useDatumsFehler<N extends string>() {
  const [faults, setFaults] = useState<Partial<Record<N, string | null>>>({});
  // Stable, so that a form's effect that opens it afresh may call it.
  const zuruecksetzen = useCallback(() => setFaults({}), []);
  return {
    melden: (name: N, text: string | null) => setFaults((f) => ({ ...f, [name]: text })),
    zuruecksetzen,
    /** The faults still open, as field errors; `zaehlt` leaves out the fields that are not sent. */
    offen: (zaehlt: (name: N) => boolean = () => true): Record<string, string> =>
      Object.fromEntries(Object.entries(faults).filter((e): e is [string, string] => typeof e[1] === 'string' && zaehlt(e[0] as N))),
  };
}

/** A form's field errors once a date changed: the field's own earlier message and the period's (computed live) go. */
export const ohneDatumsMeldung = (fehler: Record<string, string>, feld: string, zeitraumMeldung: string): Record<string, string> =>
  Object.fromEntries(Object.entries(fehler).filter(([k, m]) => k !== feld && m !== zeitraumMeldung));
