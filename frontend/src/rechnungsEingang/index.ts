/** The invoice e-mail import (issue 20): the support tab's screen at /rechnungen/emails. */
export { rechnungsEingangFeature } from './feature';
export { rechnungsEingangApi } from './rechnungsEingangApi';
export { rechnungsEingangPaths } from './rechnungsEingangPaths';
