import type { RouteKey } from '@abfallportal/common/permissions';
import { auftragPaths } from '../auftraege';
import { belegImportPaths } from '../belegImport';
import { entsorgerPaths } from '../entsorger';
import { qrcodesPaths } from '../qrcodes';
import { rechnungsEingangPaths } from '../rechnungsEingang';
import { verbleibsanlagenPaths } from '../verbleibsanlagen';

/** Every URL of the support area (spec § 2): /support opens its first tab. */
export const supportPaths = {
  root: '/support',
  erzeugerRoute: 'erzeuger',
  erzeuger: '/support/erzeuger',
  erzeugerNeuRoute: 'erzeuger/neu',
  erzeugerNeu: '/support/erzeuger/neu',
  erzeugerEditRoute: 'erzeuger/:id',
  erzeugerEdit: (id: number | string) => `/support/erzeuger/${encodeURIComponent(String(id))}`,
  holdingRoute: 'holding',
  holding: '/support/holding',
} as const;

export type SupportTab = { label: string; path: string; routeKey: RouteKey };

/**
 * The tabs of the support area (spec § 2) in their order; each shows only to users whose route decision
 * allows it. Holding lists HOLDING and GRUPPIERUNG producers, so it needs what the producer list needs.
 */
export const SUPPORT_TABS: readonly SupportTab[] = [
  { label: 'support.tabs.erzeuger', path: supportPaths.erzeuger, routeKey: 'supportErzeuger' },
  { label: 'entsorger.support.titel', path: entsorgerPaths.support, routeKey: 'supportEntsorger' },
  { label: 'verbleibsanlagen.tab', path: verbleibsanlagenPaths.list, routeKey: 'supportVerbleibsanlagen' },
  { label: 'support.tabs.holding', path: supportPaths.holding, routeKey: 'supportErzeuger' },
  { label: 'support.tabs.angebotszuordnung', path: auftragPaths.angebotszuordnung, routeKey: 'offeneAuftraege' },
  { label: 'belegImport.emails.titel', path: rechnungsEingangPaths.emails, routeKey: 'rechnungEmailImport' },
  { label: 'support.tabs.csvImport', path: belegImportPaths.csvImport, routeKey: 'supportCsvImport' },
  { label: 'support.tabs.haendler', path: entsorgerPaths.haendler, routeKey: 'supportEntsorger' },
  { label: 'support.tabs.qrcodes', path: qrcodesPaths.support, routeKey: 'supportErzeuger' },
];
