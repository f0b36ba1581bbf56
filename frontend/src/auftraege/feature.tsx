import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { NurEntsorger } from '../session/NurEntsorger';
import { auftragFilter } from './auftragFilter';
import { auftragMenu } from './auftragMenu';
import { auftragPaths } from './auftragPaths';
import { entsorgerAuftragPaths } from './entsorgerAuftragPaths';
import { statetransitionPaths } from './statetransitionPaths';

const AuftragList = lazyPage(() => import('./AuftragList'), 'AuftragList');
const AuftragWizard = lazyPage(() => import('./AuftragWizard'), 'AuftragWizard');
const AuftragShow = lazyPage(() => import('./AuftragShow'), 'AuftragShow');
const TokenAktionPage = lazyPage(() => import('./TokenAktionPage'), 'TokenAktionPage');
const TransitionAbgeschlossenPage = lazyPage(() => import('./TransitionAbgeschlossenPage'), 'TransitionAbgeschlossenPage');
const EntsorgerAuftragList = lazyPage(() => import('./EntsorgerAuftragList'), 'EntsorgerAuftragList');
const EntsorgerAuftragShow = lazyPage(() => import('./EntsorgerAuftragShow'), 'EntsorgerAuftragShow');

/** Orders (spec § 2, /erzeuger/:erzeugerId/auftraege) and the disposer's public token pages (/statetransition). */
export const auftraegeFeature: PortalFeature = {
  menu: auftragMenu,
  listFilters: { auftrag: auftragFilter },
  routes: (
    <>
      {/* The order resource; its screens sit on the spec's routes below. */}
      <Resource name="auftrag" recordRepresentation="vorgangsnummer" />
      <CustomRoutes noLayout>
        <Route path={statetransitionPaths.aktionRoute} element={later(<TokenAktionPage />)} />
        <Route path={statetransitionPaths.abgeschlossen} element={later(<TransitionAbgeschlossenPage />)} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={auftragPaths.root}>
          <Route index element={<Guard route="auftraege">{later(<AuftragList />)}</Guard>} />
          <Route path={auftragPaths.neuRoute} element={<Guard route="auftragNeu">{later(<AuftragWizard />)}</Guard>} />
          <Route path={auftragPaths.showRoute} element={<Guard route="auftraege">{later(<AuftragShow />)}</Guard>} />
        </Route>
        {/* The disposer's portal home: the orders and requests sent to them (issue 19). */}
        <Route path={entsorgerAuftragPaths.root}>
          <Route index element={<NurEntsorger>{later(<EntsorgerAuftragList />)}</NurEntsorger>} />
          <Route path={entsorgerAuftragPaths.showRoute} element={<NurEntsorger>{later(<EntsorgerAuftragShow />)}</NurEntsorger>} />
        </Route>
      </CustomRoutes>
    </>
  ),
};
