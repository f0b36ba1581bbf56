import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { anmeldeTheme } from './auth/anmeldeTheme';
import { FensterUmgebung } from './auth/FensterUmgebung';
import { LoginPage } from './auth/LoginPage';
import { queryClient } from './providers/queryClient';

export type AnmeldeAppProps = { weiter: () => void };

/**
 * The login page on its own (issue 19, fast first paint): opened directly, /login needs neither
 * react-admin, react-router nor any feature, so it loads only the form, a few MUI parts and the shared
 * query client (the user info the sign-in stores there is the portal's afterwards). Leaving /login
 * hands over to the whole portal (`weiter`).
 */
export const AnmeldeApp = ({ weiter }: AnmeldeAppProps) => (
  <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={anmeldeTheme}>
      <CssBaseline />
      <FensterUmgebung weiter={weiter}>
        <LoginPage />
      </FensterUmgebung>
    </ThemeProvider>
  </QueryClientProvider>
);
