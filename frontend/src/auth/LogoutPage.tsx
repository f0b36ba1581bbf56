import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Loading, useResetStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutRedirect } from '../navigation/logoutRedirect';
import { authApi } from './authApi';

type VorherigerOrt = { nextPathname?: string; nextSearch?: string } | null;

/**
 * /logout (spec § 2): ends the server session, clears the signed-in user info and goes to login,
 * carrying the previous full path as `redirect`. The previous path arrives as router state
 * (react-admin's logout and our 401 handler both pass it).
 */
export const LogoutPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const resetStore = useResetStore();
  const vorher = location.state as VorherigerOrt;
  const ziel = logoutRedirect(vorher?.nextPathname ? `${vorher.nextPathname}${vorher.nextSearch ?? ''}` : null);

  useEffect(() => {
    let aktiv = true;
    // A failed logout call (already signed out, server away) must not keep anyone on this page.
    authApi
      .abmelden()
      .catch(() => undefined)
      .finally(() => {
        if (!aktiv) return;
        queryClient.clear();
        resetStore();
        navigate(ziel, { replace: true });
      });
    return () => {
      aktiv = false;
    };
  }, [navigate, queryClient, resetStore, ziel]);

  return <Loading loadingPrimary="logout.laeuft" loadingSecondary="ra.message.loading" />;
};
