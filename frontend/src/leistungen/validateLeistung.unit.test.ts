import { LEISTUNG_MELDUNG } from '@abfallportal/common/leistung';
import { validateLeistung, verschachtelt } from './validateLeistung';

describe('price form validation', () => {
  it('nests the messages of price lines so each row shows its own', () => {
    expect(verschachtelt({ 'preise.1.preis': 'x', gueltigBis: 'y' })).toEqual({ preise: [undefined, { preis: 'x' }], gueltigBis: 'y' });
  });

  it('shows the server’s German messages for a negative price with three decimals and a missing unit', () => {
    const fehler = validateLeistung({
      typ: 'ENTSORGUNG',
      gueltigVon: '2026-01-01',
      erzeugerId: 1,
      entsorgerId: 2,
      abfallschluessel: '170904',
      behaelterkategorie: 'Absetzmulde',
      einheit: 't',
      preise: [
        { bezeichnung: 'Stellung', preis: 1.005, einheit: 'Stück' },
        { bezeichnung: 'Miete', preis: -2 },
      ],
    });
    expect(fehler).toEqual({
      preise: [{ preis: LEISTUNG_MELDUNG.preisNachkomma }, { preis: LEISTUNG_MELDUNG.preisNegativ, einheit: LEISTUNG_MELDUNG.einheit }],
    });
  });
});
