import { createTheme } from '@mui/material/styles';
import { grundTheme } from '../theme/grundTheme';

/**
 * The login page's theme when it is opened on its own: the portal's colours and the look react-admin's default
 * theme gives its inputs, without react-admin and the date pickers' locale (issue 19, fast first paint).
 */
export const anmeldeTheme = createTheme({
  ...grundTheme,
  typography: { ...grundTheme.typography, h6: { fontWeight: 400 } },
  components: {
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
  },
});
