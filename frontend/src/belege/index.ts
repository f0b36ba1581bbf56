/** Receipts (Belege, issue 20): the list and the single receipt with its assignment. */
export { belegeFeature } from './feature';
export { belegPaths } from './belegPaths';
export { BelegStatusChip } from './BelegStatusChip';
export { belegeApi } from './belegeApi';
