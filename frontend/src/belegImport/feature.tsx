import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import { Guard } from '../session/Guard';
import { belegImportPaths } from './belegImportPaths';

const CsvImportPage = lazyPage(() => import('./CsvImportPage'), 'CsvImportPage');

/** The support tab "CSV-Import" (spec § 2, issue 20): a child route of /support, composed by the support area. */
export const belegImportSupportRoutes = (
  <Route path={belegImportPaths.route} element={<Guard route="supportCsvImport">{later(<CsvImportPage />)}</Guard>} />
);
