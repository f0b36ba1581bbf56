import { given } from '../platform/decider/givenWhenThen';
import type { AuftragEvent } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import { AUFTRAG_WORKFLOW } from './auftragWorkflow';
import { aktion, imStatus } from './auftragTestdaten';

const decider = auftragAggregate.decider;

describe('a disposer proposing another date says why (issue 19)', () => {
  it('every date change of a link asks for a reason', () => {
    const datumsAenderungen = AUFTRAG_WORKFLOW.filter(
      (u) => u.token && (u.felder.includes('liefertermin') || u.felder.includes('wunschtermin')),
    );
    expect(datumsAenderungen.length).toBeGreaterThan(0);
    for (const u of datumsAenderungen)
      expect({ aktion: u.aktion, grund: u.optionaleFelder.includes('begruendung') }).toEqual({ aktion: u.aktion, grund: true });
  });

  it('given an order, when the disposer accepts with another delivery date and a reason, then the reason is recorded', () => {
    const erwartet: AuftragEvent = {
      type: 'AuftragStatusGeaendert',
      data: {
        von: 'BESTELLUNG',
        nach: 'BESTELLAENDERUNG_LIEFERTERMIN',
        ueberToken: false,
        aktion: 'bestellungAnnehmenAenderungLiefertermin',
        liefertermin: '2026-11-26',
        begruendung: 'Fahrzeug in der Werkstatt',
      },
    };
    given(decider, imStatus('BESTELLUNG'))
      .when(
        aktion('bestellungAnnehmenAenderungLiefertermin', 'ENTSORGER', {
          body: { liefertermin: '2026-11-26', begruendung: 'Fahrzeug in der Werkstatt', kommentar: null },
        }),
      )
      .then([erwartet]);
  });
});
