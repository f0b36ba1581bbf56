/** The public token pages: loaded on demand by App.tsx, their URLs built by statetransitionPaths. */
export { TokenAktionPage } from './TokenAktionPage';
export { TransitionAbgeschlossenPage } from './TransitionAbgeschlossenPage';
