import { ApiError } from '../providers/ApiError';
import { linkFehler } from './linkFehler';

describe('linkFehler', () => {
  it('tells used, expired and forged links apart', () => {
    expect(linkFehler(new ApiError(410, 'x', 'TOKEN_VERBRAUCHT'))).toBe('verbraucht');
    expect(linkFehler(new ApiError(410, 'x', 'TOKEN_ABGELAUFEN'))).toBe('abgelaufen');
    expect(linkFehler(new ApiError(410, 'x', 'TOKEN_UNGUELTIG'))).toBe('ungueltig');
    expect(linkFehler(new ApiError(404, 'x'))).toBe('ungueltig');
  });

  it('leaves other failures to the generic error', () => {
    expect(linkFehler(new ApiError(500, 'x'))).toBeNull();
    expect(linkFehler(new Error('offline'))).toBeNull();
  });
});
