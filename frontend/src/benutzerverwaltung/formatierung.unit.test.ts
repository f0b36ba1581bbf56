import { datumAnzeige, euroAnzeige } from './formatierung';

describe('Anzeige in der Benutzerverwaltung', () => {
  it('shows the limit as a German euro amount and no limit as a dash', () => {
    expect(euroAnzeige(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(euroAnzeige(null)).toBe('–');
  });

  it('shows the access-data-sent date in German time', () => {
    expect(datumAnzeige('2026-11-21T23:30:00.000Z')).toBe('22.11.2026');
    expect(datumAnzeige(null)).toBe('–');
  });
});
