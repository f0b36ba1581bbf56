import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { de } from 'date-fns/locale';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { auftragPaths } from './auftraege/auftragPaths';
import { adminBenutzerPaths } from './adminBenutzer/adminBenutzerPaths';
import { anfallstellenPaths } from './anfallstellen/anfallstellenPaths';
import { authPaths } from './auth/authPaths';
import { benutzerverwaltungPaths } from './benutzerverwaltung/benutzerverwaltungPaths';
import { entsorgerPaths } from './entsorger/entsorgerPaths';
import { leistungsnummerPaths } from './leistungsnummer/leistungsnummerPaths';
import { statetransitionPaths } from './statetransition/statetransitionPaths';
import { supportPaths } from './support/supportPaths';
import { verbleibsanlagenPaths } from './verbleibsanlagen/verbleibsanlagenPaths';
import { registrierungPaths } from './registrierung/registrierungPaths';
import { stammdatenPaths } from './stammdaten/stammdatenPaths';
import { DateiNichtGefundenPage } from './auth/DateiNichtGefundenPage';
import { Guard } from './auth/Guard';
import { EntsorgerBereichGuard } from './leistungen/EntsorgerBereichGuard';
import { leistungenPaths } from './leistungen/leistungenPaths';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RootRedirect } from './auth/RootRedirect';
import { dashboardPaths } from './dashboard/dashboardPaths';
import { devPaths } from './dev/devPaths';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { firmendatenPaths } from './firmendaten/firmendatenPaths';
import { profilPaths } from './profil/profilPaths';
import { stellvertretungPaths } from './stellvertretung/stellvertretungPaths';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { theme } from './theme/theme';

const named = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

