import { erzeugerStammdatenSchema } from '@abfallportal/common/erzeugerWire';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { angebotszuordnungRoutes } from '../auftraege';
import { belegImportSupportRoutes } from '../belegImport';
import { entsorgerSupportRoutes, haendlerSupportRoutes } from '../entsorger';
import { lazyPage, later } from '../layout/lazyPage';
import { qrcodesSupportRoutes } from '../qrcodes';
import type { PortalFeature } from '../layout/portalFeature';
import { Guard } from '../session/Guard';
import { verbleibsanlagenSupportRoutes } from '../verbleibsanlagen';
import { supportMenu } from './supportMenu';
import { supportPaths } from './supportPaths';

const SupportPage = lazyPage(() => import('./SupportPage'), 'SupportPage');
const ErzeugerList = lazyPage(() => import('./ErzeugerList'), 'ErzeugerList');
const ErzeugerCreate = lazyPage(() => import('./ErzeugerCreate'), 'ErzeugerCreate');
const ErzeugerEdit = lazyPage(() => import('./ErzeugerEdit'), 'ErzeugerEdit');
const HoldingList = lazyPage(() => import('./HoldingList'), 'HoldingList');

/** The support area (spec § 2, /support): its producer tabs and the tabs of disposers and disposal plants. */
export const supportFeature: PortalFeature = {
  menu: supportMenu,
  detailsSchemas: { erzeuger: erzeugerStammdatenSchema },
  routes: (
    <>
      <Resource name="erzeuger" recordRepresentation="name" />
      <CustomRoutes>
        <Route path={supportPaths.root} element={later(<SupportPage />)}>
          <Route index element={<Navigate to={supportPaths.erzeuger} replace />} />
          <Route path={supportPaths.erzeugerRoute} element={<Guard route="supportErzeuger">{later(<ErzeugerList />)}</Guard>} />
          {entsorgerSupportRoutes}
          {verbleibsanlagenSupportRoutes}
          {angebotszuordnungRoutes}
          {belegImportSupportRoutes}
          {haendlerSupportRoutes}
          {qrcodesSupportRoutes}
          <Route path={supportPaths.erzeugerNeuRoute} element={<Guard route="supportErzeuger">{later(<ErzeugerCreate />)}</Guard>} />
          <Route path={supportPaths.erzeugerEditRoute} element={<Guard route="supportErzeuger">{later(<ErzeugerEdit />)}</Guard>} />
          <Route path={supportPaths.holdingRoute} element={<Guard route="supportErzeuger">{later(<HoldingList />)}</Guard>} />
        </Route>
      </CustomRoutes>
    </>
  ),
};
