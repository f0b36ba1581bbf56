import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { stellvertretungPaths } from './stellvertretungPaths';

const mit = (rolle: 'ADMIN' | 'SUPPORT' | 'INHABER'): BenutzerInfo => ({ rolle, permissions: [...ROLLEN_VORLAGEN[rolle]] }) as BenutzerInfo;

describe('where a switch of identity leads', () => {
  it('brings staff back to their support area and anyone else to the dashboard', () => {
    expect(stellvertretungPaths.nachEnde(mit('SUPPORT'))).toBe('/support');
    expect(stellvertretungPaths.nachEnde(mit('ADMIN'))).toBe('/support');
    expect(stellvertretungPaths.nachEnde(mit('INHABER'))).toBe('/dashboard');
  });
});
