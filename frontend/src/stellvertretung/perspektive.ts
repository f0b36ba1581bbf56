import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { canAssumePerspective, isStaff } from '@abfallportal/common/permissions';

/** Staff who see a producer's portal (assumeMandantPerspective or their default client): that producer, else null. */
export const perspektiveVon = (info: BenutzerInfo): { id: number; name: string } | null =>
  isStaff(info.rolle) && !info.isAlias && info.erzeuger !== null ? { id: info.erzeuger.id, name: info.erzeuger.name } : null;

/** Who may switch into a producer's perspective from the user menu. */
export const kannPerspektiveWechseln = (info: BenutzerInfo): boolean => canAssumePerspective(info) && !info.isAlias;
