/** Registration: public pages loaded on demand by App.tsx, URLs from registrierungPaths. */
export { RegistrierungAbgeschlossenPage } from './RegistrierungAbgeschlossenPage';
export { RegistrierungPage } from './RegistrierungPage';
export { registrierungPaths } from './registrierungPaths';
