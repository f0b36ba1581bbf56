import { ApiError } from './ApiError';
import { isVersionKonflikt, VERSION_KONFLIKT_MELDUNG, versionHeaders, versionOf } from './version';

describe('lost updates, the client side', () => {
  it('sends If-Match with the quoted version the screen loaded', () => {
    expect(versionHeaders(3)).toEqual({ 'If-Match': '"3"' });
    expect(versionHeaders(0)).toEqual({ 'If-Match': '"0"' });
  });

  it('sends no If-Match while the record carries no version', () => {
    expect(versionHeaders(undefined)).toEqual({});
    expect(versionHeaders(null)).toEqual({});
  });

  it('reads the version of a loaded record, and nothing else', () => {
    expect(versionOf({ id: 1, version: 7 })).toBe(7);
    expect(versionOf({ id: 1 })).toBeUndefined();
    expect(versionOf({ id: 1, version: '7' })).toBeUndefined();
    expect(versionOf(undefined)).toBeUndefined();
  });

  it('recognises a stale edit from our client and from the data provider', () => {
    expect(isVersionKonflikt(new ApiError(409, VERSION_KONFLIKT_MELDUNG, 'VERSION_KONFLIKT'))).toBe(true);
    // react-admin's HttpError: status and the parsed body.
    const httpError = Object.assign(new Error(VERSION_KONFLIKT_MELDUNG), {
      status: 409,
      body: { message: VERSION_KONFLIKT_MELDUNG, code: 'VERSION_KONFLIKT' },
    });
    expect(isVersionKonflikt(httpError)).toBe(true);
  });

  it('does not take another conflict or a missing If-Match for a stale edit', () => {
    expect(isVersionKonflikt(new ApiError(409, 'Diese Leistungsnummer ist bereits vergeben.', 'LEISTUNGSNUMMER_VERGEBEN'))).toBe(false);
    expect(isVersionKonflikt(new ApiError(428, 'Version fehlt', 'VERSION_FEHLT'))).toBe(false);
    expect(isVersionKonflikt(new Error('kaputt'))).toBe(false);
  });
});
