import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { createContext, useContext, type ComponentType, type MouseEvent } from 'react';

/** Where the browser is, as the login page needs it. */
export type AnmeldeOrt = { pathname: string; search: string; hash: string };
export type AnmeldeZiel = string | Partial<AnmeldeOrt>;

/**
 * What the login page needs from its surroundings (issue 19, fast first paint): texts, the location and a way to
 * navigate. Inside the portal react-router and react-admin provide it (RouterUmgebung); the login page opened on
 * its own gets a small stand-in over window.history (FensterUmgebung), so it loads neither.
 */
export type AnmeldeUmgebung = {
  translate: (key: string, options?: Record<string, string | number>) => string;
  ort: AnmeldeOrt;
  navigate: (to: AnmeldeZiel, options?: { replace?: boolean }) => void;
  /** The footer dialog with the legal texts, opened by anchor (ui/RechtlichesDialog). */
  Rechtliches: ComponentType;
};

const Kontext = createContext<AnmeldeUmgebung | null>(null);
export const AnmeldeUmgebungProvider = Kontext.Provider;

export const useAnmeldeUmgebung = (): AnmeldeUmgebung => {
  const umgebung = useContext(Kontext);
  if (!umgebung) throw new Error('useAnmeldeUmgebung außerhalb von AnmeldeUmgebungProvider');
  return umgebung;
};

/** The URL of a target, relative to the current location (like react-router's `to`). */
export const hrefVon = (to: AnmeldeZiel, ort: AnmeldeOrt): string => {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? ort.pathname;
  const search = to.search ?? (to.pathname === undefined ? ort.search : '');
  const hash = to.hash ?? '';
  return `${pathname}${search}${hash}`;
};

export type VerweisProps = Omit<MuiLinkProps, 'href'> & { to: AnmeldeZiel };

/** A link that navigates inside the portal (left click) and stays a real link (new tab, copy address). */
export const Verweis = ({ to, onClick, ...props }: VerweisProps) => {
  const { ort, navigate } = useAnmeldeUmgebung();
  const klick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <MuiLink href={hrefVon(to, ort)} onClick={klick} {...props} />;
};
