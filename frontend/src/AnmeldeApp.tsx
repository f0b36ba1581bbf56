import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nContextProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authPaths, LoginPage } from './auth';
import { i18nProvider } from './i18n/i18nProvider';
import { queryClient } from './providers/queryClient';
import { theme } from './theme/theme';

export type AnmeldeAppProps = { weiter: () => void };

/** Any other path: hand over to the whole portal, which renders it (after sign-in, or a link on the login page). */
const Weiter = ({ weiter }: AnmeldeAppProps) => {
  useEffect(weiter, [weiter]);
  return null;
};

const muiTheme = createTheme(theme);

/**
 * The login page on its own (issue 19, fast first paint): opened directly, /login needs neither
 * react-admin's admin shell nor any feature, so it loads only the form, MUI and the shared query
 * client (the user info the sign-in stores there is the portal's afterwards).
 */
export const AnmeldeApp = ({ weiter }: AnmeldeAppProps) => (
  <BrowserRouter basename="/">
    <QueryClientProvider client={queryClient}>
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline />
          <Routes>
            <Route path={authPaths.login} element={<LoginPage />} />
            <Route path="*" element={<Weiter weiter={weiter} />} />
          </Routes>
        </ThemeProvider>
      </I18nContextProvider>
    </QueryClientProvider>
  </BrowserRouter>
);
