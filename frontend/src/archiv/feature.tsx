import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { archivMenu } from './archivMenu';
import { archivPaths } from './archivPaths';

const ArchivPage = lazyPage(() => import('./ArchivPage'), 'ArchivPage');

/** The archive (spec § 2): finished and cancelled orders, past documentation periods. */
export const archivFeature: PortalFeature = {
  menu: archivMenu,
  routes: (
    <CustomRoutes>
      <Route path={archivPaths.root} element={<Guard route="auftraege">{later(<ArchivPage />)}</Guard>} />
    </CustomRoutes>
  ),
};
