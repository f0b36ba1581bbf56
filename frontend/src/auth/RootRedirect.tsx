import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { dashboardPaths } from '../dashboard';
import { takeReturnPath } from '../navigation/takeReturnPath';

/** '/' goes to the dashboard, or once to a stored return path (spec § 2). */
export const RootRedirect = () => {
  const [ziel] = useState(() => takeReturnPath(sessionStorage, '/') ?? dashboardPaths.root);
  return <Navigate to={ziel} replace />;
};
