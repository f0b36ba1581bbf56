import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { dashboardMenu } from './dashboardMenu';
import { dashboardPaths } from './dashboardPaths';
import { OnboardingMenuItem } from './OnboardingMenuItem';

const Dashboard = lazyPage(() => import('./Dashboard'), 'Dashboard');

/** The overview (spec § 2, /dashboard). */
export const dashboardFeature: PortalFeature = {
  menu: dashboardMenu,
  userMenu: [OnboardingMenuItem],
  routes: (
    <CustomRoutes>
      <Route path={dashboardPaths.root} element={<Guard route="dashboard">{later(<Dashboard />)}</Guard>} />
    </CustomRoutes>
  ),
};
