/** The portal's colours, corners and font: shared by the whole portal's theme and the login page's own (issue 19). */
export const grundTheme = {
  palette: {
    mode: 'light' as const,
    primary: { main: '#2e6b3a', light: '#5a9a5f', dark: '#1b4726', contrastText: '#ffffff' },
    secondary: { main: '#1f5f7a', contrastText: '#ffffff' },
    background: { default: '#f4f6f3', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    // Issue 19: buttons and tabs in sentence case ("Bestellung annehmen mit Lieferterminänderung"), not ALL CAPS.
    button: { textTransform: 'none' as const },
  },
};
