export const PORTAL_NAME = 'Abfallportal';

/** Spec § 2: '{page} - {portal name}' or just the portal name. */
export const pageTitle = (page?: string | null): string => {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} - ${PORTAL_NAME}` : PORTAL_NAME;
};
