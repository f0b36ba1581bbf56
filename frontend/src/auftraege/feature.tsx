import { auftragDetailsSchema } from '@abfallportal/common/auftragWire';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { adminAuftragPaths } from './adminAuftragPaths';
import { NurEntsorger } from '../session/NurEntsorger';
import { auftragFilter } from './auftragFilter';
import { auftragMenu } from './auftragMenu';
import { auftragPaths } from './auftragPaths';
import { entsorgerAuftragPaths } from './entsorgerAuftragPaths';
import { statetransitionPaths } from './statetransitionPaths';

const AuftragList = lazyPage(() => import('./AuftragList'), 'AuftragList');
const AuftragWizard = lazyPage(() => import('./AuftragWizard'), 'AuftragWizard');
const AuftragShow = lazyPage(() => import('./AuftragShow'), 'AuftragShow');
const AuftragEdit = lazyPage(() => import('./AuftragEdit'), 'AuftragEdit');
const AuftragNachtragen = lazyPage(() => import('./AuftragNachtragen'), 'AuftragNachtragen');
const TokenAktionPage = lazyPage(() => import('./TokenAktionPage'), 'TokenAktionPage');
const TransitionAbgeschlossenPage = lazyPage(() => import('./TransitionAbgeschlossenPage'), 'TransitionAbgeschlossenPage');
const AngebotszuordnungPage = lazyPage(() => import('./AngebotszuordnungPage'), 'AngebotszuordnungPage');

/** The support tab "Angebotszuordnung" (spec § 2), mounted inside the support area's tab page. */
export const angebotszuordnungRoutes = (
  <Route path={auftragPaths.angebotszuordnungRoute} element={<Guard route="offeneAuftraege">{later(<AngebotszuordnungPage />)}</Guard>} />
);
const OffeneAuftraegeList = lazyPage(() => import('./OffeneAuftraegeList'), 'OffeneAuftraegeList');
const AuftragSuchePage = lazyPage(() => import('./AuftragSuchePage'), 'AuftragSuchePage');
const EntsorgerAuftragList = lazyPage(() => import('./EntsorgerAuftragList'), 'EntsorgerAuftragList');
const EntsorgerAuftragShow = lazyPage(() => import('./EntsorgerAuftragShow'), 'EntsorgerAuftragShow');

/** Orders (spec § 2, /erzeuger/:erzeugerId/auftraege) and the disposer's public token pages (/statetransition). */
export const auftraegeFeature: PortalFeature = {
  menu: auftragMenu,
  listFilters: { auftrag: auftragFilter },
  detailsSchemas: { auftrag: auftragDetailsSchema },
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
          <Route path={auftragPaths.nachtragenRoute} element={<Guard route="auftragNeu">{later(<AuftragNachtragen />)}</Guard>} />
          <Route path={auftragPaths.editRoute} element={<Guard route="auftragEdit">{later(<AuftragEdit />)}</Guard>} />
          <Route path={auftragPaths.showRoute} element={<Guard route="auftraege">{later(<AuftragShow />)}</Guard>} />
        </Route>
        {/* Staff: open orders (spec § 2) and the order search; details open at the order's producer route. */}
        <Route path={adminAuftragPaths.offen} element={<Guard route="offeneAuftraege">{later(<OffeneAuftraegeList />)}</Guard>} />
        <Route path={adminAuftragPaths.suche} element={<Guard route="offeneAuftraege">{later(<AuftragSuchePage />)}</Guard>} />
        {/* The disposer's portal home: the orders and requests sent to them (issue 19). */}
        <Route path={entsorgerAuftragPaths.root}>
          <Route index element={<NurEntsorger>{later(<EntsorgerAuftragList />)}</NurEntsorger>} />
          <Route path={entsorgerAuftragPaths.showRoute} element={<NurEntsorger>{later(<EntsorgerAuftragShow />)}</NurEntsorger>} />
        </Route>
      </CustomRoutes>
    </>
  ),
};
