import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { devPaths } from './devPaths';

const DevPostfachPage = lazyPage(() => import('./DevPostfachPage'), 'DevPostfachPage');

/** The development mailbox (public page; the server answers only in development). */
export const devFeature: PortalFeature = {
  routes: (
    <CustomRoutes noLayout>
      <Route path={devPaths.postfach} element={later(<DevPostfachPage />)} />
    </CustomRoutes>
  ),
};
