import type { Request } from 'express';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { akteurAusScope, scopeIncludesErzeuger, scopeOf, type AuftragAkteur } from '@abfallportal/common/permissions';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';
import { assertDefiniert } from '@abfallportal/common/validation';

/**
 * The side a signed-in user acts for on orders, from the one permission function: staff who reach
 * every order (scopeOf 'auftraege' = alle), a disposer's user, or a producer's user; anyone else 403.
 */
export function akteurVon(benutzer: BenutzerInfo): AuftragAkteur {
  const akteur = akteurAusScope(scopeOf('auftraege', benutzer, 'read'));
  if (!akteur) throw verboten('Sie haben keine Berechtigung für Aufträge.');
  return akteur;
}

/** The rows of order lists this user may see, enforced in the query (DESIGN § 6). */
export function auftragScope(akteur: AuftragAkteur): TenantScope {
  if (akteur.seite === 'ADMIN') return { type: 'alle' };
  // A side without its tenant would widen the query to nothing or everything: fail at the cause (spec § 5).
  if (akteur.seite === 'ENTSORGER') {
    assertDefiniert(akteur.entsorgerId);
    return { type: 'entsorger', entsorgerId: akteur.entsorgerId };
  }
  assertDefiniert(akteur.erzeugerId);
  return { type: 'erzeuger', erzeugerId: akteur.erzeugerId };
}

/**
 * The producer a wizard call is about must be the user's own unless the user reaches every order
 * (scopeOf 'auftraege'); another tenant's producer answers "not found", so its existence does not leak.
 */
export function checkErzeugerImScope(benutzer: BenutzerInfo, erzeugerId: number): void {
  if (!scopeIncludesErzeuger(scopeOf('auftraege', benutzer, 'read'), erzeugerId)) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
}

export const ERZEUGER_NICHT_GEFUNDEN = 'Der Erzeuger wurde nicht gefunden.';
export const ANFALLSTELLE_NICHT_GEFUNDEN = 'Die Anfallstelle wurde nicht gefunden.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const istUuid = (s: string): boolean => UUID.test(s);

/**
 * Metadata of a command sent by a signed-in user: who acted, who really did when acting on behalf,
 * for which tenant, and the idempotency key (header `Idempotency-Key`; without it every request is new).
 * The key counts per user, real user and tenant: the command id is derived from all four, so
 * another tenant sending the same key finds nothing to replay (issue 17: keys were global).
 */
export const commandMetaVon = (req: Request, benutzer: BenutzerInfo, neueId: () => string): CommandMeta => {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && !istUuid(key)) throw ungueltig('Der Idempotency-Key muss eine UUID sein.');
  const actingAsId = req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null;
  const tenant = benutzer.erzeuger
    ? `erzeuger:${benutzer.erzeuger.id}`
    : benutzer.entsorger
      ? `entsorger:${benutzer.entsorger.id}`
      : 'portal';
  const commandId = key ? uuidFromName(`idempotency/${benutzer.id}/${actingAsId ?? ''}/${tenant}/${key.toLowerCase()}`) : neueId();
  return {
    actorId: String(benutzer.id),
    actingAsId,
    tenantId: benutzer.erzeuger ? String(benutzer.erzeuger.id) : null,
    commandId,
    correlationId: req.get('X-Correlation-Id') && istUuid(req.get('X-Correlation-Id')!) ? req.get('X-Correlation-Id')! : commandId,
    causationId: null,
  };
};
