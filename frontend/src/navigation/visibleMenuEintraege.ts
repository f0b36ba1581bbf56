import { decideRoute, type AccessContext } from '@abfallportal/common/permissions';
import { sortMenuEintraege, type MenuEintrag } from './menuEintraege';

export type SichtbarerEintrag = MenuEintrag & { href: string };

/** Fills `:erzeugerId` with the user's producer; a path that still needs an id cannot be linked. */
const href = (path: string, erzeugerId: number | undefined): string | null => {
  const filled = erzeugerId === undefined ? path : path.replace(':erzeugerId', String(erzeugerId));
  return filled.includes('/:') ? null : filled;
};

/** The sidebar entries a user sees, in spec order: the permission function allows their route; disposer entries need a disposer's user. */
export function visibleMenuEintraege(eintraege: readonly MenuEintrag[], ctx: AccessContext, entsorger = false): SichtbarerEintrag[] {
  return sortMenuEintraege(eintraege).flatMap((eintrag) => {
    if (eintrag.nurEntsorger === true && !entsorger) return [];
    if (eintrag.routeKey !== null && !decideRoute(eintrag.routeKey, ctx).allowed) return [];
    const link = href(eintrag.path, ctx.erzeuger?.id);
    return link === null ? [] : [{ ...eintrag, href: link }];
  });
}
