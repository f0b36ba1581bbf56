import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sessionPaths } from '../session/sessionPaths';
import { anmeldeTranslate } from './anmeldeTexte';
import { AnmeldeUmgebungProvider, hrefVon, type AnmeldeOrt, type AnmeldeUmgebung, type AnmeldeZiel } from './anmeldeUmgebung';

const ANKER: readonly string[] = [sessionPaths.agb, sessionPaths.datenschutz, sessionPaths.app];

const aktuellerOrt = (): AnmeldeOrt => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

// The legal texts need react-router and react-admin: loaded with the first anchor opened, not with the page.
const RechtlichesBruecke = lazy(() => import('./RechtlichesBruecke').then((m) => ({ default: m.RechtlichesBruecke })));

/** Mounts the legal dialog once an anchor asks for it; it then follows the address itself. */
const RechtlichesBeiBedarf = () => {
  const [gebraucht, setGebraucht] = useState(() => ANKER.includes(window.location.hash));
  useEffect(() => {
    if (gebraucht) return undefined;
    const pruefen = () => setGebraucht(ANKER.includes(window.location.hash));
    window.addEventListener('popstate', pruefen);
    return () => window.removeEventListener('popstate', pruefen);
  }, [gebraucht]);
  return gebraucht ? (
    <Suspense fallback={null}>
      <RechtlichesBruecke />
    </Suspense>
  ) : null;
};

export type FensterUmgebungProps = { children: ReactNode; /** Called when the user leaves the login page. */ weiter: () => void };

/**
 * The login page opened on its own (issue 19): navigation over window.history, texts from the German catalogue.
 * Another path than /login hands over to the whole portal (`weiter`), which then renders it.
 */
export const FensterUmgebung = ({ children, weiter }: FensterUmgebungProps) => {
  const [ort, setOrt] = useState(aktuellerOrt);
  useEffect(() => {
    const folgen = () => setOrt(aktuellerOrt());
    window.addEventListener('popstate', folgen);
    return () => window.removeEventListener('popstate', folgen);
  }, []);
  const navigate = useCallback(
    (to: AnmeldeZiel, options?: { replace?: boolean }) => {
      const href = hrefVon(to, aktuellerOrt());
      if (options?.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      if (window.location.pathname !== sessionPaths.login) {
        weiter();
        return;
      }
      // Routers that listen to the address (the legal dialog's) learn of the change as after "back".
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [weiter],
  );
  const umgebung = useMemo<AnmeldeUmgebung>(
    () => ({ translate: anmeldeTranslate, ort, navigate, Rechtliches: RechtlichesBeiBedarf }),
    [ort, navigate],
  );
  return <AnmeldeUmgebungProvider value={umgebung}>{children}</AnmeldeUmgebungProvider>;
};
