import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useBenutzerInfo } from '../auth/useBenutzerInfo';
import { StellvertretungBanner } from '../stellvertretung/StellvertretungBanner';
import { SitzungsStammdatenLaden } from '../stammdaten/useSitzungsStammdaten';
import { AppBar } from './AppBar';
import { AppEventHandler } from './AppEventHandler';
import { FatalError } from './FatalError';
import { Menu } from './Menu';
import { ScrollToHash } from './ScrollToHash';

export type LayoutProps = { children: ReactNode };

/** The sidebar layout of every protected page. */
export const Layout = ({ children }: LayoutProps) => {
  const { data } = useBenutzerInfo();
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <AppEventHandler />
      <ScrollToHash />
      <StellvertretungBanner />
      <SitzungsStammdatenLaden />
      {data?.status === 'fehler' ? <FatalError /> : children}
    </RaLayout>
  );
};
