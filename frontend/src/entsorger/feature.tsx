import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { entsorgerMenu } from './entsorgerMenu';
import { entsorgerPaths } from './entsorgerPaths';

const EntsorgerList = lazyPage(() => import('./EntsorgerList'), 'EntsorgerList');
const EntsorgerCreate = lazyPage(() => import('./EntsorgerCreate'), 'EntsorgerCreate');
const EntsorgerEdit = lazyPage(() => import('./EntsorgerEdit'), 'EntsorgerEdit');
const SupportEntsorgerList = lazyPage(() => import('./SupportEntsorgerList'), 'SupportEntsorgerList');
const SupportHaendlerList = lazyPage(() => import('./SupportHaendlerList'), 'SupportHaendlerList');

/** The producer's disposers (spec § 2, /erzeuger/:erzeugerId/entsorger). */
export const entsorgerFeature: PortalFeature = {
  menu: entsorgerMenu,
  routes: (
    <CustomRoutes>
      <Route path={entsorgerPaths.root}>
        <Route index element={<Guard route="entsorger">{later(<EntsorgerList />)}</Guard>} />
        <Route path={entsorgerPaths.neuRoute} element={<Guard route="entsorger">{later(<EntsorgerCreate />)}</Guard>} />
        <Route path={entsorgerPaths.editRoute} element={<Guard route="entsorger">{later(<EntsorgerEdit />)}</Guard>} />
      </Route>
    </CustomRoutes>
  ),
};

/** The support tab 'Entsorger': child routes of /support, composed by the support area. */
export const entsorgerSupportRoutes = (
  <Route path={entsorgerPaths.supportRoute} element={<Guard route="supportEntsorger">{later(<SupportEntsorgerList />)}</Guard>} />
);

/** The support tab 'Händler' (issue 21): the disposers that may be added beyond the contract limit. */
export const haendlerSupportRoutes = (
  <Route path={entsorgerPaths.haendlerRoute} element={<Guard route="supportEntsorger">{later(<SupportHaendlerList />)}</Guard>} />
);
