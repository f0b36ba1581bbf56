import { leseRechnungAusPdfText } from './pdfRechnungLesen';
import { lesePdfText, PdfTextFehler } from './pdfText';
import { testRechnungPdf, type TestPosition } from './testRechnungPdf';

const POSITIONEN: TestPosition[] = [
  {
    pos: '1',
    bezeichnung: 'Gemischte Bau- und Abbruchabfälle',
    avv: '17 09 04',
    menge: '2,140',
    einheit: 't',
    preis: '145,00 €',
    gesamt: '310,30 €',
  },
  { pos: '2', bezeichnung: 'Asbesthaltige Baustoffe', avv: '170605*', menge: '0,5', einheit: 'to', preis: '480,00 €', gesamt: '240,00 €' },
  { pos: '3', bezeichnung: 'Miete Absetzmulde 7 m³', avv: '', menge: '14', einheit: 'Tage', preis: '3,50 €', gesamt: '49,00 €' },
  { pos: '4', bezeichnung: 'Transport', avv: '', menge: '1', einheit: 'Stück', preis: '85,00 €', gesamt: '85,00 €' },
  { pos: '5', bezeichnung: 'Containerdienst', avv: '', menge: '1,5', einheit: 'h', preis: '60,00 €', gesamt: '90,00 €' },
];

/** /aiinvoice: a disposer's plain PDF invoice (made with pdfkit, a real text layer) read by rules. */
describe('positions from the text layer of a PDF invoice', () => {
  it('reads header, positions with AVV, quantity, unit, price and total, each marked sure', async () => {
    const pdf = await testRechnungPdf({
      nummer: 'RE-2026-4711',
      datum: '20.11.2026',
      vorgang: 'V-2026-000042',
      zeitraum: '01.11.2026 - 15.11.2026',
      positionen: POSITIONEN,
      netto: '774,30 €',
      ust: '147,12 €',
      brutto: '921,42 €',
    });
    const v = leseRechnungAusPdfText(await lesePdfText(pdf));
    expect(v.seiten).toBe(1);
    expect(Object.fromEntries(Object.entries(v.kopf).map(([k, f]) => [k, [f.wert, f.sicherheit]]))).toEqual({
      typ: ['rechnung', 'sicher'],
      nummer: ['RE-2026-4711', 'sicher'],
      datum: ['2026-11-20', 'sicher'],
      leistungVon: ['2026-11-01', 'sicher'],
      leistungBis: ['2026-11-15', 'sicher'],
      bestellReferenz: ['V-2026-000042', 'sicher'],
      summe: [774.3, 'sicher'],
      bruttoSumme: [921.42, 'sicher'],
    });
    expect(
      v.positionen.map((p) => [
        p.bezeichnung.wert,
        p.abfallschluessel.wert,
        p.menge.wert,
        p.einheit.wert,
        p.einzelpreis.wert,
        p.betrag.wert,
      ]),
    ).toEqual([
      ['Gemischte Bau- und Abbruchabfälle', '17 09 04', '2,140', 't', 145, 310.3],
      ['Asbesthaltige Baustoffe', '17 06 05*', '0,5', 't', 480, 240],
      ['Miete Absetzmulde 7 m³', null, '14', 'Tag', 3.5, 49],
      ['Transport', null, '1', 'Stück', 85, 85],
      ['Containerdienst', null, '1,5', 'h', 60, 90],
    ]);
    expect(v.positionen[0]!.abfallschluessel).toMatchObject({ sicherheit: 'sicher' });
    expect(v.positionen[2]!.abfallschluessel).toMatchObject({ sicherheit: 'fehlt', hinweis: 'Kein Abfallschlüssel in der Zeile.' });
    expect(v.nichtGelesen).toEqual([expect.stringContaining('Nicht aus dem Text gelesen: Erzeuger, Entsorger')]);
  }, 60_000);

  it('says what it could not read and where it is unsure', async () => {
    const pdf = await testRechnungPdf({
      positionen: [
        { pos: '1', bezeichnung: 'Bauschutt', avv: '99 99 99', menge: '3', einheit: 't', preis: '20,00 €', gesamt: '65,00 €' },
        { pos: '2', bezeichnung: 'Entsorgungspauschale', avv: '', menge: '', einheit: '', preis: '', gesamt: '15,00 €' },
      ],
      netto: '90,00 €',
    });
    const v = leseRechnungAusPdfText(await lesePdfText(pdf));
    expect(v.kopf.nummer).toEqual({ wert: null, sicherheit: 'fehlt', hinweis: 'Keine Rechnungsnummer gefunden.' });
    expect(v.kopf.bestellReferenz.sicherheit).toBe('fehlt');
    expect(v.kopf.summe).toMatchObject({
      wert: 90,
      sicherheit: 'unsicher',
      hinweis: 'Die Positionen ergeben 65,00 €, der Nettobetrag ist 90,00 €.',
    });
    const [p1, p2] = v.positionen;
    expect(p1!.abfallschluessel).toEqual({ wert: '99 99 99', sicherheit: 'unsicher', hinweis: '„99 99 99“ steht nicht im AVV-Katalog.' });
    expect(p1!.betrag).toMatchObject({ sicherheit: 'unsicher', hinweis: 'Menge × Einzelpreis ergibt 60,00 €, nicht 65,00 €.' });
    // A lump sum without quantity is no waste position.
    expect(p2).toBeUndefined();
    expect(v.nichtGelesen).toEqual(
      expect.arrayContaining([
        'Rechnungsnummer nicht gefunden.',
        'Rechnungsdatum nicht gefunden.',
        'Leistungszeitraum nicht gefunden.',
        'Vorgangsnummer (V-…) nicht gefunden.',
        expect.stringMatching(/^Zeile \d+ hat einen Betrag, aber weder Menge mit Einheit noch Abfallschlüssel; .*Entsorgungspauschale/),
      ]),
    );
  }, 60_000);

  it('a PDF without text layer or a broken one is said so', async () => {
    const leer = leseRechnungAusPdfText({ seiten: 1, zeilen: [] });
    expect(leer.nichtGelesen[0]).toMatch(/keine Textebene/);
    await expect(lesePdfText(Buffer.from('%PDF-1.4\nkaputt\n%%EOF\n'))).rejects.toBeInstanceOf(PdfTextFehler);
  }, 60_000);
});
