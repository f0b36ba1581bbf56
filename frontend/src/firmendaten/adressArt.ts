import { adresseSchema } from '@abfallportal/common/firmendaten';
import { useParams } from 'react-router-dom';
import { feldFehler } from '../ui/feldFehler';
import type { AdressArt } from './firmendatenPaths';

/** Which address list a create or edit route names; anything else is no address page. */
export const useAdressArt = (): AdressArt | undefined => {
  const art = useParams().art;
  return art === 'firmenadressen' || art === 'rechnungsadressen' ? art : undefined;
};

/** The form checks with the server's schema, so both show the same German messages. */
export const validateAdresse = (values: Record<string, unknown>): Record<string, string> => {
  const result = adresseSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};
