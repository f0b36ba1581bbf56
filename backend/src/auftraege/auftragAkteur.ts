import type { Request } from 'express';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can, type AuftragAkteur } from '@abfallportal/common/permissions';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { ungueltig, verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';

/** The side a signed-in user acts for on orders: staff with VIEW_ALL_AUFTRAG, a disposer's user, or a producer's. */
export const akteurVon = (benutzer: BenutzerInfo): AuftragAkteur => {
  if (can(benutzer.permissions, 'VIEW_ALL_AUFTRAG')) return { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };
  if (benutzer.entsorger) return { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: benutzer.entsorger.id };
  if (benutzer.erzeuger && can(benutzer.permissions, 'VIEW_AUFTRAG'))
    return { seite: 'ERZEUGER', erzeugerId: benutzer.erzeuger.id, entsorgerId: null };
  throw verboten('Sie haben keine Berechtigung für Aufträge.');
};

/** The rows of order lists this user may see, enforced in the query (DESIGN § 6). */
export const auftragScope = (akteur: AuftragAkteur): TenantScope => {
  if (akteur.seite === 'ADMIN') return { type: 'alle' };
  if (akteur.seite === 'ENTSORGER') return { type: 'entsorger', entsorgerId: akteur.entsorgerId! };
  return { type: 'erzeuger', erzeugerId: akteur.erzeugerId! };
};

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
  const tenant = benutzer.erzeuger ? `erzeuger:${benutzer.erzeuger.id}` : benutzer.entsorger ? `entsorger:${benutzer.entsorger.id}` : 'portal';
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
