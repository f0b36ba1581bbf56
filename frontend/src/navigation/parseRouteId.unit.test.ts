import { parseRouteId, parseRouteIds } from './parseRouteId';

describe('parseRouteId', () => {
  it('parses digits to an integer', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('007')).toBe(7);
  });

  it.each([undefined, '', 'abc', '12a', '1.5', '-3', ' 4', '99999999999999999999'])('drops %p', (value) => {
    expect(parseRouteId(value)).toBeUndefined();
  });

  it('keeps numeric ids of a route and drops the rest', () => {
    expect(parseRouteIds({ erzeugerId: '12', id: 'neu', anfallstelleId: '3', token: '55' })).toEqual({
      erzeugerId: 12,
      anfallstelleId: 3,
    });
  });
});
