import { i18nProvider } from './i18nProvider';

const t = (schluessel: string, optionen?: Record<string, unknown>) => i18nProvider.translate(schluessel, optionen);

// The end-to-end tests find elements by these texts: moving them into the catalogue must keep them byte for byte.
describe('receipt import texts', () => {
  it('keeps the texts the end-to-end tests look for', () => {
    expect(t('belegImport.csv.titel')).toBe('CSV-Import');
    expect(t('belegImport.emails.titel')).toBe('Rechnungs-E-Mail-Import');
    expect(t('belegImport.emails.abrufen.knopf')).toBe('Jetzt abrufen');
    expect(t('belegImport.emails.freigeben.knopf')).toBe('Freigeben');
    expect(t('belegImport.emails.freigeben.knopfFuer', { datei: 'RE-2026-0001.xml' })).toBe('Freigeben: RE-2026-0001.xml');
    expect(t('belegImport.emails.freigeben.erzeuger')).toBe('Erzeuger');
    expect(t('belegImport.emails.eRechnung', { nummer: 'RE-2026-0001' })).toBe('E-Rechnung RE-2026-0001');
    expect(t('belegImport.emails.auftrag', { nummer: 'V-2026-00042' })).toBe('Auftrag V-2026-00042');
  });

  it('picks singular and plural as the inline texts did', () => {
    expect(t('belegImport.csv.belegeErfasst', { smart_count: 1 })).toBe('1 Beleg wurde erfasst.');
    expect(t('belegImport.csv.belegeErfasst', { smart_count: 3 })).toBe('3 Belege wurden erfasst.');
    expect(t('belegImport.csv.belegeErfasst', { smart_count: 0 })).toBe('0 Belege wurden erfasst.');
    expect(t('belegImport.csv.mengenErfasst', { smart_count: 1 })).toBe('1 Abfallmenge wurde erfasst.');
    expect(t('belegImport.csv.mengenErfasst', { smart_count: 4 })).toBe('4 Abfallmengen wurden erfasst.');
    expect(t('belegImport.csv.mengenErfasst', { smart_count: 0 })).toBe('0 Abfallmengen wurden erfasst.');
  });

  it('fills the placeholders of the CSV import as the inline texts did', () => {
    expect(t('belegImport.csv.spalten', { spalten: 'Satzart, Belegnummer (Pflicht)' })).toBe('Spalten: Satzart, Belegnummer (Pflicht).');
    expect(t('belegImport.csv.pflichtSpalte', { kopf: 'Belegnummer' })).toBe('Belegnummer (Pflicht)');
    expect(t('belegImport.csv.schonImportiert', { smart_count: 1 })).toBe('1 Beleg war aus dieser Datei schon importiert.');
    expect(t('belegImport.csv.schonImportiert', { smart_count: 2 })).toBe('2 Belege waren aus dieser Datei schon importiert.');
    expect(t('belegImport.csv.mengenSchonImportiert', { smart_count: 1 })).toBe('1 Menge war schon importiert.');
    expect(t('belegImport.csv.mengenSchonImportiert', { smart_count: 3 })).toBe('3 Mengen waren schon importiert.');
    expect(t('belegImport.csv.kodierung', { kodierung: 'UTF-8', trennzeichen: ';' })).toBe('(UTF-8, Trennzeichen „;“)');
    expect(t('belegImport.csv.uebersprungeneZeile', { zeile: 4 })).toBe('Zeile 4');
    expect(t('belegImport.csv.uebersprungen', { zeilen: 'Zeile 3, Zeile 4', meldung: 'Leere Zeile $1' })).toBe(
      'Übersprungen: Zeile 3, Zeile 4 – Leere Zeile $1',
    );
    expect(t('belegImport.csv.schonImportiertMarke')).toBe('(schon importiert)');
    expect(t('belegImport.csv.wirdImportiert')).toBe('Wird importiert …');
  });

  it('fills the placeholders of the invoice e-mail import as the inline texts did', () => {
    // An e-invoice without a number reads "E-Rechnung" once the trailing space is trimmed, as before.
    expect(t('belegImport.emails.eRechnung', { nummer: '' }).trim()).toBe('E-Rechnung');
    expect(t('belegImport.emails.positionen', { smart_count: 1 })).toBe('1 Position');
    expect(t('belegImport.emails.positionen', { smart_count: 3 })).toBe('3 Positionen');
    expect(t('belegImport.emails.ansehenFuer', { datei: 'a.pdf' })).toBe('Datei ansehen: a.pdf');
    expect(t('belegImport.emails.freigeben.titel', { datei: 'a.pdf' })).toBe('„a.pdf“ freigeben?');
    expect(t('belegImport.emails.fehlerhaft.knopfFuer', { datei: 'a.pdf' })).toBe('Als fehlerhaft markieren: a.pdf');
    expect(t('belegImport.emails.fehlerhaft.titel', { datei: 'a.pdf' })).toBe('„a.pdf“ als fehlerhaft markieren?');
    expect(t('belegImport.emails.loeschen.knopfFuer', { datei: 'a.pdf' })).toBe('Löschen: a.pdf');
    expect(t('belegImport.emails.loeschen.titel', { datei: 'a.pdf' })).toBe('„a.pdf“ löschen?');
  });

  it('names the PDF proposal and its certainty', () => {
    expect(t('belegImport.pdf.lesen')).toBe('Positionen aus PDF lesen');
    expect(t('belegImport.pdf.wirdGelesen')).toBe('PDF wird gelesen …');
    expect(t('belegImport.pdf.sicherheit.fehlt')).toBe('nicht gefunden');
    expect(t('belegImport.pdf.kopf.bruttoSumme')).toBe('Rechnungsbetrag brutto');
  });

  it('reuses the generic error text', () => {
    expect(t('fehler.generic')).toBe('Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
  });
});
