import { deDE as materialDeDE } from '@mui/material/locale';
import { deDE as pickersDeDE } from '@mui/x-date-pickers/locales';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { grundTheme } from './grundTheme';

/** The portal's colours on react-admin's default theme, with MUI's and the date pickers' German texts. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...grundTheme,
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    ...materialDeDE.components,
    ...pickersDeDE.components,
    // react-admin lets the whole page grow to the widest table (min-width: fit-content), so on a laptop the
    // app bar and every card scroll sideways with it. The frame keeps the window's width instead, and a
    // wide table scrolls inside its own card.
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
    },
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } },
    },
    RaDatagrid: {
      styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: { borderLeft: '3px solid transparent', '&.RaMenuItemLink-active': { borderLeftColor: '#2e6b3a' } },
      },
    },
  },
};
