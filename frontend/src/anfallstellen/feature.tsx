import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { anfallstellenMenu } from './anfallstellenMenu';
import { anfallstellenPaths } from './anfallstellenPaths';

const AnfallstelleList = lazyPage(() => import('./AnfallstelleList'), 'AnfallstelleList');
const AnfallstelleCreate = lazyPage(() => import('./AnfallstelleCreate'), 'AnfallstelleCreate');
const AnfallstelleEdit = lazyPage(() => import('./AnfallstelleEdit'), 'AnfallstelleEdit');

/** The producer's sites (spec § 2, /erzeuger/:erzeugerId/anfallstellen). */
export const anfallstellenFeature: PortalFeature = {
  menu: anfallstellenMenu,
  routes: (
    <CustomRoutes>
      <Route path={anfallstellenPaths.root}>
        <Route index element={<Guard route="anfallstellen">{later(<AnfallstelleList />)}</Guard>} />
        <Route path={anfallstellenPaths.neuRoute} element={<Guard route="anfallstellen">{later(<AnfallstelleCreate />)}</Guard>} />
        <Route path={anfallstellenPaths.editRoute} element={<Guard route="anfallstellen">{later(<AnfallstelleEdit />)}</Guard>} />
      </Route>
    </CustomRoutes>
  ),
};
