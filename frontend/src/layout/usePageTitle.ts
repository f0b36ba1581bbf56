import { useEffect } from 'react';
import { pageTitle } from '../navigation/pageTitle';

/** Sets the browser title to '{page} - Abfallportal' (spec § 2). */
export const usePageTitle = (page?: string) => {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
};
