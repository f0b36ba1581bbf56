import { Route } from 'react-router-dom';
import { lazyPage, later } from '../layout/lazyPage';
import { Guard } from '../session/Guard';
import { qrcodesPaths } from './qrcodesPaths';

const QrcodesPage = lazyPage(() => import('./QrcodesPage'), 'QrcodesPage');

/** The support tab 'QR-Codes': a child route of /support, composed by the support area. */
export const qrcodesSupportRoutes = (
  <Route path={qrcodesPaths.supportRoute} element={<Guard route="supportErzeuger">{later(<QrcodesPage />)}</Guard>} />
);
