import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { rechnungsEingangPaths } from './rechnungsEingangPaths';

const RechnungEmailsPage = lazyPage(() => import('./RechnungEmailsPage'), 'RechnungEmailsPage');

/** The invoice e-mail import (issue 20): /rechnungen/emails, reached by the support tab "Rechnungs-E-Mail-Import"; staff only. */
export const rechnungsEingangFeature: PortalFeature = {
  menu: [],
  routes: (
    <CustomRoutes>
      <Route path={rechnungsEingangPaths.emails} element={<Guard route="rechnungEmailImport">{later(<RechnungEmailsPage />)}</Guard>} />
    </CustomRoutes>
  ),
};
