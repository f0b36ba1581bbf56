import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionPaths } from '../session/sessionPaths';
import { failureNotification } from '../navigation/failureNotification';
import { subscribeAppEvents } from '../providers/appEvents';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';

/**
 * Mounted in the protected layout only: a 401 on any call sends the user to /logout with the
 * current path, a failed call shows the alert of spec § 7.
 */
export const AppEventHandler = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const translate = useTranslate();
  const versionKonflikt = useVersionKonflikt();
  const { pathname, search } = location;

  useEffect(
    () =>
      subscribeAppEvents((event) => {
        if (event.type === 'unauthorized') {
          navigate(sessionPaths.logout, { state: { nextPathname: pathname, nextSearch: search } });
          return;
        }
        // A stale edit: the conflict alert with "Neu laden" instead of the plain failure alert.
        if (event.kind === 'mutation' && versionKonflikt(event.error)) return;
        const alert = failureNotification(event.kind, event.error);
        if (alert === null) return;
        notify(alert.message, { type: 'error', messageArgs: { detail: translate(alert.detail, { _: alert.detail }) } });
      }),
    [navigate, notify, translate, versionKonflikt, pathname, search],
  );
  return null;
};
