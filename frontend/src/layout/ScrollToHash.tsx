import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHash } from '../navigation/scrollToHash';

/** After a navigation with a hash, scrolls to that element after 600 ms (spec § 2). */
export const ScrollToHash = () => {
  const { hash } = useLocation();
  useEffect(
    () =>
      scrollToHash(hash, {
        schedule: (run, ms) => window.setTimeout(run, ms),
        cancel: (handle) => window.clearTimeout(handle),
        scrollTo: (id) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      }),
    [hash],
  );
  return null;
};
