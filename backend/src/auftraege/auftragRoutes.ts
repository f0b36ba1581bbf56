import type { AppDeps } from '../appDeps';
import type { RouteSpec } from '../platform/http/route';
import { angebotRoutes } from './angebotApi';
import { angebotTokenRoutes } from './angebotTokenApi';
import { auftragAenderungRoutes } from './auftragAenderungApi';
import { auftragApiRoutes } from './auftragApi';
import { createAuftragBefehle } from './auftragBefehle';
import { offeneAuftraegeRoutes } from './offeneAuftraegeApi';
import type { AuftragPorts } from './ports';
import { publicWorkflowRoutes } from './publicWorkflowApi';
import { workflowRoutes } from './workflowApi';

/**
 * Every route of the order slice: /v1/auftrag (wizard, place, list, details), /v1/workflow and the
 * disposer's token links under /v1/public/workflow, all sending commands through one order command
 * service that reaches master data and prices through `ports`.
 */
export function auftragRoutes(deps: AppDeps, ports: AuftragPorts): RouteSpec[] {
  const befehle = createAuftragBefehle(deps, ports);
  // Offers first: their paths would otherwise match /v1/auftrag/:id and the generic workflow routes.
  return [
    ...offeneAuftraegeRoutes(deps),
    ...angebotRoutes(deps, befehle),
    ...angebotTokenRoutes(deps, befehle),
    ...auftragApiRoutes(deps, ports, befehle),
    ...workflowRoutes(deps, befehle),
    ...publicWorkflowRoutes(deps, befehle),
    ...auftragAenderungRoutes(deps, ports, befehle),
  ];
}
