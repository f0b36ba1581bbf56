import { positionZellen } from './leistungsPosition';

const nbsp = (s: string | null) => s?.replace(/\s/g, ' ') ?? null;

describe('a row of the service overview', () => {
  it('shows the rent per day with its price and no days before delivery', () => {
    const z = positionZellen({ bezeichnung: 'Miete je Tag', menge: 0, einheit: 'Tag', einzelpreis: 2, summe: null });
    expect(z.menge).toBeNull();
    expect(nbsp(z.einzelpreis)).toBe('2,00 €');
    expect(z.summe).toBe('');
  });

  it('counts days in the right number', () => {
    expect(positionZellen({ bezeichnung: 'Miete je Tag', menge: 1, einheit: 'Tag', einzelpreis: 2, summe: 2 }).menge).toBe('1 Tag');
    expect(positionZellen({ bezeichnung: 'Miete je Tag', menge: 0, einheit: 'Tag', einzelpreis: 2, summe: 0 }).menge).toBe('0 Tage');
    expect(positionZellen({ bezeichnung: 'Miete je Tag', menge: 14, einheit: 'Tag', einzelpreis: 2, summe: 28 }).menge).toBe('14 Tage');
  });

  it('writes cubic metres as m³', () => {
    expect(positionZellen({ bezeichnung: 'Entsorgung', menge: 14, einheit: 'm3', einzelpreis: 20, summe: 280 }).menge).toBe('14 m³');
  });
});
