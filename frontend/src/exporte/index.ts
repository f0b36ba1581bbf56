/** Exports of the documentation (issue 20): the button and dialog the documentation pages mount. */
export { ExportKnopf, type ExportKnopfProps } from './ExportKnopf';
