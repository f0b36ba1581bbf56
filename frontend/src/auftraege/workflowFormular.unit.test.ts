import { MELDUNG_DATUM_FEHLT, workflowBody, workflowFehler } from './workflowFormular';

describe('workflowFormular', () => {
  it('sends only the fields the action asks for, an empty reason as null', () => {
    expect(workflowBody(['liefertermin', 'begruendung'], { liefertermin: '2026-12-01', begruendung: '  ', kommentar: 'x' })).toEqual({
      liefertermin: '2026-12-01',
      begruendung: null,
    });
  });

  it('requires the dates an action asks for', () => {
    expect(workflowFehler(['liefertermin'], {})).toEqual({ liefertermin: MELDUNG_DATUM_FEHLT });
    expect(workflowFehler(['liefertermin'], { liefertermin: '2026-12-01' })).toEqual({});
  });

  it('leaves reasons and comments optional but limits their length', () => {
    expect(workflowFehler(['begruendung'], {})).toEqual({});
    expect(workflowFehler(['kommentar'], { kommentar: 'x'.repeat(2001) })).toEqual({ kommentar: 'Höchstens 2000 Zeichen.' });
  });
});
