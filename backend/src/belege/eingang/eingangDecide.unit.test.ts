import { belegFelderSchema } from '@abfallportal/common/beleg';
import type { BelegAkteur } from '@abfallportal/common/permissions';
import { given } from '../../platform/decider/givenWhenThen';
import type { BelegEvent } from '../beleg';
import { belegAggregate, type BelegCommand } from '../belegDecide';
import { felderAusERechnung, mengeText } from './eRechnungFelder';
import type { ERechnung } from '../erechnung';

const decider = belegAggregate.decider;
const ENTSORGER: BelegAkteur = { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: 5 };
const SYSTEM: BelegAkteur = { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };
const leer = belegFelderSchema.parse({ typ: 'rechnung' });
const GRUND = 'Die XML-Datei ist nicht wohlgeformt (Zeile 1, Spalte 40).';

const erfassen = (leseFehler: string | null): BelegCommand => ({
  type: 'BelegErfassen',
  akteur: ENTSORGER,
  erzeugerId: 1,
  entsorgerId: 5,
  herkunft: 'AUTOMATISCH',
  quelle: 'ERECHNUNG',
  felder: leer,
  datei: { id: 'belege/x', name: 'r.xml', typ: 'application/xml' },
  leseFehler,
});
const erfasstMitGrund: BelegEvent = {
  type: 'BelegErfasst',
  data: {
    erzeugerId: 1,
    entsorgerId: 5,
    herkunft: 'AUTOMATISCH',
    quelle: 'ERECHNUNG',
    felder: leer,
    datei: { id: 'belege/x', name: 'r.xml', typ: 'application/xml' },
    leseFehler: GRUND,
  },
};

describe('an unreadable e-invoice is kept as a draft (issue 20, invoices in)', () => {
  it('given nothing, when captured with the reader’s reason, then BelegErfasst carries it and the state shows it', () => {
    given(decider).when(erfassen(GRUND)).then([erfasstMitGrund]);
    const state = decider.evolve(decider.initialState(), erfasstMitGrund);
    expect(state).toMatchObject({ status: 'ERFASST', leseFehler: GRUND, herkunft: 'AUTOMATISCH' });
  });
  it('a readable one carries no reason field (events as before)', () => {
    given(decider)
      .when(erfassen(null))
      .then([{ ...erfasstMitGrund, data: { ...erfasstMitGrund.data, leseFehler: undefined } } as BelegEvent].map(ohneUndefiniert));
  });
  it('the system assigns the order the buyer reference names; a disposer may not', () => {
    const zuordnen = (akteur: BelegAkteur): BelegCommand => ({
      type: 'BelegZuordnen',
      akteur,
      auftraege: [{ id: '00000000-0000-4000-8000-00000000000a', vorgangsnummer: 'V-DEMO-008', erzeugerId: 1, entsorgerId: 5 }],
    });
    given(decider, [erfasstMitGrund]).when(zuordnen(SYSTEM)).thenTypes(['BelegZugeordnet']);
    given(decider, [erfasstMitGrund]).when(zuordnen(ENTSORGER)).thenRefused('verboten');
  });
});

describe('e-invoice values as receipt fields', () => {
  it('amounts: comma, at most 3 decimals, none for zero or negative', () => {
    expect(mengeText(3.215)).toBe('3,215');
    expect(mengeText(12)).toBe('12');
    expect(mengeText(0.8604)).toBe('0,86');
    expect(mengeText(0)).toBeNull();
    expect(mengeText(-1)).toBeNull();
  });
  it('a value the receipt cannot hold becomes the reason', () => {
    const r = { belegTyp: 'rechnung', nummer: 'X'.repeat(150), positionen: [] } as unknown as ERechnung;
    const f = felderAusERechnung(r, null);
    expect(f.ok).toBe(false);
    if (!f.ok)
      expect(f.grund).toMatch(
        /^Die E-Rechnung X+ enthält Angaben, die das Portal nicht übernehmen kann \(nummer: Höchstens 100 Zeichen\.\)\.$/,
      );
  });
});

function ohneUndefiniert(e: BelegEvent): BelegEvent {
  return JSON.parse(JSON.stringify(e)) as BelegEvent;
}