// Screens behind the login and the rarely used public pages load on demand: the login page stays small.
const Dashboard = named(() => import('./dashboard/Dashboard'), 'Dashboard');
const ProfilPage = named(() => import('./profil/ProfilPage'), 'ProfilPage');
const KontaktdatenPage = named(() => import('./profil/KontaktdatenPage'), 'KontaktdatenPage');
const PasswortForm = named(() => import('./profil/PasswortForm'), 'PasswortForm');
const PasswortVergessenAnfragePage = named(() => import('./auth/PasswortVergessenAnfragePage'), 'PasswortVergessenAnfragePage');
const PasswortErstellenPage = named(() => import('./auth/PasswortErstellenPage'), 'PasswortErstellenPage');
const DevPostfachPage = named(() => import('./dev/DevPostfachPage'), 'DevPostfachPage');
const AuftragList = named(() => import('./auftraege'), 'AuftragList');
const AuftragWizard = named(() => import('./auftraege'), 'AuftragWizard');
const AuftragShow = named(() => import('./auftraege'), 'AuftragShow');
const BenutzerList = named(() => import('./benutzerverwaltung'), 'BenutzerList');
const BenutzerCreate = named(() => import('./benutzerverwaltung'), 'BenutzerCreate');
const BenutzerEdit = named(() => import('./benutzerverwaltung'), 'BenutzerEdit');
const SupportPage = named(() => import('./support'), 'SupportPage');
const FirmendatenPage = named(() => import('./firmendaten'), 'FirmendatenPage');
const HauptsitzPage = named(() => import('./firmendaten'), 'HauptsitzPage');
const AdressenPage = named(() => import('./firmendaten'), 'AdressenPage');
const AdresseCreate = named(() => import('./firmendaten'), 'AdresseCreate');
const AdresseEdit = named(() => import('./firmendaten'), 'AdresseEdit');
const FirmenKontaktdatenPage = named(() => import('./firmendaten'), 'FirmenKontaktdatenPage');
const VollmachtPage = named(() => import('./firmendaten'), 'VollmachtPage');
const ErzeugerList = named(() => import('./support'), 'ErzeugerList');
const AdminBenutzerList = named(() => import('./adminBenutzer'), 'AdminBenutzerList');
const AdminBenutzerCreate = named(() => import('./adminBenutzer'), 'AdminBenutzerCreate');
const AdminBenutzerEdit = named(() => import('./adminBenutzer'), 'AdminBenutzerEdit');
const StellvertretungProtokollPage = named(() => import('./stellvertretung/StellvertretungProtokollPage'), 'StellvertretungProtokollPage');
const EntsorgerList = named(() => import('./entsorger'), 'EntsorgerList');
const EntsorgerCreate = named(() => import('./entsorger'), 'EntsorgerCreate');
const EntsorgerEdit = named(() => import('./entsorger'), 'EntsorgerEdit');
const SupportEntsorgerList = named(() => import('./entsorger'), 'SupportEntsorgerList');
const LeistungsnummerList = named(() => import('./leistungsnummer'), 'LeistungsnummerList');
const LeistungsnummerCreate = named(() => import('./leistungsnummer'), 'LeistungsnummerCreate');
const LeistungsnummerEdit = named(() => import('./leistungsnummer'), 'LeistungsnummerEdit');
const ErzeugerCreate = named(() => import('./support'), 'ErzeugerCreate');
const ErzeugerEdit = named(() => import('./support'), 'ErzeugerEdit');
const HoldingList = named(() => import('./support'), 'HoldingList');
const AnfallstelleList = named(() => import('./anfallstellen'), 'AnfallstelleList');
const AnfallstelleCreate = named(() => import('./anfallstellen'), 'AnfallstelleCreate');
const AnfallstelleEdit = named(() => import('./anfallstellen'), 'AnfallstelleEdit');
const VerbleibsanlageList = named(() => import('./verbleibsanlagen'), 'VerbleibsanlageList');
const VerbleibsanlageCreate = named(() => import('./verbleibsanlagen'), 'VerbleibsanlageCreate');
const VerbleibsanlageEdit = named(() => import('./verbleibsanlagen'), 'VerbleibsanlageEdit');
const RegistrierungPage = named(() => import('./registrierung'), 'RegistrierungPage');
const RegistrierungAbgeschlossenPage = named(() => import('./registrierung'), 'RegistrierungAbgeschlossenPage');
const TokenAktionPage = named(() => import('./statetransition'), 'TokenAktionPage');
const StammdatenPage = named(() => import('./stammdaten'), 'StammdatenPage');
const StammdatenList = named(() => import('./stammdaten'), 'StammdatenList');
const StammdatenCreate = named(() => import('./stammdaten'), 'StammdatenCreate');
const StammdatenEdit = named(() => import('./stammdaten'), 'StammdatenEdit');
const TransitionAbgeschlossenPage = named(() => import('./statetransition'), 'TransitionAbgeschlossenPage');
const ErzeugerPreisePage = named(() => import('./leistungen'), 'ErzeugerPreisePage');
const EntsorgerDetailPage = named(() => import('./leistungen'), 'EntsorgerDetailPage');
const KundenList = named(() => import('./leistungen'), 'KundenList');
const EntsorgerPreisePage = named(() => import('./leistungen'), 'EntsorgerPreisePage');
const LeistungCreate = named(() => import('./leistungen'), 'LeistungCreate');
const LeistungEdit = named(() => import('./leistungen'), 'LeistungEdit');

const later = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/** The children of a disposer detail: kunden (default), preise/entsorgung (default of preise), preise/umleerundspeisebehaelter. */
const entsorgerBereichKinder = (
  <>
    <Route index element={<Navigate to="kunden" replace />} />
    <Route path="kunden" element={later(<KundenList />)} />
    <Route path="preise" element={<Navigate to="entsorgung" replace />} />
    <Route path="preise/:typ" element={later(<EntsorgerPreisePage />)} />
    <Route path="preise/:typ/neu" element={later(<LeistungCreate />)} />
    <Route path="preise/:typ/:leistungId" element={later(<LeistungEdit />)} />
  </>
);

