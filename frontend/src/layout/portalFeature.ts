import type { ComponentType, ReactElement } from 'react';
import type { MenuEintrag } from '../navigation/menuEintraege';
import type { ListFilters } from '../providers/dataProvider';
import type { DetailsSchemas } from '../providers/detailsPruefung';

/**
 * What a feature contributes to the portal; each feature's index.ts exports one, App.tsx composes
 * them. Layout and providers know this shape, never a feature.
 */
export type PortalFeature = {
  /** Children of <Admin>: <CustomRoutes> (with or without the layout) and <Resource> elements. */
  routes?: ReactElement;
  /** Sidebar entries (spec § 2); the sidebar orders them and shows those the user may open. */
  menu?: readonly MenuEintrag[];
  /** Entries of the user menu in the top bar, between Profil and Abmelden; each decides itself whether it shows. */
  userMenu?: readonly ComponentType[];
  /** Mounted once above every protected page (banners, loaders of session-wide data). */
  layoutTeile?: readonly ComponentType[];
  /** Cleans a list's filter values before they travel, per resource. */
  listFilters?: ListFilters;
  /** The contract of a resource's getOne answer where its list rows have another shape; others are refused. */
  detailsSchemas?: DetailsSchemas;
};
