import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PublicRahmen } from './PublicRahmen';
import { ScrollToHash } from './ScrollToHash';

export type PublicLayoutProps = { title: string; children: ReactNode; footer?: ReactNode; width?: number };

/** Pages outside the sidebar layout: the logo, one card, an optional footer. */
export const PublicLayout = ({ title, children, footer, width }: PublicLayoutProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const zumLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate('/login');
  };
  return (
    <>
      <ScrollToHash />
      <PublicRahmen title={title} claim={translate('portal.claim')} footer={footer} width={width} onLogoKlick={zumLogin}>
        {children}
      </PublicRahmen>
    </>
  );
};
