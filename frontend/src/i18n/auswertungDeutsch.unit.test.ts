import { i18nProvider } from './i18nProvider';

const t = (schluessel: string, optionen?: Record<string, unknown>) => i18nProvider.translate(schluessel, optionen);

// The end-to-end tests find elements by these texts: moving them into the catalogue must keep them byte for byte.
describe('evaluation and dashboard texts', () => {
  it('fills the placeholders as the inline texts did', () => {
    expect(t('auswertung.diagramm.alleZeilen', { anzahl: 57 })).toBe('Alle 57 Zeilen anzeigen');
    expect(t('auswertung.spalten.reihe', { name: 'Bauschutt' })).toBe('Bauschutt (t)');
    expect(t('auswertung.bilanz.mitMitgliedern', { name: 'Muster Holding' })).toBe('Muster Holding (mit Mitgliedern)');
    expect(t('auswertung.bilanz.tabelle', { jahr: 2025, name: 'Musterbau GmbH' })).toBe('Stoffstrombilanz 2025 Musterbau GmbH');
    expect(t('auswertung.bilanz.ueberschrift', { jahr: 2025, name: 'A & B $1', menge: '1,5 t', kosten: '10,00 €' })).toBe(
      'Stoffstrombilanz 2025 · A & B $1: 1,5 t, 10,00 €',
    );
    expect(t('auswertung.kpi.vorjahr', { wert: '3 t' })).toBe('Vorjahr: 3 t');
    expect(t('auswertung.kpi.anfallstellenGewaehlt', { smart_count: 1 })).toBe('1 Anfallstelle');
    expect(t('auswertung.kpi.anfallstellenGewaehlt', { smart_count: 2 })).toBe('2 Anfallstellen');
    expect(t('dashboard.offeneAufgaben', { anzahl: 0 })).toBe('0 offene Aufgaben');
  });

  it('keeps the texts the end-to-end tests look for', () => {
    expect(t('auswertung.titel')).toBe('Auswertungen');
    expect(t('auswertung.sankeyTabelle')).toBe('Abfallströme Tabelle');
    expect(t('auswertung.diagramm.alsPng')).toBe('Als PNG herunterladen');
    expect(t('auswertung.alsPdf')).toBe('Als PDF herunterladen');
    expect(t('auswertung.kpi.dialogTitel')).toBe('Kennzahlen auswählen');
    expect(t('dashboard.abfallmengenJeStrom')).toBe('Abfallmengen je Abfallstrom');
    expect(t('dashboard.neuesteAuftraege')).toBe('Neueste Aufträge');
    expect(`${t('dashboard.keineAnfallstellenVor')}${t('dashboard.keineAnfallstellenLink')}${t('dashboard.keineAnfallstellenNach')}`).toBe(
      'Noch keine Anfallstellen angelegt. Legen Sie unter Anfallstellen Ihre Baustellen und Standorte an.',
    );
  });
});
