import { readCookie } from './readCookie';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
  });

  it('keeps equal signs inside the value', () => {
    expect(readCookie('XSRF-TOKEN=x=y', 'XSRF-TOKEN')).toBe('x=y');
  });

  it('answers undefined when the cookie is absent', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('XSRF-TOKENS=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
