import type { ErzeugerInfo } from '@abfallportal/common/erzeugerWire';
import { decideRoute, ROUTE_RULES, type RouteKey } from '@abfallportal/common/permissions';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { parseRouteId } from '../navigation/parseRouteId';
import { apiFetch } from '../providers/apiFetch';
import { routeAccessContext, type RouteErzeuger } from './accessContext';
import { useBenutzerInfo } from './useBenutzerInfo';

export type GuardProps = { route: RouteKey; children: ReactNode };

/** GET /api/v1/erzeuger/info?id=: the producer's type; staff may ask for any producer, others for their own. */
const ladeErzeugerInfo = (id: number) => apiFetch<ErzeugerInfo>('/api/v1/erzeuger/info', { query: { id } });

/**
 * Mirrors the server's route decision for display only: a denied route redirects (spec § 6).
 * Producer-scoped pages (/erzeuger/:erzeugerId/...) decide on the route's producer.
 */
export const Guard = ({ route, children }: GuardProps) => {
  const { data } = useBenutzerInfo();
  const routeId = parseRouteId(useParams().erzeugerId);
  const eigeneId = data?.status === 'angemeldet' ? data.info.erzeuger?.id : undefined;
  const fremd = ROUTE_RULES[route].producerScoped && routeId !== undefined && routeId !== eigeneId;
  const erzeuger = useQuery({
    queryKey: ['erzeugerInfo', routeId],
    queryFn: () => ladeErzeugerInfo(routeId!),
    enabled: fremd && data?.status === 'angemeldet',
    retry: false,
    staleTime: 60_000,
    meta: { eigeneFehler: true },
  });
  if (data?.status !== 'angemeldet') return <Loading />;
  const routeErzeuger: RouteErzeuger = !fremd
    ? { status: 'eigener' }
    : erzeuger.isPending
      ? { status: 'laedt' }
      : erzeuger.isError
        ? { status: 'fehler' }
        : { status: 'geladen', info: erzeuger.data };
  if (routeErzeuger.status === 'laedt') return <Loading />;
  const decision = decideRoute(route, routeAccessContext(data.info, routeErzeuger));
  return decision.allowed ? children : <Navigate to={decision.redirect} replace />;
};
