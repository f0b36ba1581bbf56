import { BELEG_MELDUNGEN, BELEG_TYPEN, belegErfassenSchema, belegFelderSchema, mengeAlsZahl, pruefeBeleg } from './beleg';

const leer = (typ: string) => ({ ...belegFelderSchema.parse({ typ }), entsorgerId: null, auftragIds: [] });

describe('receipt validation (spec § 5), field by field', () => {
  it('names every missing head field of an invoice in German', () => {
    expect(pruefeBeleg(leer('rechnung'))).toEqual({
      empfaenger: 'Bitte den Empfänger angeben.',
      entsorgerId: 'Bitte den Entsorger angeben.',
      datum: 'Bitte das Belegdatum angeben.',
      nummer: 'Bitte die Belegnummer angeben.',
      summe: 'Bitte die Summe angeben.',
      leistungVon: 'Bitte den Beginn des Leistungszeitraums angeben.',
      leistungBis: 'Bitte das Ende des Leistungszeitraums angeben.',
      anfallstelleId: 'Bitte die Anfallstelle angeben.',
      auftragIds: BELEG_MELDUNGEN.auftraege,
      positionen: 'Keine Menge zum Beleg',
    });
  });
  it('a storno needs its cancelled receipt, no positions and no order', () => {
    const f = pruefeBeleg(leer('stornorechnung'));
    expect(f.storniertBelegId).toBe(BELEG_MELDUNGEN.storno);
    expect(f.positionen).toBeUndefined();
    expect(f.auftragIds).toBeUndefined();
  });
  it('a balance needs no order', () => {
    expect(pruefeBeleg(leer('bilanz')).auftragIds).toBeUndefined();
  });
  it('checks each position: amount > 0 with unit, waste type, container, method, plant or certificate, mixed waste justified', () => {
    const b = {
      ...leer('rechnung'),
      positionen: [
        belegFelderSchema.shape.positionen.parse([
          { abfallschluessel: '17 09 04', menge: '0', verbleibsanlageId: 1, zertifikat: 'Z-1', rhythmus: 'TURNUS' },
        ])[0]!,
      ],
    };
    expect(pruefeBeleg(b)).toMatchObject({
      positionen: 'Keine Menge zum Beleg',
      'positionen.0.menge': BELEG_MELDUNGEN.menge,
      'positionen.0.einheit': BELEG_MELDUNGEN.einheit,
      'positionen.0.behaelterkategorie': 'Bitte die Behälterkategorie angeben.',
      'positionen.0.behaelter': 'Bitte den Behälter angeben.',
      'positionen.0.behaelterAnzahl': 'Bitte die Anzahl der Behälter angeben.',
      'positionen.0.anzahlLeerungen': 'Bitte die Anzahl der Leerungen angeben.',
      'positionen.0.entsorgungsverfahren': BELEG_MELDUNGEN.verfahren,
      'positionen.0.verbleibsanlageId': BELEG_MELDUNGEN.anlageOderZertifikat,
      'positionen.0.ausnahme': 'Gemischte Abfälle brauchen eine Begründung (GewAbfV).',
    });
  });
  it('a delivery note does not ask for the disposal path', () => {
    const b = {
      ...leer('lieferschein'),
      positionen: belegFelderSchema.shape.positionen.parse([{ abfallschluessel: '170107', menge: '1', einheit: 't' }]),
    };
    const f = pruefeBeleg(b);
    expect(f['positionen.0.entsorgungsverfahren']).toBeUndefined();
    expect(f['positionen.0.verbleibsanlageId']).toBeUndefined();
    expect(f['positionen.0.behaelter']).toBe('Bitte den Behälter angeben.');
  });
  it('every type has a rule', () => {
    for (const typ of BELEG_TYPEN) expect(Object.keys(pruefeBeleg(leer(typ))).length).toBeGreaterThan(0);
  });
  it('the amount format: digits, comma, at most 3 decimals', () => {
    expect(mengeAlsZahl('12,5')).toBe(12.5);
    expect(mengeAlsZahl('12.5')).toBeNull();
    const r = belegErfassenSchema.safeParse({ typ: 'rechnung', erzeugerId: 1, entsorgerId: 2, positionen: [{ menge: '1,2345' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['positionen', 0, 'menge']);
    expect(r.error?.issues[0]?.message).toBe(BELEG_MELDUNGEN.menge);
  });
});
