/** Support tab "QR-Codes" (issue 21): printable labels that open the order wizard for a site and container. */
export { qrcodesSupportRoutes } from './feature';
export { qrcodesPaths } from './qrcodesPaths';
