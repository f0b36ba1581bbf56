import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { benutzerverwaltungMenu } from './benutzerverwaltungMenu';
import { benutzerverwaltungPaths } from './benutzerverwaltungPaths';

const BenutzerList = lazyPage(() => import('./BenutzerList'), 'BenutzerList');
const BenutzerCreate = lazyPage(() => import('./BenutzerCreate'), 'BenutzerCreate');
const BenutzerEdit = lazyPage(() => import('./BenutzerEdit'), 'BenutzerEdit');

/** The producer's user management (spec § 2, /erzeuger/:erzeugerId/verwaltung). */
export const benutzerverwaltungFeature: PortalFeature = {
  menu: benutzerverwaltungMenu,
  routes: (
    <CustomRoutes>
      <Route path={benutzerverwaltungPaths.root}>
        <Route index element={<Guard route="verwaltung">{later(<BenutzerList />)}</Guard>} />
        <Route path={benutzerverwaltungPaths.neuRoute} element={<Guard route="verwaltung">{later(<BenutzerCreate />)}</Guard>} />
        <Route path={benutzerverwaltungPaths.editRoute} element={<Guard route="verwaltung">{later(<BenutzerEdit />)}</Guard>} />
      </Route>
    </CustomRoutes>
  ),
};
