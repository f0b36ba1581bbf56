import { canSeeEntsorgerBereich } from '@abfallportal/common/permissions';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';

/** /entsorgerbereich: only for a disposer's own users (the spec names no permission for it); others go to the dashboard. */
export const EntsorgerBereichGuard = ({ children }: { children: ReactNode }) => {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return <Loading />;
  const eigener = data.info.entsorger;
  const darf = eigener !== null && canSeeEntsorgerBereich({ permissions: data.info.permissions, entsorgerId: eigener.id }, eigener.id);
  return darf ? children : <Navigate to="/dashboard" replace />;
};
