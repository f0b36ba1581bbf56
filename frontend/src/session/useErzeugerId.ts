import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from './useBenutzerInfo';
import { parseRouteId } from '../navigation/parseRouteId';

/** The producer of the orders pages: the numeric route id, else the signed-in user's own (spec § 2). */
export const useErzeugerId = (): number | undefined => {
  const { erzeugerId } = useParams();
  const { data } = useBenutzerInfo();
  const eigener = data?.status === 'angemeldet' ? data.info.erzeuger?.id : undefined;
  return parseRouteId(erzeugerId) ?? eigener;
};
