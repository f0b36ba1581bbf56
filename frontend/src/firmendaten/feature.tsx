import BusinessIcon from '@mui/icons-material/Business';
import { can } from '@abfallportal/common/permissions';
import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { UserMenuEintrag } from '../layout/UserMenuEintrag';
import { Guard } from '../session/Guard';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { firmendatenPaths } from './firmendatenPaths';

const FirmendatenPage = lazyPage(() => import('./FirmendatenPage'), 'FirmendatenPage');
const HauptsitzPage = lazyPage(() => import('./HauptsitzPage'), 'HauptsitzPage');
const AdressenPage = lazyPage(() => import('./AdressenPage'), 'AdressenPage');
const AdresseCreate = lazyPage(() => import('./AdresseCreate'), 'AdresseCreate');
const AdresseEdit = lazyPage(() => import('./AdresseEdit'), 'AdresseEdit');
const FirmenKontaktdatenPage = lazyPage(() => import('./FirmenKontaktdatenPage'), 'FirmenKontaktdatenPage');
const VollmachtPage = lazyPage(() => import('./VollmachtPage'), 'VollmachtPage');

/** Company data in the user menu, only for users who may see it (VIEW_FIRMENDATEN, spec § 6). */
const FirmendatenMenuItem = () => {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet' || !can(data.info.permissions, 'VIEW_FIRMENDATEN')) return null;
  return <UserMenuEintrag to={firmendatenPaths.root} icon={<BusinessIcon fontSize="small" />} label="firmendaten.titel" />;
};

/** Company data (spec § 2, /firmendaten). */
export const firmendatenFeature: PortalFeature = {
  userMenu: [FirmendatenMenuItem],
  routes: (
    <CustomRoutes>
      <Route path={firmendatenPaths.root} element={<Guard route="firmendaten">{later(<FirmendatenPage />)}</Guard>}>
        <Route index element={<Navigate to={firmendatenPaths.firmenhauptsitz} replace />} />
        <Route path="firmenhauptsitz" element={later(<HauptsitzPage />)} />
        <Route path="firmenadressen" element={later(<AdressenPage />)} />
        <Route path="kontaktdaten" element={later(<FirmenKontaktdatenPage />)} />
        <Route path="vollmacht" element={later(<VollmachtPage />)} />
        <Route path=":art/neu" element={later(<AdresseCreate />)} />
        <Route path=":art/:id" element={later(<AdresseEdit />)} />
      </Route>
    </CustomRoutes>
  ),
};
