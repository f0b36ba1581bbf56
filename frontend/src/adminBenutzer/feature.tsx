import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { adminBenutzerMenu } from './adminBenutzerMenu';
import { adminBenutzerPaths } from './adminBenutzerPaths';

const AdminBenutzerList = lazyPage(() => import('./AdminBenutzerList'), 'AdminBenutzerList');
const AdminBenutzerCreate = lazyPage(() => import('./AdminBenutzerCreate'), 'AdminBenutzerCreate');
const AdminBenutzerEdit = lazyPage(() => import('./AdminBenutzerEdit'), 'AdminBenutzerEdit');

/** The admin and support accounts (spec § 2, /admin/benutzerverwaltung). */
export const adminBenutzerFeature: PortalFeature = {
  menu: adminBenutzerMenu,
  routes: (
    <CustomRoutes>
      <Route path={adminBenutzerPaths.root}>
        <Route index element={<Guard route="adminBenutzerverwaltung">{later(<AdminBenutzerList />)}</Guard>} />
        <Route
          path={adminBenutzerPaths.neuRoute}
          element={<Guard route="adminBenutzerverwaltung">{later(<AdminBenutzerCreate />)}</Guard>}
        />
        <Route
          path={adminBenutzerPaths.editRoute}
          element={<Guard route="adminBenutzerverwaltung">{later(<AdminBenutzerEdit />)}</Guard>}
        />
      </Route>
    </CustomRoutes>
  ),
};
