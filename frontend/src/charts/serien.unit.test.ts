import { FARBPALETTE } from '@abfallportal/common/farbpalette';
import { formatKennzahl, formatMonat } from '../format/format';
import { alsCsv, balkenAusAbfallstrom, balkenAusOverview, dateiname, deutschSortiert, durchscheinend, istLeer, sankeySpur } from './serien';

describe('chart series', () => {
  it('given the waste streams of two months, then each fraction is one stacked series with its own colour or the palette', () => {
    const reihen = balkenAusAbfallstrom({
      monate: ['2026-01', '2026-02'],
      reihen: [
        { fraktionId: 1, name: 'Bauschutt', farbcode: null, werte: [1.5, 2] },
        { fraktionId: 2, name: 'Holz', farbcode: '#abc', werte: [0] },
      ],
    });
    expect(reihen).toEqual([
      { name: 'Bauschutt', farbe: FARBPALETTE[0], x: ['Januar 2026', 'Februar 2026'], y: [1.5, 2] },
      { name: 'Holz', farbe: '#aabbcc', x: ['Januar 2026', 'Februar 2026'], y: [0, 0] },
    ]);
    expect(istLeer(reihen)).toBe(false);
  });

  it('given the overview, then streams keep their first order, a missing month counts 0 and the palette repeats after 20', () => {
    const namen = Array.from({ length: 21 }, (_, i) => `Strom ${i}`);
    const reihen = balkenAusOverview([
      {
        zeitraum: { id: '2026-01', beginn: '2026-01-01', ende: '2026-01-31' },
        abfallstromMengeByName: namen.map((name) => ({ name, value: 1 })),
      },
      {
        zeitraum: { id: '2026-02', beginn: '2026-02-01', ende: '2026-02-28' },
        abfallstromMengeByName: [{ name: 'Strom 3', value: 2.25, farbcode: '#112233' }],
      },
    ]);
    expect(reihen).toHaveLength(21);
    expect(reihen[3]).toMatchObject({ name: 'Strom 3', farbe: '#112233', y: [1, 2.25] });
    expect(reihen[0]).toMatchObject({ y: [1, 0] });
    expect(reihen[20]?.farbe).toBe(FARBPALETTE[0]);
  });

  it('given no amounts, then the chart is empty', () => {
    expect(istLeer([])).toBe(true);
    expect(istLeer(balkenAusOverview([{ zeitraum: { id: '2026-01', beginn: '', ende: '' }, abfallstromMengeByName: [] }]))).toBe(true);
  });

  it('given a Sankey, then links point at node indexes, are coloured like their source and unknown or empty links are left out', () => {
    const spur = sankeySpur({
      knoten: [
        { id: 's1', name: 'Baustelle', ebene: 'STANDORT', farbcode: null },
        { id: 'f1', name: 'Holz', ebene: 'FRAKTION', farbcode: '#00ff00' },
      ],
      kanten: [
        { quelle: 's1', ziel: 'f1', wert: 1234.5 },
        { quelle: 's1', ziel: 'weg', wert: 3 },
        { quelle: 's1', ziel: 'f1', wert: 0 },
      ],
    });
    expect(spur.knoten).toEqual({ label: ['Baustelle', 'Holz'], farbe: [FARBPALETTE[0], '#00ff00'] });
    expect(spur.kanten).toEqual({ quelle: [0], ziel: [1], wert: [1234.5], farbe: ['rgba(31,119,180,0.4)'], text: ['1.234,5 t'] });
  });

  it('sorts option lists in German order, case-insensitive', () => {
    expect(deutschSortiert(['Zement', 'äpfel', 'Apfel', 'Öl', 'birne'], (s) => s)).toEqual(['äpfel', 'Apfel', 'birne', 'Öl', 'Zement']);
  });

  it('makes file names and translucent colours', () => {
    expect(dateiname('Abfallströme · Musterbau GmbH 2026')).toBe('Abfallstroeme-Musterbau-GmbH-2026');
    expect(durchscheinend('#ff0000', 0.5)).toBe('rgba(255,0,0,0.5)');
    expect(durchscheinend('rot')).toBe('rot');
  });
});

describe('formatting of evaluations', () => {
  it('writes months and key figures in German', () => {
    expect(formatMonat('2026-03')).toBe('März 2026');
    expect(formatMonat('2026')).toBe('2026');
    expect(formatKennzahl(1234.567, 't')).toBe('1.234,567 t');
    expect(formatKennzahl(1234.5, '€')).toBe('1.234,50\u00a0€');
    expect(formatKennzahl(89.5, '€/t')).toBe('89,50\u00a0€ je t');
    expect(formatKennzahl(45.67, '%')).toBe('45,7 %');
    expect(formatKennzahl(1, 'Tage')).toBe('1 Tag');
    expect(formatKennzahl(3.25, 'Tage')).toBe('3,3 Tage');
    expect(formatKennzahl(7, '')).toBe('7');
    expect(formatKennzahl(null, 't')).toBe('–');
  });
});

describe('table downloads', () => {
  it('writes CSV for German Excel: BOM, semicolons, decimal comma, quoted fields, no formulas', () => {
    const csv = alsCsv<{ name: string; t: number }>(
      [
        { titel: 'Name', wert: (z) => z.name },
        { titel: 'Menge (t)', wert: (z) => z.t, zahl: true },
      ],
      [
        { name: 'Holz; unbehandelt', t: 1234.5 },
        { name: '=SUMME(A1)', t: 2 },
        { name: 'Glas "bunt"', t: 0.125 },
      ],
    );
    expect(csv).toBe('\uFEFFName;Menge (t)\r\n"Holz; unbehandelt";1234,5\r\n\'=SUMME(A1);2\r\n"Glas ""bunt""";0,125\r\n');
  });
});
