import { ROLLEN, canAssumePerspective, canRunAs, type Rolle } from './permissions';

describe('acting on behalf: who may run as whom', () => {
  const staff: Rolle[] = ['ADMIN', 'SUPPORT'];
  const kunden: Rolle[] = ['INHABER', 'BENUTZER', 'SONSTIGE'];

  it.each(staff.flatMap((a) => kunden.map((z) => [a, z])))('%s may run as a %s', (actor, target) => {
    expect(canRunAs({ rolle: actor as Rolle }, { rolle: target as Rolle })).toBe(true);
  });

  it.each(staff.flatMap((a) => staff.map((z) => [a, z])))('%s may not run as a staff account (%s)', (actor, target) => {
    expect(canRunAs({ rolle: actor as Rolle }, { rolle: target as Rolle })).toBe(false);
  });

  it.each(kunden.flatMap((a) => ROLLEN.map((z) => [a, z])))('a %s may not run as anyone (%s)', (actor, target) => {
    expect(canRunAs({ rolle: actor as Rolle }, { rolle: target as Rolle })).toBe(false);
  });

  it('lets only staff assume a producer perspective', () => {
    expect(ROLLEN.filter((rolle) => canAssumePerspective({ rolle }))).toEqual(['ADMIN', 'SUPPORT']);
  });
});
