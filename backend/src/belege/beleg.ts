import { z } from 'zod';
import {
  BELEG_HERKUNFT,
  BELEG_QUELLEN,
  BELEG_STATUS,
  belegFelderSchema,
  type BelegFelder,
  type BelegHerkunft,
  type BelegQuelle,
  type BelegStatus,
} from '@abfallportal/common/beleg';
import type { EventReader } from '../platform/decider/decider';

export const BELEG_SCHEMA_VERSION = 1;

const status = z.enum(BELEG_STATUS);
const datei = z.object({ id: z.string(), name: z.string(), typ: z.string() });

/** A receipt captured (spec § 3): whose it is, where it came from, its fields and its file. */
export const belegErfasstSchema = z.object({
  erzeugerId: z.number().int(),
  entsorgerId: z.number().int(),
  herkunft: z.enum(BELEG_HERKUNFT),
  quelle: z.enum(BELEG_QUELLEN),
  felder: belegFelderSchema,
  datei: datei.nullable(),
  /** An e-invoice the reader refused: its German reason, kept for a person to look at (issue 20, invoices in). */
  leseFehler: z.string().nullable().optional(),
});
/** Fields or positions changed; a checked receipt goes back to ZUGEORDNET (its check is void). */
export const belegGeaendertSchema = z.object({ felder: belegFelderSchema, von: status, nach: status });
/** Assigned to one or more orders (processes); replaces the earlier assignment. */
export const belegZugeordnetSchema = z.object({
  auftraege: z.array(z.object({ id: z.string(), vorgangsnummer: z.string() })),
  von: status,
});
export const belegGeprueftSchema = z.object({ von: status });
export const belegFreigegebenSchema = z.object({ von: status });
/** Rejected as faulty; carries what the disposer's mail needs. */
export const belegAlsFehlerhaftAbgelehntSchema = z.object({
  von: status,
  begruendung: z.string(),
  erzeugerId: z.number().int(),
  entsorgerId: z.number().int(),
  typ: z.string(),
  nummer: z.string().nullable(),
});
export const belegGeloeschtSchema = z.object({ von: status });

export type BelegErfasst = { type: 'BelegErfasst'; data: z.infer<typeof belegErfasstSchema> };
export type BelegGeaendert = { type: 'BelegGeaendert'; data: z.infer<typeof belegGeaendertSchema> };
export type BelegZugeordnet = { type: 'BelegZugeordnet'; data: z.infer<typeof belegZugeordnetSchema> };
export type BelegGeprueft = { type: 'BelegGeprueft'; data: z.infer<typeof belegGeprueftSchema> };
export type BelegFreigegeben = { type: 'BelegFreigegeben'; data: z.infer<typeof belegFreigegebenSchema> };
export type BelegAlsFehlerhaftAbgelehnt = { type: 'BelegAlsFehlerhaftAbgelehnt'; data: z.infer<typeof belegAlsFehlerhaftAbgelehntSchema> };
export type BelegGeloescht = { type: 'BelegGeloescht'; data: z.infer<typeof belegGeloeschtSchema> };

export type BelegEvent =
  BelegErfasst | BelegGeaendert | BelegZugeordnet | BelegGeprueft | BelegFreigegeben | BelegAlsFehlerhaftAbgelehnt | BelegGeloescht;

const SCHEMAS = {
  BelegErfasst: belegErfasstSchema,
  BelegGeaendert: belegGeaendertSchema,
  BelegZugeordnet: belegZugeordnetSchema,
  BelegGeprueft: belegGeprueftSchema,
  BelegFreigegeben: belegFreigegebenSchema,
  BelegAlsFehlerhaftAbgelehnt: belegAlsFehlerhaftAbgelehntSchema,
  BelegGeloescht: belegGeloeschtSchema,
} as const;

export const BELEG_EVENT_TYPEN = Object.keys(SCHEMAS) as BelegEvent['type'][];

export const readBelegEvent: EventReader<BelegEvent> = (stored) => {
  const schema = SCHEMAS[stored.type as BelegEvent['type']];
  if (!schema) throw new Error(`Unbekanntes Beleg-Ereignis ${stored.type}`);
  return { type: stored.type, data: schema.parse(stored.data) } as BelegEvent;
};

export type BelegState = {
  status: BelegStatus | 'NEU';
  erzeugerId: number;
  entsorgerId: number;
  herkunft: BelegHerkunft;
  quelle: BelegQuelle;
  felder: BelegFelder | null;
  auftraege: { id: string; vorgangsnummer: string }[];
  datei: { id: string; name: string; typ: string } | null;
  fehlerBegruendung: string | null;
  /** Why the e-invoice reader refused the file (the receipt stays ERFASST for a person); null when read or no e-invoice. */
  leseFehler?: string | null;
};

export const initialBelegState = (): BelegState => ({
  status: 'NEU',
  erzeugerId: 0,
  entsorgerId: 0,
  herkunft: 'MANUELL',
  quelle: 'UPLOAD',
  felder: null,
  auftraege: [],
  datei: null,
  fehlerBegruendung: null,
});

export const evolveBeleg = (state: BelegState, event: BelegEvent): BelegState => {
  switch (event.type) {
    case 'BelegErfasst':
      return {
        ...state,
        status: 'ERFASST',
        erzeugerId: event.data.erzeugerId,
        entsorgerId: event.data.entsorgerId,
        herkunft: event.data.herkunft,
        quelle: event.data.quelle,
        felder: event.data.felder,
        datei: event.data.datei,
        leseFehler: event.data.leseFehler ?? null,
      };
    case 'BelegGeaendert':
      return { ...state, felder: event.data.felder, status: event.data.nach };
    case 'BelegZugeordnet':
      return { ...state, auftraege: event.data.auftraege, status: 'ZUGEORDNET' };
    case 'BelegGeprueft':
      return { ...state, status: 'GEPRUEFT' };
    case 'BelegFreigegeben':
      return { ...state, status: 'FREIGEGEBEN' };
    case 'BelegAlsFehlerhaftAbgelehnt':
      return { ...state, status: 'FEHLERHAFT', fehlerBegruendung: event.data.begruendung };
    case 'BelegGeloescht':
      return { ...state, status: 'GELOESCHT' };
  }
};
