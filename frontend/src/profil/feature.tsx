import PersonIcon from '@mui/icons-material/Person';
import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import type { PortalFeature } from '../layout/portalFeature';
import { UserMenuEintrag } from '../layout/UserMenuEintrag';
import { Guard } from '../session/Guard';
import { profilPaths } from './profilPaths';

const ProfilPage = lazyPage(() => import('./ProfilPage'), 'ProfilPage');
const KontaktdatenPage = lazyPage(() => import('./KontaktdatenPage'), 'KontaktdatenPage');
const PasswortForm = lazyPage(() => import('./PasswortForm'), 'PasswortForm');

const ProfilMenuItem = () => <UserMenuEintrag to={profilPaths.root} icon={<PersonIcon fontSize="small" />} label="menu.profil" />;

/** The own profile (spec § 2, /profil): contact data and password. */
export const profilFeature: PortalFeature = {
  userMenu: [ProfilMenuItem],
  routes: (
    <CustomRoutes>
      <Route path={profilPaths.root} element={<Guard route="profil">{later(<ProfilPage />)}</Guard>}>
        <Route index element={<Navigate to={profilPaths.kontaktdaten} replace />} />
        <Route path="kontaktdaten" element={later(<KontaktdatenPage />)} />
        <Route path="passwort" element={later(<PasswortForm />)} />
      </Route>
    </CustomRoutes>
  ),
};
