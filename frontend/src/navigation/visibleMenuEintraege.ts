import { decideRoute, type AccessContext } from '@abfallportal/common/permissions';
import type { MenuEintrag } from './menuEintraege';

export type SichtbarerEintrag = MenuEintrag & { href: string };

/** Fills `:erzeugerId` with the user's producer; a path that still needs an id cannot be linked. */
const href = (path: string, erzeugerId: number | undefined): string | null => {
  const filled = erzeugerId === undefined ? path : path.replace(':erzeugerId', String(erzeugerId));
  return filled.includes('/:') ? null : filled;
};

/** The sidebar entries a user sees: the screen exists and the permission function allows its route. */
export const visibleMenuEintraege = (eintraege: readonly MenuEintrag[], ctx: AccessContext): SichtbarerEintrag[] =>
  eintraege.flatMap((eintrag) => {
    if (!eintrag.exists || eintrag.path === null) return [];
    if (eintrag.routeKey !== null && !decideRoute(eintrag.routeKey, ctx).allowed) return [];
    const link = href(eintrag.path, ctx.erzeuger?.id);
    return link === null ? [] : [{ ...eintrag, href: link }];
  });
