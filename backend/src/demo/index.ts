/** The demo data's public face: `make start` (main.ts), the test app and other features' tests import only this module. */
export { loadDemoAuftraege } from './demoAuftraege';
export { DEMO_KONTEN, DEMO_PASSWORT } from './demoDaten';
export { loadDemoData } from './loadDemoData';
export { loadDemoERechnung } from './demoERechnung';
export { loadDemoExport } from './demoExport';
