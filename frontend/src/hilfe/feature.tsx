import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { hilfeMenu } from './hilfeMenu';
import { hilfePaths } from './hilfePaths';

const ImpressumPage = lazyPage(() => import('./ImpressumPage'), 'ImpressumPage');
const AnleitungPage = lazyPage(() => import('./AnleitungPage'), 'AnleitungPage');
const KontaktPage = lazyPage(() => import('./KontaktPage'), 'KontaktPage');
const FaqPage = lazyPage(() => import('./FaqPage'), 'FaqPage');

/** Imprint (public), instructions, contact form and FAQ, and the sidebar's quick links (spec § 2). */
export const hilfeFeature: PortalFeature = {
  menu: hilfeMenu,
  routes: (
    <>
      <CustomRoutes noLayout>
        <Route path={hilfePaths.impressum} element={later(<ImpressumPage />)} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={hilfePaths.anleitung} element={later(<AnleitungPage />)} />
        <Route path={hilfePaths.kontakt} element={later(<KontaktPage />)} />
        <Route path={hilfePaths.faq} element={later(<FaqPage />)} />
      </CustomRoutes>
    </>
  ),
};
