import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { RechtlichesDialog } from '../ui/RechtlichesDialog';
import { AnmeldeUmgebungProvider, type AnmeldeUmgebung } from './anmeldeUmgebung';

/** The login page inside the portal: react-router navigates, react-admin translates. */
export const RouterUmgebung = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const umgebung = useMemo<AnmeldeUmgebung>(
    () => ({
      translate: (key, options) => translate(key, options),
      ort: { pathname, search, hash },
      navigate: (to, options) => void navigate(to, options),
      Rechtliches: RechtlichesDialog,
    }),
    [translate, pathname, search, hash, navigate],
  );
  return <AnmeldeUmgebungProvider value={umgebung}>{children}</AnmeldeUmgebungProvider>;
};
