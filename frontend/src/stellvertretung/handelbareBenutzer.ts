import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { isStaff } from '@abfallportal/common/permissions';

/**
 * The producer's users one may act as: active ones only, the owner first, then by name. Staff
 * accounts never belong here (the server refuses running as them anyway: canRunAs).
 */
export const handelbareBenutzer = (benutzer: readonly VerwalteterBenutzer[]): VerwalteterBenutzer[] =>
  benutzer
    .filter((b) => b.aktiv && !isStaff(b.rolle))
    .sort(
      (a, b) =>
        Number(b.rolle === 'INHABER') - Number(a.rolle === 'INHABER') ||
        a.nachname.localeCompare(b.nachname, 'de') ||
        a.vorname.localeCompare(b.vorname, 'de') ||
        a.email.localeCompare(b.email, 'de'),
    );
