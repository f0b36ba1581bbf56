import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { de } from 'date-fns/locale';
import { Fragment } from 'react';
import { Admin, memoryStore } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { adminBenutzerFeature } from './adminBenutzer';
import { anfallstellenFeature } from './anfallstellen';
import { apiDokuFeature } from './apiDoku';
import { auftraegeFeature } from './auftraege';
import { archivFeature } from './archiv';
import { authFeature } from './auth';
import { auswertungFeature } from './auswertung';
import { belegeFeature } from './belege';
import { rechnungsEingangFeature } from './rechnungsEingang';
import { dokumentationFeature } from './dokumentation';
import { benutzerverwaltungFeature } from './benutzerverwaltung';
import { dashboardFeature } from './dashboard';
import { devFeature } from './dev';
import { entsorgerFeature } from './entsorger';
import { firmendatenFeature } from './firmendaten';
import { hilfeFeature } from './hilfe';
import { i18nProvider } from './i18n/i18nProvider';
import { createLayout } from './layout/Layout';
import { NichtGefundenPage, nichtGefundenUnter } from './layout/NichtGefundenPage';
import { Notification } from './layout/Notification';
import type { PortalFeature } from './layout/portalFeature';
import { leistungenFeature } from './leistungen';
import { leistungsnummerFeature } from './leistungsnummer';
import { profilFeature } from './profil';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { mitDetailsPruefung } from './providers/detailsPruefung';
import { queryClient } from './providers/queryClient';
import { registrierungFeature } from './registrierung';
import { stammdatenFeature } from './stammdaten';
import { stellvertretungFeature } from './stellvertretung';
import { supportFeature } from './support';
import { ListenVorladen } from './session/ListenVorladen';
import { theme } from './theme/theme';

/** Every feature of the portal; the user menu shows their entries in this order, the sidebar in spec order. */
const FEATURES: readonly PortalFeature[] = [
  authFeature,
  registrierungFeature,
  devFeature,
  dashboardFeature,
  profilFeature,
  firmendatenFeature,
  leistungenFeature,
  auftraegeFeature,
  anfallstellenFeature,
  entsorgerFeature,
  supportFeature,
  stammdatenFeature,
  benutzerverwaltungFeature,
  adminBenutzerFeature,
  leistungsnummerFeature,
  stellvertretungFeature,
  archivFeature,
  apiDokuFeature,
  belegeFeature,
  rechnungsEingangFeature,
  dokumentationFeature,
  hilfeFeature,
  auswertungFeature,
];

const Layout = createLayout({
  menu: FEATURES.flatMap((f) => f.menu ?? []),
  userMenu: FEATURES.flatMap((f) => f.userMenu ?? []),
  oben: FEATURES.flatMap((f) => f.layoutTeile ?? []),
});
const dataProvider = mitDetailsPruefung(
  createDataProvider(Object.assign({}, ...FEATURES.map((f) => f.listFilters ?? {}))),
  Object.assign({}, ...FEATURES.map((f) => f.detailsSchemas ?? {})),
);
// react-admin's default store, made reachable: lists fetched ahead use the page and filters kept there.
const store = memoryStore();

/** The portal: public pages outside the layout, every other page behind the login (spec § 2). */
export const App = () => (
  // History mode with base '/' (spec § 2); react-admin would otherwise use a hash router.
  <BrowserRouter basename="/">
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
      <ListenVorladen dataProvider={dataProvider} store={store} />
      <Admin
        store={store}
        title="Abfallportal"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        theme={theme}
        layout={Layout}
        notification={Notification}
        loginPage={false}
        catchAll={NichtGefundenPage}
        requireAuth
        disableTelemetry
      >
        {FEATURES.map((feature, i) => (
          <Fragment key={i}>{feature.routes}</Fragment>
        ))}
        {nichtGefundenUnter(['erzeuger', 'auftrag', 'rechnungen'])}
      </Admin>
    </LocalizationProvider>
  </BrowserRouter>
);
