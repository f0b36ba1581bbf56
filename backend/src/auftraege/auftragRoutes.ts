import type { AppDeps } from '../appDeps';
import type { RouteSpec } from '../platform/http/route';
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
  return [
    ...offeneAuftraegeRoutes(deps),
    ...auftragApiRoutes(deps, ports, befehle),
    ...workflowRoutes(deps, befehle),
    ...publicWorkflowRoutes(deps, befehle),
  ];
}
