import ApiIcon from '@mui/icons-material/Api';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { UserMenuEintrag } from '../layout/UserMenuEintrag';
import { Guard } from '../session/Guard';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { API_DOKU_PFAD, darfApiDokuSehen } from './apiDokuPaths';

const ApiDokuPage = lazyPage(() => import('./ApiDokuPage'), 'ApiDokuPage');

/** The API description in the admin's user menu (VIEW_ALL_USERS). */
function ApiDokuMenuItem() {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet' || !darfApiDokuSehen(data.info)) return null;
  return <UserMenuEintrag to={API_DOKU_PFAD} icon={<ApiIcon fontSize="small" />} label="menu.apiDoku" />;
}

/** /admin/api: the OpenAPI description built from the route registry (issue 17, item 1). */
export const apiDokuFeature: PortalFeature = {
  userMenu: [ApiDokuMenuItem],
  routes: (
    <CustomRoutes>
      <Route path={API_DOKU_PFAD} element={<Guard route="adminBenutzerverwaltung">{later(<ApiDokuPage />)}</Guard>} />
    </CustomRoutes>
  ),
};
