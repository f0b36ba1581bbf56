import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useBenutzerInfo } from './useBenutzerInfo';

/** Pages of a disposer's portal home: only a disposer's own users open them (the server scopes the data); others go to the dashboard. */
export const NurEntsorger = ({ children }: { children: ReactNode }) => {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return <Loading />;
  return data.info.entsorger !== null ? children : <Navigate to="/dashboard" replace />;
};
