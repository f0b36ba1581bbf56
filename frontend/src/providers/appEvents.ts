/**
 * Calls made outside React (http client, query cache) report here; a component inside the router
 * reacts (navigate to /logout, show an alert). Only the protected layout listens, so a 401 on a
 * public page never logs anyone out.
 */
export type AppEvent = { type: 'unauthorized' } | { type: 'failure'; kind: 'query' | 'mutation'; error: unknown };

type Listener = (event: AppEvent) => void;

const listeners = new Set<Listener>();

export const emitAppEvent = (event: AppEvent): void => {
  listeners.forEach((listener) => listener(event));
};

export const subscribeAppEvents = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
