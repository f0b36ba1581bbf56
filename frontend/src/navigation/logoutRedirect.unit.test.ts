import { logoutRedirect, redirectAfterLogin } from './logoutRedirect';

describe('logoutRedirect', () => {
  it('carries the previous full path as redirect', () => {
    expect(logoutRedirect('/profil/passwort?x=1')).toBe('/login?redirect=%2Fprofil%2Fpasswort%3Fx%3D1');
  });

  it.each([undefined, null, '', '/', '/login?redirect=%2Fx', '/logout'])('goes to plain login from %p', (previous) => {
    expect(logoutRedirect(previous)).toBe('/login');
  });
});

describe('redirectAfterLogin', () => {
  it('follows a path of the portal', () => {
    expect(redirectAfterLogin('/profil/passwort?x=1')).toBe('/profil/passwort?x=1');
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/logout?a=1'])(
    'falls back to the dashboard for %p',
    (redirect) => {
      expect(redirectAfterLogin(redirect)).toBe('/dashboard');
    },
  );
});
