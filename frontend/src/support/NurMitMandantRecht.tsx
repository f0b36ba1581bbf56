import { can } from '@abfallportal/common/permissions';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { supportPaths } from './supportPaths';

/**
 * Creating and editing producers needs CREATE_MANDANT beside the producer list's VIEW_ALL_ERZEUGER
 * (the route guard checks that one); without it the list opens instead. The server decides again.
 */
export const NurMitMandantRecht = ({ children }: { children: ReactNode }) => {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return <Loading />;
  return can(data.info.permissions, 'CREATE_MANDANT') ? children : <Navigate to={supportPaths.erzeuger} replace />;
};
