import { auditProjection } from '../audit';
import { liveTableNames, physicalName, suffixedTableNames } from './projection';
import { oldSuffix, rebuildSuffix, renamedIndex } from './tableSwap';
import { hasPassed } from './waitForProjections';

describe('table names of a rebuild', () => {
  it('maps logical names to themselves when live and to suffixed tables when rebuilding', () => {
    expect(liveTableNames(auditProjection)).toEqual({ audit_ereignis: 'audit_ereignis' });
    expect(suffixedTableNames(auditProjection, '__rbx')).toEqual({ audit_ereignis: 'audit_ereignis__rbx' });
    expect(() => physicalName({ a: 'a' }, 'b')).toThrow('gehört nicht zur Projektion');
  });

  it('keeps suffixes short enough for index names under the 63-byte limit', () => {
    const at = new Date('2099-12-31T23:59:59Z');
    expect(`audit_ereignis${rebuildSuffix(at)}_correlation_idx`.length).toBeLessThanOrEqual(63);
    expect(`audit_ereignis${oldSuffix(at)}_correlation_idx`.length).toBeLessThanOrEqual(63);
  });

  it('renames indexes named after their table, and only those', () => {
    expect(renamedIndex('audit_ereignis__rbabc_pkey', 'audit_ereignis__rbabc', 'audit_ereignis')).toBe('audit_ereignis_pkey');
    expect(renamedIndex('audit_ereignis_pkey', 'audit_ereignis', 'audit_ereignis__oldabc')).toBe('audit_ereignis__oldabc_pkey');
    expect(renamedIndex('irgendwas_idx', 'audit_ereignis', 'x')).toBeNull();
  });
});

describe('hasPassed', () => {
  const numeric = { comparePositions: (a: string, b: string) => Number(a) - Number(b) };
  it('is true when the checkpoint is at or after the position, false before or without a checkpoint', () => {
    expect(hasPassed(numeric, '5', '5')).toBe(true);
    expect(hasPassed(numeric, '6', '5')).toBe(true);
    expect(hasPassed(numeric, '4', '5')).toBe(false);
    expect(hasPassed(numeric, null, '5')).toBe(false);
  });
});
