import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { leistungsnummerMenu } from './leistungsnummerMenu';
import { leistungsnummerPaths } from './leistungsnummerPaths';

const LeistungsnummerList = lazyPage(() => import('./LeistungsnummerList'), 'LeistungsnummerList');
const LeistungsnummerCreate = lazyPage(() => import('./LeistungsnummerCreate'), 'LeistungsnummerCreate');
const LeistungsnummerEdit = lazyPage(() => import('./LeistungsnummerEdit'), 'LeistungsnummerEdit');

/** Service numbers (spec § 2, /erzeuger/:erzeugerId/leistungsnummer). */
export const leistungsnummerFeature: PortalFeature = {
  menu: leistungsnummerMenu,
  routes: (
    <CustomRoutes>
      <Route path={leistungsnummerPaths.root}>
        <Route index element={<Guard route="leistungsnummer">{later(<LeistungsnummerList />)}</Guard>} />
        <Route path={leistungsnummerPaths.neuRoute} element={<Guard route="leistungsnummer">{later(<LeistungsnummerCreate />)}</Guard>} />
        <Route path={leistungsnummerPaths.editRoute} element={<Guard route="leistungsnummer">{later(<LeistungsnummerEdit />)}</Guard>} />
      </Route>
    </CustomRoutes>
  ),
};
