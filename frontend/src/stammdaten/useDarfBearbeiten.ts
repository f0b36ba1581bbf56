import { can } from '@abfallportal/common/permissions';
import { useBenutzerInfo } from '../session/useBenutzerInfo';

/** EDIT_STAMMDATEN: create, edit, delete and import; VIEW_STAMMDATEN only reads and exports. */
export const useDarfBearbeiten = (): boolean => {
  const { data } = useBenutzerInfo();
  return data?.status === 'angemeldet' && can(data.info.permissions, 'EDIT_STAMMDATEN');
};
