import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from 'react-admin';
import { decideRoute, type RouteKey } from '@abfallportal/common/permissions';
import { accessContext } from './accessContext';
import { useBenutzerInfo } from './useBenutzerInfo';

export type GuardProps = { route: RouteKey; children: ReactNode };

/** Mirrors the server's route decision for display only: a denied route redirects (spec § 6). */
export const Guard = ({ route, children }: GuardProps) => {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return <Loading />;
  const decision = decideRoute(route, accessContext(data.info));
  return decision.allowed ? children : <Navigate to={decision.redirect} replace />;
};
