/** Help screens' calls: the contact form and the order status groups. */
export { hilfeRoutes } from './hilfeApi';
