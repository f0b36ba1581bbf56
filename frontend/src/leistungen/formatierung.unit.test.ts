import { gueltigkeit, preisZeileText, schluesselTeile, zeitStatus } from './formatierung';

describe('price display', () => {
  it('shows the period in German dates, open-ended as "ab"', () => {
    expect(gueltigkeit({ gueltigVon: '2025-01-01', gueltigBis: '2027-12-31' })).toBe('01.01.2025 – 31.12.2027');
    expect(gueltigkeit({ gueltigVon: '2026-03-15', gueltigBis: null })).toBe('ab 15.03.2026');
  });

  it('shows a price line in euro with its unit', () => {
    expect(preisZeileText({ bezeichnung: 'Miete je Tag', preis: 2.5, einheit: 'Tag' }).replace(/\s/g, ' ')).toBe(
      'Miete je Tag: 2,50 € je Tag',
    );
  });
});

describe('waste key display', () => {
  it('splits code (with the hazardous star) and name', () => {
    expect(schluesselTeile('17 05 03* Boden und Steine, die gefährliche Stoffe enthalten')).toEqual({
      code: '17 05 03*',
      name: 'Boden und Steine, die gefährliche Stoffe enthalten',
    });
  });
});

describe('validity on a day', () => {
  it('marks expired and future agreements, open-ended ones never expire', () => {
    expect(zeitStatus({ gueltigVon: '2025-01-01', gueltigBis: '2026-06-30' }, '2026-07-01')).toBe('abgelaufen');
    expect(zeitStatus({ gueltigVon: '2025-01-01', gueltigBis: '2026-06-30' }, '2026-06-30')).toBeNull();
    expect(zeitStatus({ gueltigVon: '2027-01-01', gueltigBis: null }, '2026-12-31')).toBe('kuenftig');
    expect(zeitStatus({ gueltigVon: '2020-01-01', gueltigBis: null }, '2040-01-01')).toBeNull();
  });
});
