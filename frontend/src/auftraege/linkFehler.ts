import { ApiError } from '../providers/ApiError';

export type LinkFehler = 'verbraucht' | 'abgelaufen' | 'ungueltig';

/** Why a link cannot be used: the server answers 410 with a code, or 404 for a token it does not know. */
export const linkFehler = (error: unknown): LinkFehler | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'ungueltig';
  if (error.status !== 410) return null;
  if (error.code === 'TOKEN_VERBRAUCHT') return 'verbraucht';
  if (error.code === 'TOKEN_ABGELAUFEN') return 'abgelaufen';
  return 'ungueltig';
};
