/** Spec § 9: after navigation with a hash the main container scrolls to the element after 600 ms. */
export const SCROLL_TO_HASH_DELAY_MS = 600;

export type ScrollToHashDeps = {
  schedule: (run: () => void, ms: number) => number;
  cancel: (handle: number) => void;
  scrollTo: (elementId: string) => void;
};

/** The element id of a location hash ('#abschnitt' → 'abschnitt'), or undefined. */
export const hashTarget = (hash: string): string | undefined => {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return id === '' ? undefined : id;
};

/** Schedules the scroll; returns the clean-up for the next navigation. */
export const scrollToHash = (hash: string, deps: ScrollToHashDeps): (() => void) => {
  const id = hashTarget(hash);
  if (id === undefined) return () => undefined;
  const handle = deps.schedule(() => deps.scrollTo(id), SCROLL_TO_HASH_DELAY_MS);
  return () => deps.cancel(handle);
};
