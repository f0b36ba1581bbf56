import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Logo } from '../theme/Logo';
import { usePageTitle } from './usePageTitle';

export type PublicRahmenProps = {
  title: string;
  claim: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** Navigates to /login without reloading; the logo stays a real link. */
  onLogoKlick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The frame of the pages outside the sidebar layout, without router or i18n: the login page uses it alone (issue 19). */
export const PublicRahmen = ({ title, claim, children, footer, width = 440, onLogoKlick }: PublicRahmenProps) => {
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
      <Box component="a" href="/login" onClick={onLogoKlick} sx={{ mb: 1 }} aria-label="Abfallportal">
        <Logo height={48} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        {claim}
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
