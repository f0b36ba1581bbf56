import { darfFreigabeAktion } from '@abfallportal/common/permissions';
import { given } from '../platform/decider/givenWhenThen';
import { auftragAggregate } from './auftragAggregate';
import { ADMIN, aktion, aufgegeben, ERZEUGER } from './auftragTestdaten';

/** Issue 18 review: an order waiting for approval is withdrawn by its orderer (or staff), never by the approver. */
const decider = auftragAggregate.decider;
const zurFreigabe = [aufgegeben({ status: 'BESTELLUNG_ZUR_FREIGABE', bestellerId: 42, freigeberId: 43 })];
const auftrag = { bestellerId: 42, freigeberId: 43 };

describe('who decides an order waiting for approval (darfFreigabeAktion)', () => {
  it.each([
    ['stornieren', 42, true],
    ['stornieren', 43, false],
    ['stornieren', 50, false],
    ['bestellungFreigeben', 43, true],
    ['bestellungFreigeben', 42, false],
    ['freigabeAblehnen', 43, true],
    ['freigabeAblehnen', 50, false],
  ] as const)('%s by user %d: %s', (name, benutzerId, erlaubt) => {
    expect(darfFreigabeAktion(name, ERZEUGER, benutzerId, auftrag)).toBe(erlaubt);
  });

  it('lets staff do all three and leaves other actions alone', () => {
    for (const name of ['stornieren', 'bestellungFreigeben', 'freigabeAblehnen'])
      expect(darfFreigabeAktion(name, ADMIN, 7, auftrag)).toBe(true);
    expect(darfFreigabeAktion('erinnern', ERZEUGER, 50, auftrag)).toBe(true);
  });

  it('refuses an approver who has no approver named', () => {
    expect(darfFreigabeAktion('bestellungFreigeben', ERZEUGER, 43, { bestellerId: 42, freigeberId: null })).toBe(false);
  });
});

describe('withdrawing an order waiting for approval', () => {
  it('given an order waiting for approval, when the approver withdraws it, then it is refused and nothing is appended', () => {
    given(decider, zurFreigabe)
      .when(aktion('stornieren', 'ERZEUGER', { benutzerId: 43 }))
      .thenRefused('verboten', 'Nur wer bestellt hat, kann die Bestellung zurückziehen.');
  });

  it('given an order waiting for approval, when another user of the producer withdraws it, then it is refused', () => {
    given(decider, zurFreigabe)
      .when(aktion('stornieren', 'ERZEUGER', { benutzerId: 50 }))
      .thenRefused('verboten');
  });

  it('given an order waiting for approval, when the orderer or staff withdraws it, then it ends before approval', () => {
    given(decider, zurFreigabe)
      .when(aktion('stornieren', 'ERZEUGER', { benutzerId: 42 }))
      .thenTypes(['AuftragStatusGeaendert']);
    given(decider, zurFreigabe)
      .when(aktion('stornieren', 'ERZEUGER', { akteur: ADMIN, benutzerId: 7 }))
      .thenTypes(['AuftragStatusGeaendert']);
  });
});
