import { can } from '@abfallportal/common/permissions';
import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { parseRouteId } from '../navigation/parseRouteId';
import { leistungenPaths } from './leistungenPaths';

export type EntsorgerBereichKontext = {
  entsorgerId: number | undefined;
  /** The detail's own URL; its children hang below. */
  basis: string;
  /** Support route (with a way back to the disposer list) or a disposer's own area. */
  support: boolean;
  /** Staff with CREATE_MANDANT create, edit and delete agreements; disposers only read. */
  darfSchreiben: boolean;
};

/** Which disposer the detail shows: the route's (support) or the signed-in disposer user's own. */
export const useEntsorgerBereich = (): EntsorgerBereichKontext => {
  const routeId = parseRouteId(useParams().entsorgerId);
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : null;
  const darfSchreiben = info !== null && can(info.permissions, 'CREATE_MANDANT');
  if (routeId !== undefined) {
    return { entsorgerId: routeId, basis: leistungenPaths.supportEntsorgerDetail(routeId), support: true, darfSchreiben };
  }
  return { entsorgerId: info?.entsorger?.id, basis: leistungenPaths.eigenerBereich, support: false, darfSchreiben: false };
};
