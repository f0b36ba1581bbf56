import { avvDerPosition, avvInText } from './avvErkennung';
import { EINHEIT_AUS_CODE, einheitAusCode } from './einheitAusCode';

describe('AVV keys in invoice positions', () => {
  it.each([
    ['AVV 17 09 04 Gemischte Bau- und Abbruchabfälle', '170904', '17 09 04'],
    ['Baumischabfall 170904', '170904', '17 09 04'],
    ['Asbest 17 06 05* im Big Bag', '170605', '17 06 05*'],
    ['Asbest 17 06 05 *', '170605', '17 06 05*'],
    ['Asbest 170605 ohne Stern', '170605', '17 06 05*'],
    ['Holz 17\u00a002\u00a001', '170201', '17 02 01'],
  ])('finds the key in %p', (text, schluessel, anzeige) => {
    expect(avvInText(text)).toMatchObject({ schluessel, anzeige });
  });

  it.each([
    ['a six-digit number the catalogue does not know', 'Artikel 999999'],
    ['a longer number', 'Kundennummer 1709041'],
    ['part of a decimal number', 'Gewicht 1.170904 t'],
    ['a date', 'Leerung am 17.09.04'],
    ['no digits', 'Containermiete'],
  ])('finds nothing in %s', (_fall, text) => {
    expect(avvInText(text)).toBeNull();
  });

  it('prefers the "AVV" attribute over the name, the name over the description, and looks at other attributes last', () => {
    expect(avvDerPosition('Bauschutt 170107', 'früher 170904', [{ name: 'AVV', wert: '17 09 04' }])?.schluessel).toBe('170904');
    expect(avvDerPosition('Bauschutt 170107', 'früher 170904', [])?.schluessel).toBe('170107');
    expect(avvDerPosition('Bauschutt', 'Abfallschlüssel 170107', [])?.schluessel).toBe('170107');
    expect(avvDerPosition('Bauschutt', null, [{ name: 'Abfallschlüssel', wert: '170107' }])?.schluessel).toBe('170107');
    expect(avvDerPosition('Bauschutt', null, [{ name: 'Sorte', wert: 'Mineralik 17 01 07' }])?.schluessel).toBe('170107');
    expect(avvDerPosition('Containermiete', null, [{ name: 'Behälter', wert: '7 m³' }])).toBeNull();
  });
});

describe('UN/ECE unit codes to our units', () => {
  it('maps the codes waste invoices use', () => {
    expect(EINHEIT_AUS_CODE).toEqual({
      TNE: 't',
      KGM: 'kg',
      MTQ: 'm³',
      LTR: 'l',
      H87: 'Stück',
      C62: 'Stück',
      EA: 'Stück',
      XPP: 'Stück',
      DAY: 'Tag',
    });
    expect(einheitAusCode('HUR')).toBeNull();
  });
});
