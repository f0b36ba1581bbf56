import { fold } from '../platform/decider/decider';
import { given } from '../platform/decider/givenWhenThen';
import { aufgegeben, auftragAggregate, readAuftragEvent, type AuftragEvent, type EntsorgerZusammenfuehren } from '../auftraege';
import { datenabfrageZeitraum } from './datenabfrage';

const decider = auftragAggregate.decider;
/** Disposer 3 (the order's, see auftragTestdaten) was a duplicate of disposer 8. */
const zusammenfuehren: EntsorgerZusammenfuehren = {
  type: 'EntsorgerZusammenfuehren',
  vonEntsorgerId: 3,
  nachEntsorgerId: 8,
  zusammenfuehrungId: 1,
};
const zusammengefuehrt: AuftragEvent = {
  type: 'EntsorgerZusammengefuehrt',
  data: { vonEntsorgerId: 3, nachEntsorgerId: 8, zusammenfuehrungId: 1 },
};

describe('an order of a merged disposer', () => {
  it('moves to the kept disposer with a recorded event', () => {
    given(decider, [aufgegeben()]).when(zusammenfuehren).then([zusammengefuehrt]);
    const state = fold(decider, [aufgegeben(), zusammengefuehrt]);
    expect(state).toMatchObject({ entsorgerId: 8, status: 'BESTELLUNG' });
  });

  it('changes nothing when the merge runs again or the order names another disposer', () => {
    given(decider, [aufgegeben(), zusammengefuehrt]).when(zusammenfuehren).then([]);
    given(decider, [aufgegeben({ entsorgerId: 5 })])
      .when(zusammenfuehren)
      .then([]);
    given(decider).when(zusammenfuehren).then([]);
  });

  it('reads the stored event back', () => {
    expect(readAuftragEvent({ type: zusammengefuehrt.type, data: zusammengefuehrt.data, schemaVersion: 1 })).toEqual(zusammengefuehrt);
  });
});

describe('the period of a data request (spec § 9: the last three years)', () => {
  it('runs from the same German calendar day three years back to today', () => {
    expect(datenabfrageZeitraum(new Date('2026-11-22T10:00:00Z'))).toEqual({ von: '2023-11-22', bis: '2026-11-22' });
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(datenabfrageZeitraum(new Date('2026-12-31T23:30:00Z'))).toEqual({ von: '2024-01-01', bis: '2027-01-01' });
  });

  it('starts on 1 March when today is 29 February', () => {
    expect(datenabfrageZeitraum(new Date('2028-02-29T12:00:00Z'))).toEqual({ von: '2025-03-01', bis: '2028-02-29' });
  });
});
