import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { PerspektiveBanner } from './PerspektiveBanner';
import { PerspektiveMenuItem } from './PerspektiveMenuItem';
import { StellvertretungBanner } from './StellvertretungBanner';
import { stellvertretungPaths } from './stellvertretungPaths';

const StellvertretungProtokollPage = lazyPage(() => import('./StellvertretungProtokollPage'), 'StellvertretungProtokollPage');

/**
 * Acting on behalf (spec § 6): the banners above every page while acting or seeing a producer's
 * perspective, the perspective switch in the user menu, support's protocol page.
 */
export const stellvertretungFeature: PortalFeature = {
  layoutTeile: [StellvertretungBanner, PerspektiveBanner],
  userMenu: [PerspektiveMenuItem],
  routes: (
    <CustomRoutes>
      <Route
        path={stellvertretungPaths.protokollRoute}
        element={<Guard route="supportErzeuger">{later(<StellvertretungProtokollPage />)}</Guard>}
      />
    </CustomRoutes>
  ),
};
