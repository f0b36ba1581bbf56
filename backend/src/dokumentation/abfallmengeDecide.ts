import { ABFALLMENGE_MELDUNGEN, avvKompakt, type AbfallmengeFelder } from '@abfallportal/common/abfallmenge';
import { GEMISCHTE_ABFAELLE } from '@abfallportal/common/beleg';
import { scopeIncludesErzeuger, type Scope } from '@abfallportal/common/permissions';
import type { Aggregate } from '../platform/decider/commandHandler';
import type { DecideContext } from '../platform/decider/decider';
import { DomainError, nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import {
  ABFALLMENGE_SCHEMA_VERSION,
  evolveAbfallmenge,
  initialAbfallmengeState,
  readAbfallmengeEvent,
  type AbfallmengeEvent,
  type AbfallmengeState,
  type ZertifikatDatei,
} from './abfallmenge';

/** `scope`: whose quantities the sender may change (scopeOf('dokumentation', user, 'write')). */
export type AbfallmengeErfassen = {
  type: 'AbfallmengeErfassen';
  scope: Scope;
  erzeugerId: number;
  felder: AbfallmengeFelder;
  zertifikat: ZertifikatDatei | null;
};
/** `zertifikat`: a newly uploaded certificate, null to keep the stored one (or drop it when a plant is chosen). */
export type AbfallmengeAendern = {
  type: 'AbfallmengeAendern';
  scope: Scope;
  felder: AbfallmengeFelder;
  zertifikat: ZertifikatDatei | null;
};
export type AbfallmengeLoeschen = { type: 'AbfallmengeLoeschen'; scope: Scope };
/**
 * „Zertifikat ersetzen“: a new certificate PDF replaces the stored one (or the plant: a quantity has
 * exactly one of them); `gueltigBis` the new certificate's date, null to keep the stored date.
 */
export type AbfallmengeZertifikatErsetzen = {
  type: 'AbfallmengeZertifikatErsetzen';
  scope: Scope;
  zertifikat: ZertifikatDatei;
  gueltigBis: string | null;
};
export type AbfallmengeCommand = AbfallmengeErfassen | AbfallmengeAendern | AbfallmengeLoeschen | AbfallmengeZertifikatErsetzen;

export const ABFALLMENGE_MELDUNG = {
  schonErfasst: 'Diese Abfallmenge ist schon erfasst.',
  fremderErzeuger: 'Abfallmengen kann man nur für den eigenen Erzeuger erfassen.',
} as const;

/** Whoever may not reach the quantity gets 404 (nothing leaks), also before a replay answers. */
export const checkAbfallmengeReplay = (command: AbfallmengeCommand, state: AbfallmengeState): void => {
  if (command.type === 'AbfallmengeErfassen') return;
  if (state.status !== 'ERFASST' || !scopeIncludesErzeuger(command.scope, state.erzeugerId))
    throw nichtGefunden(ABFALLMENGE_MELDUNGEN.nichtGefunden);
};

/** Plant or certificate, exactly one (spec § 5); mixed waste needs the exception's justification. */
export const pruefeAbfallmengeFelder = (felder: AbfallmengeFelder, zertifikat: ZertifikatDatei | null): void => {
  const errors: Record<string, string> = {};
  if ((felder.verbleibsanlageId === null) === (zertifikat === null)) {
    errors.verbleibsanlageId = ABFALLMENGE_MELDUNGEN.anlageOderZertifikat;
    errors.zertifikat = ABFALLMENGE_MELDUNGEN.anlageOderZertifikat;
  }
  if (GEMISCHTE_ABFAELLE.includes(avvKompakt(felder.abfallschluessel)) && !felder.ausnahme)
    errors.ausnahme = ABFALLMENGE_MELDUNGEN.ausnahme;
  const erste = Object.values(errors)[0];
  if (erste) throw ungueltig(erste, { errors });
};

/** The waste-quantity decider (pure): created, changed, its certificate replaced, deleted. */
export function decideAbfallmenge(command: AbfallmengeCommand, state: AbfallmengeState, _ctx: DecideContext): AbfallmengeEvent[] {
  if (command.type === 'AbfallmengeErfassen') {
    if (state.status !== 'NEU') throw new DomainError('konflikt', ABFALLMENGE_MELDUNG.schonErfasst);
    if (!scopeIncludesErzeuger(command.scope, command.erzeugerId)) throw verboten(ABFALLMENGE_MELDUNG.fremderErzeuger);
    pruefeAbfallmengeFelder(command.felder, command.zertifikat);
    return [
      { type: 'AbfallmengeErfasst', data: { erzeugerId: command.erzeugerId, felder: command.felder, zertifikat: command.zertifikat } },
    ];
  }
  checkAbfallmengeReplay(command, state);
  switch (command.type) {
    case 'AbfallmengeAendern': {
      // A chosen plant replaces a stored certificate; a new upload replaces the old certificate.
      const zertifikat = command.zertifikat ?? (command.felder.verbleibsanlageId === null ? state.zertifikat : null);
      pruefeAbfallmengeFelder(command.felder, zertifikat);
      return [{ type: 'AbfallmengeGeaendert', data: { felder: command.felder, zertifikat } }];
    }
    case 'AbfallmengeLoeschen':
      return [{ type: 'AbfallmengeGeloescht', data: {} }];
    case 'AbfallmengeZertifikatErsetzen': {
      // The same event as a change: the fields stay, the plant gives way, the certificate is the new file.
      const alt = state.felder!;
      const felder: AbfallmengeFelder = {
        ...alt,
        verbleibsanlageId: null,
        zertifikatGueltigBis: command.gueltigBis ?? (state.zertifikat ? alt.zertifikatGueltigBis : null),
      };
      pruefeAbfallmengeFelder(felder, command.zertifikat);
      return [{ type: 'AbfallmengeGeaendert', data: { felder, zertifikat: command.zertifikat } }];
    }
  }
}

/** The waste-quantity aggregate: one stream per quantity, `abfallmenge-<uuid>`. */
export const abfallmengeAggregate: Aggregate<AbfallmengeCommand, AbfallmengeEvent, AbfallmengeState> = {
  decider: { initialState: initialAbfallmengeState, evolve: evolveAbfallmenge, decide: decideAbfallmenge },
  readEvent: readAbfallmengeEvent,
  streamName: (id) => `abfallmenge-${id}`,
  schemaVersion: ABFALLMENGE_SCHEMA_VERSION,
  checkReplay: checkAbfallmengeReplay,
};
