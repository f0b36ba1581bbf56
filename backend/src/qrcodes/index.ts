/** Support tab "QR-Codes" (issue 21): labels whose QR code opens the order wizard for a site and container. */
export { qrcodeRoutes } from './qrcodeApi';
