import { useLocation } from 'react-router-dom';
import { useScrollToHash } from './useScrollToHash';

/** After a navigation with a hash, scrolls to that element after 600 ms (spec § 2). */
export const ScrollToHash = () => {
  const { hash } = useLocation();
  useScrollToHash(hash);
  return null;
};
