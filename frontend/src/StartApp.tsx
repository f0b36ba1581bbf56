import { lazy, Suspense, useState } from 'react';
import { sessionPaths } from './session/sessionPaths';

const App = lazy(() => import('./App').then((m) => ({ default: m.App })));
const AnmeldeApp = lazy(() => import('./AnmeldeApp').then((m) => ({ default: m.AnmeldeApp })));

/**
 * Loads the login page alone when the browser opens /login, the whole portal otherwise or as soon
 * as the user leaves the login page (issue 19: the login page loads only what it needs).
 */
export const StartApp = () => {
  const [nurAnmeldung, setNurAnmeldung] = useState(() => window.location.pathname === sessionPaths.login);
  return <Suspense fallback={null}>{nurAnmeldung ? <AnmeldeApp weiter={() => setNurAnmeldung(false)} /> : <App />}</Suspense>;
};
