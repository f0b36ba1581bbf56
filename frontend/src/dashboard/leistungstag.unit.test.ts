import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { leistungstag, tageBis } from './leistungstag';

const auftrag = (status: AuftragStatus) => ({
  status: { type: status },
  wunschLiefertermin: '2030-03-04',
  liefertermin: '2030-03-05',
  wunschAbholtermin: '2030-03-20',
});

describe('leistungstag: the service a disposer owes next and its day (issue 28)', () => {
  it('a confirmed delivery on its delivery date', () => {
    expect(leistungstag(auftrag('BESTELLUNG_BESTAETIGT'))).toEqual({ art: 'lieferung', tag: '2030-03-05' });
    expect(leistungstag({ ...auftrag('IN_ANLIEFERUNG'), liefertermin: null })).toEqual({ art: 'lieferung', tag: '2030-03-04' });
  });

  it('an extra emptying or swap on its service day, a removal on its pick-up day', () => {
    expect(leistungstag(auftrag('ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN'))).toEqual({ art: 'leerung', tag: '2030-03-04' });
    expect(leistungstag(auftrag('BEHAELTERTAUSCH_BESTAETIGT'))).toEqual({ art: 'tausch', tag: '2030-03-04' });
    expect(leistungstag(auftrag('IN_ABHOLUNG'))).toEqual({ art: 'abholung', tag: '2030-03-20' });
  });

  it('nothing before the disposer accepted, nor after the service', () => {
    for (const status of ['BESTELLUNG', 'ZUSATZLEERUNG_BEAUFTRAGT', 'VOR_ORT', 'ABRECHNUNG'] as const)
      expect(leistungstag(auftrag(status))).toBeNull();
  });

  it('counts the days to the service, negative once it has passed, across a clock change', () => {
    expect(tageBis('2030-03-30', '2030-03-31')).toBe(1);
    expect(tageBis('2030-03-31', '2030-03-29')).toBe(-2);
    expect(tageBis('2030-10-26', '2030-10-27')).toBe(1);
  });
});
