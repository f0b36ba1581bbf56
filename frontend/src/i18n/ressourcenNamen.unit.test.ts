import { i18nProvider } from './i18nProvider';
import { ressourcenName } from './ressourcenNamen';

const leer = (resource: string) =>
  i18nProvider.translate('ra.page.empty', {
    name: i18nProvider.translate(`resources.${resource}.forcedCaseName`, { smart_count: 0, _: resource }),
  });

describe('German resource names in empty lists (issue 19)', () => {
  it('names each list in German, never by its API path', () => {
    expect(leer('firmendaten/firmenadressen')).toBe('Keine Firmenadressen vorhanden.');
    expect(leer('anfallstelle/erzeuger/5')).toBe('Keine Anfallstellen vorhanden.');
    expect(leer('entsorger/12/kunden')).toBe('Keine Kunden vorhanden.');
    expect(leer('custom/bela/leistungsnummer')).toBe('Keine Leistungsnummern vorhanden.');
    expect(leer('stammdaten/vertraege')).toBe('Keine Verträge vorhanden.');
  });

  it('says "Einträge" for a resource it does not know', () => {
    expect(leer('neu/unbekannt')).toBe('Keine Einträge vorhanden.');
  });

  it('uses the singular for one only', () => {
    expect(ressourcenName('leistung', 1)).toBe('Preisvereinbarung');
    expect(ressourcenName('leistung', 0)).toBe('Preisvereinbarungen');
    expect(i18nProvider.translate('resources.auftrag.name', { smart_count: 1 })).toBe('Auftrag');
  });

  it('leaves every other text to the catalogue', () => {
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'Aufträge' })).toBe('Keine Aufträge vorhanden.');
  });
});
