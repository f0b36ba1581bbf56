import { BelegePruefenWidget } from './BelegePruefenWidget';
import type { DashboardWidget } from './dashboardWidgets';
import { FreigabenWidget } from './FreigabenWidget';
import { OffeneAuftraegeWidget } from './OffeneAuftraegeWidget';
import { RechnungsMailsWidget } from './RechnungsMailsWidget';

/** Admin's and support's dashboard (issue 28): open orders by urgency, receipts to check, approvals, invoice mails. */
export const PersonalDashboard = ({ widgets }: { widgets: readonly DashboardWidget[] }) => (
  <>
    {widgets.includes('offeneAuftraege') && <OffeneAuftraegeWidget />}
    {widgets.includes('belegePruefen') && <BelegePruefenWidget />}
    {widgets.some((w) => w.startsWith('freigabe')) && <FreigabenWidget widgets={widgets} />}
    {widgets.includes('rechnungsMails') && <RechnungsMailsWidget />}
  </>
);
