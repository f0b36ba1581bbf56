import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from '../auth/useBenutzerInfo';
import { parseRouteId } from '../navigation/parseRouteId';

/** The producer whose sites are shown: the numeric route id, else the signed-in user's own (spec § 2). */
export const useAnfallstellenErzeugerId = (): number | undefined => {
  const { erzeugerId } = useParams();
  const { data } = useBenutzerInfo();
  const eigener = data?.status === 'angemeldet' ? data.info.erzeuger?.id : undefined;
  return parseRouteId(erzeugerId) ?? eigener;
};
