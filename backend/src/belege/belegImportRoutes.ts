import type { AppDeps } from '../appDeps';
import type { RouteSpec } from '../platform/http/route';
import { belegCsvRoutes } from './csv/csvApi';
import { belegLeistungsuebersichtRoutes } from './leistungsuebersicht/leistungsuebersichtApi';
import { aiInvoiceRoutes } from './pdfText/aiInvoiceApi';

/** Receipts from outside and their comparison (issue 20): CSV import, /aiinvoice, the service overview of receipts. */
export const belegImportRoutes = (deps: AppDeps): RouteSpec[] => [
  ...belegCsvRoutes(deps),
  ...aiInvoiceRoutes(),
  ...belegLeistungsuebersichtRoutes(deps),
];
