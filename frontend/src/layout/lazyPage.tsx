import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';

/** A page that loads on demand: screens behind the login and rare public pages keep the login page small. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/** Shows the loading indicator while a lazy page arrives. */
export function later(node: ReactNode) {
  return <Suspense fallback={<Loading />}>{node}</Suspense>;
}
