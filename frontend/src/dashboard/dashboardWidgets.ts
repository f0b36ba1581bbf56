import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can, decideRoute, reachesAllTenants, scopeIncludesErzeuger, scopeOf, type AccessContext } from '@abfallportal/common/permissions';
import { accessContext } from '../session/accessContext';

/** The widgets of /dashboard: the producer's figures, the disposer's and staff's work (issue 28). */
export type DashboardWidget =
  | 'erzeugerAuftraege'
  | 'erzeugerAuswertung'
  | 'entsorgerAnfragen'
  | 'entsorgerZuBestaetigen'
  | 'entsorgerFaellig'
  | 'offeneAuftraege'
  | 'belegePruefen'
  | 'freigabeErzeuger'
  | 'freigabeEntsorger'
  | 'freigabeVerbleibsanlagen'
  | 'rechnungsMails';

/**
 * Staff widgets, each shown exactly when the call it makes is open to the user: the route (spec § 6
 * table) of its list; the receipts to check only with every tenant's receipts in reach (a producer's
 * owner holds EDIT_RECHNUNGEN too and checks its own on /rechnungen).
 */
const PERSONAL: readonly [DashboardWidget, (ctx: AccessContext, info: BenutzerInfo) => boolean][] = [
  ['offeneAuftraege', (ctx) => decideRoute('offeneAuftraege', ctx).allowed],
  ['belegePruefen', (_ctx, info) => reachesAllTenants('belege', info)],
  ['freigabeErzeuger', (ctx) => decideRoute('supportErzeuger', ctx).allowed],
  ['freigabeEntsorger', (ctx) => decideRoute('supportEntsorger', ctx).allowed],
  ['freigabeVerbleibsanlagen', (ctx) => decideRoute('supportVerbleibsanlagen', ctx).allowed],
  ['rechnungsMails', (ctx) => decideRoute('rechnungEmailImport', ctx).allowed],
];

/**
 * Which widgets a user sees, decided by the permission module alone (issue 28: no widget asks for
 * data its user may not read). A producer's users, and staff viewing a producer's portal, get the
 * producer's dashboard of issue 21: its figures where `scopeOf('auswertung')` reaches the producer,
 * its orders with VIEW_AUFTRAG. A disposer's users — `scopeOf('auftraege')` is their disposer — get
 * their requests, orders to confirm and services due. Staff get each work list they may read.
 */
export const dashboardWidgets = (info: BenutzerInfo): DashboardWidget[] => {
  if (info.erzeuger !== null) {
    const widgets: DashboardWidget[] = [];
    if (can(info.permissions, 'VIEW_AUFTRAG')) widgets.push('erzeugerAuftraege');
    if (scopeIncludesErzeuger(scopeOf('auswertung', info, 'read'), info.erzeuger.id)) widgets.push('erzeugerAuswertung');
    return widgets;
  }
  if (scopeOf('auftraege', info, 'read').type === 'entsorger') return ['entsorgerAnfragen', 'entsorgerZuBestaetigen', 'entsorgerFaellig'];
  const ctx = accessContext(info);
  return PERSONAL.filter(([, darf]) => darf(ctx, info)).map(([widget]) => widget);
};
