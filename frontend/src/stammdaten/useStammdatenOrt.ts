import { istStammdatenTyp } from '@abfallportal/common/stammdaten';
import { useParams } from 'react-router-dom';
import { KOSTENSTELLEN_ARTEN, type KostenstellenArt, type StammdatenOrt } from './stammdatenPaths';

const istArt = (art: string): art is KostenstellenArt => art in KOSTENSTELLEN_ARTEN;

/** The type (and cost-centre page) of the URL; undefined for a segment that names none. */
export const useStammdatenOrt = (): StammdatenOrt | undefined => {
  const { typ, art } = useParams();
  if (typ === undefined && art !== undefined) return istArt(art) ? { typ: 'kostenstellen', art } : undefined;
  return typ !== undefined && istStammdatenTyp(typ) && typ !== 'kostenstellen' ? { typ } : undefined;
};
