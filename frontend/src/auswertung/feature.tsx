import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { auswertungMenu } from './auswertungMenu';
import { auswertungPaths } from './auswertungPaths';

const AuswertungPage = lazyPage(() => import('./AuswertungPage'), 'AuswertungPage');

/** Evaluations (spec § 2 /erzeuger/auswertung, issue 21): rule "Dashboard" plus the server's producer scope. */
export const auswertungFeature: PortalFeature = {
  menu: auswertungMenu,
  routes: (
    <CustomRoutes>
      <Route path={auswertungPaths.route} element={<Guard route="dashboard">{later(<AuswertungPage />)}</Guard>} />
    </CustomRoutes>
  ),
};
