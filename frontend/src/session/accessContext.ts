import type { AccessContext } from '@abfallportal/common/permissions';
import type { BenutzerInfo } from '../providers/BenutzerInfo';

/** What the permission function needs to know about the signed-in user. */
export const accessContext = (info: BenutzerInfo): AccessContext => ({
  rolle: info.rolle,
  permissions: info.permissions,
  erzeuger: info.erzeuger ? { id: info.erzeuger.id, typ: info.erzeuger.typ } : null,
});
