import AddCircleIcon from '@mui/icons-material/AddCircle';
import ArchiveIcon from '@mui/icons-material/Archive';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FactoryIcon from '@mui/icons-material/Factory';
import EuroIcon from '@mui/icons-material/Euro';
import FolderIcon from '@mui/icons-material/Folder';
import HandshakeIcon from '@mui/icons-material/Handshake';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpIcon from '@mui/icons-material/Help';
import MailIcon from '@mui/icons-material/Mail';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SearchIcon from '@mui/icons-material/Search';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TagIcon from '@mui/icons-material/Tag';
import { Divider, ListSubheader } from '@mui/material';
import { useEffect, useMemo, type ComponentType } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { type MenuEintrag, type MenuIcon } from '../navigation/menuEintraege';
import { visibleMenuEintraege } from '../navigation/visibleMenuEintraege';
import { accessContext } from '../session/accessContext';
import { useBenutzerInfo } from '../session/useBenutzerInfo';

const ICONS: Record<MenuIcon, ComponentType> = {
  uebersicht: DashboardIcon,
  auftraege: ListAltIcon,
  anfallstellen: PlaceIcon,
  entsorger: FactoryIcon,
  dokumentation: FolderIcon,
  auswertungen: BarChartIcon,
  archiv: ArchiveIcon,
  support: SupportAgentIcon,
  stammdaten: DescriptionIcon,
  belege: ReceiptIcon,
  benutzer: PeopleIcon,
  leistungsnummern: TagIcon,
  schnellzugriff: BoltIcon,
  faq: HelpIcon,
  suche: SearchIcon,
  kunden: HandshakeIcon,
  preise: EuroIcon,
  neuerAuftrag: AddCircleIcon,
  anleitung: MenuBookIcon,
  kontakt: MailIcon,
  impressum: GavelIcon,
};

/** The sidebar: the sections the features register, each shown when the user may open it. */
export function createMenu(registriert: readonly MenuEintrag[]): ComponentType {
  return function Menu() {
    return <Seitenleiste registriert={registriert} />;
  };
}

/** Once the portal is idle after its first paint, the sidebar's pages load their code (no click waits for it). */
const useVorladenImLeerlauf = (eintraege: readonly { vorladen?: () => Promise<unknown> }[]) => {
  useEffect(() => {
    const laden = () => eintraege.forEach((e) => void e.vorladen?.());
    const handle = window.setTimeout(() => window.requestIdleCallback?.(laden, { timeout: 2000 }) ?? laden(), 300);
    return () => window.clearTimeout(handle);
  }, [eintraege]);
};

const Seitenleiste = ({ registriert }: { registriert: readonly MenuEintrag[] }) => {
  const translate = useTranslate();
  const [offen] = useSidebarState();
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : null;
  const eintraege = useMemo(
    () => (info ? visibleMenuEintraege(registriert, accessContext(info), info.entsorger !== null) : []),
    [registriert, info],
  );
  useVorladenImLeerlauf(eintraege);
  if (info === null) return <RaMenu />;
  const hilfe = eintraege.filter((e) => e.section === 'hilfe');
  const item = (e: (typeof eintraege)[number]) => {
    const Icon = ICONS[e.icon];
    return (
      <RaMenu.Item
        key={e.href}
        to={e.href}
        primaryText={translate(e.titel ?? `menu.${e.label}`)}
        leftIcon={<Icon />}
        onMouseEnter={() => void e.vorladen?.()}
        onFocus={() => void e.vorladen?.()}
      />
    );
  };
  return (
    <nav aria-label={translate('menu.hauptnavigation')}>
      <RaMenu>
        {eintraege.filter((e) => e.section === 'haupt').map(item)}
        {hilfe.length > 0 && <Divider sx={{ my: 1 }} />}
        {offen && hilfe.some((e) => e.label === 'schnellzugriff') && (
          <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
            {translate('hilfe.schnellzugriff')}
          </ListSubheader>
        )}
        {hilfe.map(item)}
      </RaMenu>
    </nav>
  );
};
