/** Signing in and out and the password pages. */
export { authFeature } from './feature';
export { authPaths } from './authPaths';
export { LoginPage } from './LoginPage';
