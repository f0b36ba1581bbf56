import { can, type Permission } from '@abfallportal/common/permissions';
import { useBenutzerInfo } from './useBenutzerInfo';

/** Whether the signed-in user holds a permission; decides what a page offers, the server decides what it allows. */
export const useDarf = (permission: Permission): boolean => {
  const { data } = useBenutzerInfo();
  return data?.status === 'angemeldet' && can(data.info.permissions, permission);
};
