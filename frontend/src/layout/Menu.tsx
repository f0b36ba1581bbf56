import ArchiveIcon from '@mui/icons-material/Archive';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FactoryIcon from '@mui/icons-material/Factory';
import EuroIcon from '@mui/icons-material/Euro';
import FolderIcon from '@mui/icons-material/Folder';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpIcon from '@mui/icons-material/Help';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TagIcon from '@mui/icons-material/Tag';
import { Divider } from '@mui/material';
import type { ComponentType } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
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
  kunden: HandshakeIcon,
  preise: EuroIcon,
};

/** The sidebar: the sections the features register, each shown when the user may open it. */
export function createMenu(registriert: readonly MenuEintrag[]): ComponentType {
  return function Menu() {
    return <Seitenleiste registriert={registriert} />;
  };
}

const Seitenleiste = ({ registriert }: { registriert: readonly MenuEintrag[] }) => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return <RaMenu />;
  const eintraege = visibleMenuEintraege(registriert, accessContext(data.info), data.info.entsorger !== null);
  const hilfe = eintraege.filter((e) => e.section === 'hilfe');
  const item = (e: (typeof eintraege)[number]) => {
    const Icon = ICONS[e.icon];
    return <RaMenu.Item key={e.href} to={e.href} primaryText={translate(`menu.${e.label}`)} leftIcon={<Icon />} />;
  };
  return (
    <nav aria-label={translate('menu.hauptnavigation')}>
      <RaMenu>
        {eintraege.filter((e) => e.section === 'haupt').map(item)}
        {hilfe.length > 0 && <Divider sx={{ my: 1 }} />}
        {hilfe.map(item)}
      </RaMenu>
    </nav>
  );
};
