import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('puts the page before the portal name', () => {
    expect(pageTitle('Profil')).toBe('Profil - Abfallportal');
  });

  it.each([undefined, null, '', '  '])('is just the portal name for %p', (page) => {
    expect(pageTitle(page)).toBe('Abfallportal');
  });
});
