import type { ComponentType, ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import type { MenuEintrag } from '../navigation/menuEintraege';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { createAppBar } from './AppBar';
import { AppEventHandler } from './AppEventHandler';
import { FatalError } from './FatalError';
import { createMenu } from './Menu';
import { ScrollToHash } from './ScrollToHash';
import { SeitenleisteFestlegen } from './SeitenleisteFestlegen';

export type LayoutProps = { children: ReactNode };

/** What the features put into the layout (registered in App.tsx). */
export type LayoutTeile = {
  menu: readonly MenuEintrag[];
  userMenu: readonly ComponentType[];
  /** Mounted once above every protected page (banners, loaders of session-wide data). */
  oben: readonly ComponentType[];
};

/** The sidebar layout of every protected page, built once from the features' parts. */
export function createLayout(teile: LayoutTeile): ComponentType<LayoutProps> {
  const AppBar = createAppBar(teile.userMenu);
  const Menu = createMenu(teile.menu);
  return function Layout({ children }: LayoutProps) {
    const { data } = useBenutzerInfo();
    return (
      <RaLayout appBar={AppBar} menu={Menu}>
        <AppEventHandler />
        <ScrollToHash />
        <SeitenleisteFestlegen />
        {teile.oben.map((Teil, i) => (
          <Teil key={i} />
        ))}
        {data?.status === 'fehler' ? <FatalError /> : children}
      </RaLayout>
    );
  };
}
