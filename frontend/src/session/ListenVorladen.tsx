import { useEffect } from 'react';
import type { DataProvider, Store } from 'react-admin';
import { queryClient } from '../providers/queryClient';
import { listeVorladen, vorladenFrischHalten } from './listenVorladen';

/**
 * Pressing a link to a list (the sidebar's "Aufträge") starts its request at once, while the screen still renders
 * (issue 19: it used to leave only after the list's first render). Pointer down comes before the click; Enter
 * on a focused link gives the click only.
 */
export const ListenVorladen = ({ dataProvider, store }: { dataProvider: DataProvider; store: Store }) => {
  useEffect(() => {
    vorladenFrischHalten(queryClient);
    const gedrueckt = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      listeVorladen(link.pathname, { queryClient, dataProvider, store });
    };
    document.addEventListener('pointerdown', gedrueckt, true);
    document.addEventListener('click', gedrueckt, true);
    return () => {
      document.removeEventListener('pointerdown', gedrueckt, true);
      document.removeEventListener('click', gedrueckt, true);
    };
  }, [dataProvider, store]);
  return null;
};
