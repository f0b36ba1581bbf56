/** The health check's public face (`GET /health`): the app imports only this module. */
export { createHealthRouter } from './healthRouter';
