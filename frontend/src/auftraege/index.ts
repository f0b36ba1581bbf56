/** The orders feature: its pages are loaded on demand by App.tsx, its URLs built by auftragPaths. */
export { AuftragList } from './AuftragList';
export { auftragPaths } from './auftragPaths';
export { AuftragWizard } from './AuftragWizard';
export { AuftragShow } from './AuftragShow';
