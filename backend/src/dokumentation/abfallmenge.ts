import { abfallmengeFelderSchema, type AbfallmengeFelder } from '@abfallportal/common/abfallmenge';
import { z } from 'zod';
import type { EventReader } from '../platform/decider/decider';

export const ABFALLMENGE_SCHEMA_VERSION = 1;

const datei = z.object({ id: z.string(), name: z.string(), typ: z.string() });
export type ZertifikatDatei = z.infer<typeof datei>;

/** A waste quantity entered by hand (spec § 3): whose it is, its fields, its certificate PDF or none (a plant instead). */
export const abfallmengeErfasstSchema = z.object({
  erzeugerId: z.number().int(),
  felder: abfallmengeFelderSchema,
  zertifikat: datei.nullable(),
});
/** Fields changed; `zertifikat` is the certificate the quantity keeps afterwards (null: a plant instead). */
export const abfallmengeGeaendertSchema = z.object({ felder: abfallmengeFelderSchema, zertifikat: datei.nullable() });
export const abfallmengeGeloeschtSchema = z.object({});

export type AbfallmengeErfasst = { type: 'AbfallmengeErfasst'; data: z.infer<typeof abfallmengeErfasstSchema> };
export type AbfallmengeGeaendert = { type: 'AbfallmengeGeaendert'; data: z.infer<typeof abfallmengeGeaendertSchema> };
export type AbfallmengeGeloescht = { type: 'AbfallmengeGeloescht'; data: z.infer<typeof abfallmengeGeloeschtSchema> };
export type AbfallmengeEvent = AbfallmengeErfasst | AbfallmengeGeaendert | AbfallmengeGeloescht;

const SCHEMAS = {
  AbfallmengeErfasst: abfallmengeErfasstSchema,
  AbfallmengeGeaendert: abfallmengeGeaendertSchema,
  AbfallmengeGeloescht: abfallmengeGeloeschtSchema,
} as const;

export const ABFALLMENGE_EVENT_TYPEN = Object.keys(SCHEMAS) as AbfallmengeEvent['type'][];

export const readAbfallmengeEvent: EventReader<AbfallmengeEvent> = (stored) => {
  const schema = SCHEMAS[stored.type as AbfallmengeEvent['type']];
  if (!schema) throw new Error(`Unbekanntes Abfallmengen-Ereignis ${stored.type}`);
  return { type: stored.type, data: schema.parse(stored.data) } as AbfallmengeEvent;
};

export type AbfallmengeState = {
  status: 'NEU' | 'ERFASST' | 'GELOESCHT';
  erzeugerId: number;
  felder: AbfallmengeFelder | null;
  zertifikat: ZertifikatDatei | null;
};

export const initialAbfallmengeState = (): AbfallmengeState => ({ status: 'NEU', erzeugerId: 0, felder: null, zertifikat: null });

export const evolveAbfallmenge = (state: AbfallmengeState, event: AbfallmengeEvent): AbfallmengeState => {
  switch (event.type) {
    case 'AbfallmengeErfasst':
      return { status: 'ERFASST', erzeugerId: event.data.erzeugerId, felder: event.data.felder, zertifikat: event.data.zertifikat };
    case 'AbfallmengeGeaendert':
      return { ...state, felder: event.data.felder, zertifikat: event.data.zertifikat };
    case 'AbfallmengeGeloescht':
      return { ...state, status: 'GELOESCHT' };
  }
};
