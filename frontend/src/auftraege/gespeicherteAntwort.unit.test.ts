import { antwortAusState, gespeicherteAntwort } from './gespeicherteAntwort';

describe('gespeicherteAntwort (the completion page repeats the answer)', () => {
  it('keeps the filled fields, dates as German dates', () => {
    const a = gespeicherteAntwort('A-2026-0001', 'Mit anderem Liefertermin annehmen', ['liefertermin', 'begruendung', 'kommentar'], {
      liefertermin: '2026-12-02',
      begruendung: ' Fahrzeug in der Werkstatt ',
    });
    expect(a).toEqual({
      vorgangsnummer: 'A-2026-0001',
      antwort: 'Mit anderem Liefertermin annehmen',
      angaben: [
        ['auftraege.workflow.liefertermin', '02.12.2026'],
        ['auftraege.workflow.begruendung', 'Fahrzeug in der Werkstatt'],
      ],
    });
    expect(antwortAusState({ antwort: a })).toEqual(a);
  });

  it('finds nothing in a foreign or empty state', () => {
    expect(antwortAusState(null)).toBeNull();
    expect(antwortAusState({ antwort: { vorgangsnummer: 1 } })).toBeNull();
    expect(antwortAusState({ key: 'x' })).toBeNull();
  });
});
