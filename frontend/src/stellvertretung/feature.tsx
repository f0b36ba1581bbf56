import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { StellvertretungBanner } from './StellvertretungBanner';
import { stellvertretungPaths } from './stellvertretungPaths';

const StellvertretungProtokollPage = lazyPage(() => import('./StellvertretungProtokollPage'), 'StellvertretungProtokollPage');

/** Acting on behalf (spec § 6): the banner above every page while acting, support's protocol page. */
export const stellvertretungFeature: PortalFeature = {
  layoutTeile: [StellvertretungBanner],
  routes: (
    <CustomRoutes>
      <Route
        path={stellvertretungPaths.protokollRoute}
        element={<Guard route="supportErzeuger">{later(<StellvertretungProtokollPage />)}</Guard>}
      />
    </CustomRoutes>
  ),
};