/** The portal: public pages outside the layout, every other page behind the login (spec § 2). */
export const App = () => (
  // History mode with base '/' (spec § 2); react-admin would otherwise use a hash router.
  <BrowserRouter basename="/">
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
      <Admin
        title="Abfallportal"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        theme={theme}
        layout={Layout}
        notification={Notification}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {/* The order resource; its screens sit on the spec's routes below (/erzeuger/:erzeugerId/auftraege). */}
        <Resource name="auftrag" recordRepresentation="vorgangsnummer" />
        <Resource name="erzeuger" recordRepresentation="name" />
        <CustomRoutes noLayout>
          <Route path="/" element={<RootRedirect />} />
          <Route path={authPaths.login} element={<LoginPage />} />
          <Route path={authPaths.logout} element={<LogoutPage />} />
          <Route path={authPaths.passwortVergessenAnfrage} element={later(<PasswortVergessenAnfragePage />)} />
          <Route path={authPaths.passwortErstellenRoute} element={later(<PasswortErstellenPage />)} />
          <Route path={authPaths.passwortZuruecksetzenRoute} element={later(<PasswortErstellenPage />)} />
          <Route path={authPaths.dateiNichtGefunden} element={<DateiNichtGefundenPage />} />
          <Route path={registrierungPaths.registrierung} element={later(<RegistrierungPage />)} />
          <Route path={registrierungPaths.abgeschlossen} element={later(<RegistrierungAbgeschlossenPage />)} />
          <Route path={devPaths.postfach} element={later(<DevPostfachPage />)} />
          <Route path={statetransitionPaths.aktionRoute} element={later(<TokenAktionPage />)} />
          <Route path={statetransitionPaths.abgeschlossen} element={later(<TransitionAbgeschlossenPage />)} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path={dashboardPaths.root} element={<Guard route="dashboard">{later(<Dashboard />)}</Guard>} />
          <Route path={profilPaths.root} element={<Guard route="profil">{later(<ProfilPage />)}</Guard>}>
            <Route index element={<Navigate to={profilPaths.kontaktdaten} replace />} />
            <Route path="kontaktdaten" element={later(<KontaktdatenPage />)} />
            <Route path="passwort" element={later(<PasswortForm />)} />
          </Route>
          <Route path={firmendatenPaths.root} element={<Guard route="firmendaten">{later(<FirmendatenPage />)}</Guard>}>
            <Route index element={<Navigate to={firmendatenPaths.firmenhauptsitz} replace />} />
            <Route path="firmenhauptsitz" element={later(<HauptsitzPage />)} />
            <Route path="firmenadressen" element={later(<AdressenPage />)} />
            <Route path="kontaktdaten" element={later(<FirmenKontaktdatenPage />)} />
            <Route path="vollmacht" element={later(<VollmachtPage />)} />
            <Route path=":art/neu" element={later(<AdresseCreate />)} />
            <Route path=":art/:id" element={later(<AdresseEdit />)} />
          </Route>
          <Route path={auftragPaths.root}>
            <Route index element={<Guard route="auftraege">{later(<AuftragList />)}</Guard>} />
            <Route path={auftragPaths.neuRoute} element={<Guard route="auftragNeu">{later(<AuftragWizard />)}</Guard>} />
            <Route path={auftragPaths.showRoute} element={<Guard route="auftraege">{later(<AuftragShow />)}</Guard>} />
          </Route>
          <Route path={supportPaths.root} element={later(<SupportPage />)}>
            <Route index element={<Navigate to={supportPaths.erzeuger} replace />} />
            <Route path={supportPaths.erzeugerRoute} element={<Guard route="supportErzeuger">{later(<ErzeugerList />)}</Guard>} />
            <Route path={entsorgerPaths.supportRoute} element={<Guard route="supportEntsorger">{later(<SupportEntsorgerList />)}</Guard>} />
            <Route
              path={verbleibsanlagenPaths.route}
              element={<Guard route="supportVerbleibsanlagen">{later(<VerbleibsanlageList />)}</Guard>}
            />
            <Route
              path={verbleibsanlagenPaths.neuRoute}
              element={<Guard route="supportVerbleibsanlagen">{later(<VerbleibsanlageCreate />)}</Guard>}
            />
            <Route
              path={verbleibsanlagenPaths.editRoute}
              element={<Guard route="supportVerbleibsanlagen">{later(<VerbleibsanlageEdit />)}</Guard>}
            />
            <Route path={supportPaths.erzeugerNeuRoute} element={<Guard route="supportErzeuger">{later(<ErzeugerCreate />)}</Guard>} />
            <Route path={supportPaths.erzeugerEditRoute} element={<Guard route="supportErzeuger">{later(<ErzeugerEdit />)}</Guard>} />
            <Route path={supportPaths.holdingRoute} element={<Guard route="supportErzeuger">{later(<HoldingList />)}</Guard>} />
          </Route>
          <Route path={stammdatenPaths.root} element={<Guard route="stammdaten">{later(<StammdatenPage />)}</Guard>}>
            <Route index element={<Navigate to={stammdatenPaths.branchen} replace />} />
            <Route path="kostenstellen" element={<Navigate to={stammdatenPaths.kostenstellenEntsorgung} replace />} />
            <Route path="kostenstellen/:art" element={later(<StammdatenList />)} />
            <Route path="kostenstellen/:art/neu" element={later(<StammdatenCreate />)} />
            <Route path="kostenstellen/:art/:id" element={later(<StammdatenEdit />)} />
            <Route path=":typ" element={later(<StammdatenList />)} />
            <Route path=":typ/neu" element={later(<StammdatenCreate />)} />
            <Route path=":typ/:id" element={later(<StammdatenEdit />)} />
          </Route>
          <Route path={entsorgerPaths.root}>
            <Route index element={<Guard route="entsorger">{later(<EntsorgerList />)}</Guard>} />
            <Route path={entsorgerPaths.neuRoute} element={<Guard route="entsorger">{later(<EntsorgerCreate />)}</Guard>} />
            <Route path={entsorgerPaths.editRoute} element={<Guard route="entsorger">{later(<EntsorgerEdit />)}</Guard>} />
          </Route>
          <Route path={leistungsnummerPaths.root}>
            <Route index element={<Guard route="leistungsnummer">{later(<LeistungsnummerList />)}</Guard>} />
            <Route
              path={leistungsnummerPaths.neuRoute}
              element={<Guard route="leistungsnummer">{later(<LeistungsnummerCreate />)}</Guard>}
            />
            <Route
              path={leistungsnummerPaths.editRoute}
              element={<Guard route="leistungsnummer">{later(<LeistungsnummerEdit />)}</Guard>}
            />
          </Route>
          <Route path={adminBenutzerPaths.root}>
            <Route index element={<Guard route="adminBenutzerverwaltung">{later(<AdminBenutzerList />)}</Guard>} />
            <Route
              path={adminBenutzerPaths.neuRoute}
              element={<Guard route="adminBenutzerverwaltung">{later(<AdminBenutzerCreate />)}</Guard>}
            />
            <Route
              path={adminBenutzerPaths.editRoute}
              element={<Guard route="adminBenutzerverwaltung">{later(<AdminBenutzerEdit />)}</Guard>}
            />
          </Route>
          <Route
            path={stellvertretungPaths.protokollRoute}
            element={<Guard route="supportErzeuger">{later(<StellvertretungProtokollPage />)}</Guard>}
          />
          <Route path={leistungenPaths.erzeugerPreise}>
            <Route index element={<Navigate to="entsorgung" replace />} />
            <Route path=":typ" element={<Guard route="preise">{later(<ErzeugerPreisePage />)}</Guard>} />
          </Route>
          <Route
            path={leistungenPaths.supportEntsorgerDetailRoute}
            element={<Guard route="supportEntsorgerDetail">{later(<EntsorgerDetailPage />)}</Guard>}
          >
            {entsorgerBereichKinder}
          </Route>
          <Route
            path={leistungenPaths.eigenerBereich}
            element={<EntsorgerBereichGuard>{later(<EntsorgerDetailPage />)}</EntsorgerBereichGuard>}
          >
            {entsorgerBereichKinder}
          </Route>
          <Route path={anfallstellenPaths.root}>
            <Route index element={<Guard route="anfallstellen">{later(<AnfallstelleList />)}</Guard>} />
            <Route path={anfallstellenPaths.neuRoute} element={<Guard route="anfallstellen">{later(<AnfallstelleCreate />)}</Guard>} />
            <Route path={anfallstellenPaths.editRoute} element={<Guard route="anfallstellen">{later(<AnfallstelleEdit />)}</Guard>} />
          </Route>
          <Route path={benutzerverwaltungPaths.root}>
            <Route index element={<Guard route="verwaltung">{later(<BenutzerList />)}</Guard>} />
            <Route path={benutzerverwaltungPaths.neuRoute} element={<Guard route="verwaltung">{later(<BenutzerCreate />)}</Guard>} />
            <Route path={benutzerverwaltungPaths.editRoute} element={<Guard route="verwaltung">{later(<BenutzerEdit />)}</Guard>} />
          </Route>
        </CustomRoutes>
      </Admin>
    </LocalizationProvider>
  </BrowserRouter>
);
