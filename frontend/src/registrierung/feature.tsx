import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { registrierungPaths } from './registrierungPaths';

const RegistrierungPage = lazyPage(() => import('./RegistrierungPage'), 'RegistrierungPage');
const RegistrierungAbgeschlossenPage = lazyPage(() => import('./RegistrierungAbgeschlossenPage'), 'RegistrierungAbgeschlossenPage');

/** Registration: public pages (spec § 2). */
export const registrierungFeature: PortalFeature = {
  routes: (
    <CustomRoutes noLayout>
      <Route path={registrierungPaths.registrierung} element={later(<RegistrierungPage />)} />
      <Route path={registrierungPaths.abgeschlossen} element={later(<RegistrierungAbgeschlossenPage />)} />
    </CustomRoutes>
  ),
};
