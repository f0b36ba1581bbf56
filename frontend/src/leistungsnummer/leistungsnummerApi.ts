import type { LeistungsnummerOptionen } from '@abfallportal/common/leistungsnummer';
import { apiFetch } from '../providers/apiFetch';

/** The service numbers' master data: the choices of the form (spec § 7). */
export const leistungsnummerApi = {
  optionen: () => apiFetch<LeistungsnummerOptionen>('/api/v1/custom/bela/leistungsnummer/optionen'),
};
