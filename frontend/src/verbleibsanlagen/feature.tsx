import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import { Guard } from '../session/Guard';
import { verbleibsanlagenPaths } from './verbleibsanlagenPaths';

const VerbleibsanlageList = lazyPage(() => import('./VerbleibsanlageList'), 'VerbleibsanlageList');
const VerbleibsanlageCreate = lazyPage(() => import('./VerbleibsanlageCreate'), 'VerbleibsanlageCreate');
const VerbleibsanlageEdit = lazyPage(() => import('./VerbleibsanlageEdit'), 'VerbleibsanlageEdit');

/** The support tab 'Verbleibsanlagen' (spec § 2): child routes of /support, composed by the support area. */
export const verbleibsanlagenSupportRoutes = (
  <>
    <Route path={verbleibsanlagenPaths.route} element={<Guard route="supportVerbleibsanlagen">{later(<VerbleibsanlageList />)}</Guard>} />
    <Route
      path={verbleibsanlagenPaths.neuRoute}
      element={<Guard route="supportVerbleibsanlagen">{later(<VerbleibsanlageCreate />)}</Guard>}
    />
    <Route
      path={verbleibsanlagenPaths.editRoute}
      element={<Guard route="supportVerbleibsanlagen">{later(<VerbleibsanlageEdit />)}</Guard>}
    />
  </>
);
