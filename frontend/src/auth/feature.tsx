import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { authPaths } from './authPaths';
import { DateiNichtGefundenPage } from './DateiNichtGefundenPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { RootRedirect } from './RootRedirect';
import { RouterUmgebung } from './RouterUmgebung';

const PasswortVergessenAnfragePage = lazyPage(() => import('./PasswortVergessenAnfragePage'), 'PasswortVergessenAnfragePage');
const PasswortErstellenPage = lazyPage(() => import('./PasswortErstellenPage'), 'PasswortErstellenPage');

/** Signing in and out, the password pages and the root redirect: public pages outside the layout (spec § 2). */
export const authFeature: PortalFeature = {
  routes: (
    <CustomRoutes noLayout>
      <Route path="/" element={<RootRedirect />} />
      <Route
        path={authPaths.login}
        element={
          <RouterUmgebung>
            <LoginPage />
          </RouterUmgebung>
        }
      />
      <Route path={authPaths.logout} element={<LogoutPage />} />
      <Route path={authPaths.passwortVergessenAnfrage} element={later(<PasswortVergessenAnfragePage />)} />
      <Route path={authPaths.passwortErstellenRoute} element={later(<PasswortErstellenPage />)} />
      <Route path={authPaths.passwortZuruecksetzenRoute} element={later(<PasswortErstellenPage />)} />
      <Route path={authPaths.dateiNichtGefunden} element={<DateiNichtGefundenPage />} />
    </CustomRoutes>
  ),
};
