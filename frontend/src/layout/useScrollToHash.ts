import { useEffect } from 'react';
import { scrollToHash } from '../navigation/scrollToHash';

/** After a navigation with a hash, scrolls to that element after 600 ms (spec § 2); without router. */
export const useScrollToHash = (hash: string) => {
  useEffect(
    () =>
      scrollToHash(hash, {
        schedule: (run, ms) => window.setTimeout(run, ms),
        cancel: (handle) => window.clearTimeout(handle),
        scrollTo: (id) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      }),
    [hash],
  );
};
