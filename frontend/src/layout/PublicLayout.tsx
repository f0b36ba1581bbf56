import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Logo } from '../theme/Logo';
import { usePageTitle } from './usePageTitle';
import { ScrollToHash } from './ScrollToHash';

export type PublicLayoutProps = { title: string; children: ReactNode; footer?: ReactNode; width?: number };

/** Pages outside the sidebar layout: the logo, one card, an optional footer. */
export const PublicLayout = ({ title, children, footer, width = 440 }: PublicLayoutProps) => {
  const translate = useTranslate();
  usePageTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #e8f0e6 0%, #f4f6f3 45%, #e3ecef 100%)',
      }}
    >
      <ScrollToHash />
      <Box component={Link} to="/login" sx={{ mb: 1 }} aria-label="Abfallportal">
        <Logo height={48} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        {translate('portal.claim')}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      {footer}
    </Box>
  );
};
