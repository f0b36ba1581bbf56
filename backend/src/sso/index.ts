/** Single sign-on: the composition roots import only this module. */
export { ssoRoutes, type SsoFehler } from './ssoApi';
