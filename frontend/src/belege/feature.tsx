import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { belegPaths } from './belegPaths';
import { belegeMenu } from './belegeMenu';

const BelegList = lazyPage(() => import('./BelegList'), 'BelegList');
const BelegShow = lazyPage(() => import('./BelegShow'), 'BelegShow');

/** Receipts (spec § 2: /rechnungen "Belege", /rechnungen/:id with its assignment child; EDIT_RECHNUNGEN). */
export const belegeFeature: PortalFeature = {
  menu: belegeMenu,
  routes: (
    <CustomRoutes>
      <Route path={belegPaths.root}>
        <Route index element={<Guard route="rechnungen">{later(<BelegList />)}</Guard>} />
        <Route path={belegPaths.showRoute} element={<Guard route="rechnungen">{later(<BelegShow />)}</Guard>} />
      </Route>
    </CustomRoutes>
  ),
};
