import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { stammdatenMenu } from './stammdatenMenu';
import { stammdatenPaths } from './stammdatenPaths';
import { SitzungsStammdatenLaden } from './useSitzungsStammdaten';

const StammdatenPage = lazyPage(() => import('./StammdatenPage'), 'StammdatenPage');
const StammdatenList = lazyPage(() => import('./StammdatenList'), 'StammdatenList');
const StammdatenCreate = lazyPage(() => import('./StammdatenCreate'), 'StammdatenCreate');
const StammdatenEdit = lazyPage(() => import('./StammdatenEdit'), 'StammdatenEdit');

/** Master data (spec § 2, /stammdaten); the session's master data load once above every protected page. */
export const stammdatenFeature: PortalFeature = {
  menu: stammdatenMenu,
  layoutTeile: [SitzungsStammdatenLaden],
  routes: (
    <CustomRoutes>
      <Route path={stammdatenPaths.root} element={<Guard route="stammdaten">{later(<StammdatenPage />)}</Guard>}>
        <Route index element={<Navigate to={stammdatenPaths.branchen} replace />} />
        <Route path="kostenstellen" element={<Navigate to={stammdatenPaths.kostenstellenEntsorgung} replace />} />
        <Route path="kostenstellen/:art" element={later(<StammdatenList />)} />
        <Route path="kostenstellen/:art/neu" element={later(<StammdatenCreate />)} />
        <Route path="kostenstellen/:art/:id" element={later(<StammdatenEdit />)} />
        <Route path=":typ" element={later(<StammdatenList />)} />
        <Route path=":typ/neu" element={later(<StammdatenCreate />)} />
        <Route path=":typ/:id" element={later(<StammdatenEdit />)} />
      </Route>
    </CustomRoutes>
  ),
};
