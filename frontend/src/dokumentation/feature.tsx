import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { dokumentationMenu } from './dokumentationMenu';
import { dokumentationPaths } from './dokumentationPaths';

const StandorteList = lazyPage(() => import('./StandorteList'), 'StandorteList');
const StandortSeite = lazyPage(() => import('./StandortSeite'), 'StandortSeite');

/** Documentation per site (spec § 2: /erzeuger/:erzeugerId/dokumentation → standorte, standorte/:anfallstelleId; issue 20). */
export const dokumentationFeature: PortalFeature = {
  menu: dokumentationMenu,
  routes: (
    <CustomRoutes>
      <Route path={dokumentationPaths.root}>
        <Route index element={<Navigate to={dokumentationPaths.standorteRoute} replace />} />
        <Route
          path={dokumentationPaths.standorteRoute}
          element={<Guard route="dokumentationStandorte">{later(<StandorteList />)}</Guard>}
        />
        <Route path={dokumentationPaths.standortRoute} element={<Guard route="dokumentationStandorte">{later(<StandortSeite />)}</Guard>} />
      </Route>
    </CustomRoutes>
  ),
};
