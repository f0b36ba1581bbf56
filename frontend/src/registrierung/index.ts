/** Registration: public pages, URLs from registrierungPaths. */
export { registrierungFeature } from './feature';
export { registrierungPaths } from './registrierungPaths';
