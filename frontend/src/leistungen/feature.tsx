import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { EntsorgerBereichGuard } from './EntsorgerBereichGuard';
import { leistungenPaths } from './leistungenPaths';
import { leistungenMenu } from './leistungenMenu';
import { LeistungenMenuItems } from './LeistungenMenuItems';

const ErzeugerPreisePage = lazyPage(() => import('./ErzeugerPreisePage'), 'ErzeugerPreisePage');
const EntsorgerDetailPage = lazyPage(() => import('./EntsorgerDetailPage'), 'EntsorgerDetailPage');
const KundenList = lazyPage(() => import('./KundenList'), 'KundenList');
const EntsorgerPreisePage = lazyPage(() => import('./EntsorgerPreisePage'), 'EntsorgerPreisePage');
const LeistungCreate = lazyPage(() => import('./LeistungCreate'), 'LeistungCreate');
const LeistungEdit = lazyPage(() => import('./LeistungEdit'), 'LeistungEdit');

/** The children of a disposer detail: kunden (default), preise/entsorgung (default of preise), preise/umleerundspeisebehaelter. */
const entsorgerBereichKinder = (
  <>
    <Route index element={<Navigate to="kunden" replace />} />
    <Route path="kunden" element={later(<KundenList />)} />
    <Route path="preise" element={<Navigate to="entsorgung" replace />} />
    <Route path="preise/:typ" element={later(<EntsorgerPreisePage />)} />
    <Route path="preise/:typ/neu" element={later(<LeistungCreate />)} />
    <Route path="preise/:typ/:leistungId" element={later(<LeistungEdit />)} />
  </>
);

/** Prices: the producer's own prices, the support's disposer detail and a disposer's own area. */
export const leistungenFeature: PortalFeature = {
  menu: leistungenMenu,
  userMenu: [LeistungenMenuItems],
  routes: (
    <CustomRoutes>
      <Route path={leistungenPaths.erzeugerPreise}>
        <Route index element={<Navigate to="entsorgung" replace />} />
        <Route path=":typ" element={<Guard route="preise">{later(<ErzeugerPreisePage />)}</Guard>} />
      </Route>
      <Route
        path={leistungenPaths.supportEntsorgerDetailRoute}
        element={<Guard route="supportEntsorgerDetail">{later(<EntsorgerDetailPage />)}</Guard>}
      >
        {entsorgerBereichKinder}
      </Route>
      <Route
        path={leistungenPaths.eigenerBereich}
        element={<EntsorgerBereichGuard>{later(<EntsorgerDetailPage />)}</EntsorgerBereichGuard>}
      >
        {entsorgerBereichKinder}
      </Route>
    </CustomRoutes>
  ),
};
