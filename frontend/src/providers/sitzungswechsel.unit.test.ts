import { ApiError } from './ApiError';
import { authProvider } from './authProvider';
import { sitzungswechselBeginnt, sitzungswechselGescheitert } from './sitzungswechsel';

const abgelaufen = new ApiError(401, 'Bitte melden Sie sich an.');

describe('a 401 during a switch of identity', () => {
  afterEach(() => sitzungswechselGescheitert());

  it('sends the person to /logout when no switch runs (spec § 7)', async () => {
    await expect(authProvider.checkError(abgelaufen)).rejects.toEqual({ redirectTo: '/logout', message: false });
  });

  it('is the old session answering while the new one loads: nobody is signed out (issue 28)', async () => {
    sitzungswechselBeginnt();
    await expect(authProvider.checkError(abgelaufen)).resolves.toBeUndefined();
  });

  it('means again what it says once the switch failed and the old session still holds', async () => {
    sitzungswechselBeginnt();
    sitzungswechselGescheitert();
    await expect(authProvider.checkError(abgelaufen)).rejects.toEqual({ redirectTo: '/logout', message: false });
  });
});
