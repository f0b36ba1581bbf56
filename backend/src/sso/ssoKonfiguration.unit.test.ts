import { ConfigError, loadConfig } from '../platform/config';

describe('single sign-on configuration', () => {
  it('is off without an issuer', () => {
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
  });

  it('takes issuer, client id and secret together', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://login.example.org/realms/portal',
      OIDC_CLIENT_ID: 'abfallportal',
      OIDC_CLIENT_SECRET: 's',
    });
    expect(c).toMatchObject({ OIDC_ISSUER: 'https://login.example.org/realms/portal', OIDC_CLIENT_ID: 'abfallportal' });
  });

  it('names the missing client data and refuses an issuer that is no URL', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.org' })).toThrow(/OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ OIDC_ISSUER: 'login.example.org', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(ConfigError);
  });
});
