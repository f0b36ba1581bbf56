import iconv from 'iconv-lite';
import { DomainError } from '../../platform/domainError';
import { leistungenAusHistorie } from '../leistungsuebersicht/belegLeistungsuebersicht';
import { betragAusZelle, datumAusZelle, dekodiere, erkenneTrennzeichen, leseCsv, normalisiereKopf } from './csvLesen';

describe('reading a CSV file of receipts', () => {
  it('detects UTF-8 with and without BOM, else Windows-1252', () => {
    expect(dekodiere(Buffer.from('Behälter;ä\n', 'utf8'))).toEqual({ text: 'Behälter;ä\n', kodierung: 'UTF-8' });
    expect(dekodiere(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Menge', 'utf8')]))).toEqual({
      text: 'Menge',
      kodierung: 'UTF-8',
    });
    expect(dekodiere(iconv.encode('Behälter;Größe;€', 'win1252'))).toEqual({ text: 'Behälter;Größe;€', kodierung: 'Windows-1252' });
  });

  it('detects `;` or `,` from the header line, quotes ignored', () => {
    expect(erkenneTrennzeichen('a;b;c\n1,5;2,5;3')).toBe(';');
    expect(erkenneTrennzeichen('"a;x",b,c\n1;2')).toBe(',');
  });

  it('matches headers without case, spaces and umlauts; names the line of each row', () => {
    expect(normalisiereKopf('Behälter-Anzahl')).toBe(normalisiereKopf('behaelteranzahl'));
    const datei = leseCsv(Buffer.from('belegnummer,BELEGART,erzeuger,Entsorger,Menge\n\nRE-1,Rechnung,A,B,"2,5"\n', 'utf8'));
    expect(datei).toEqual({
      kodierung: 'UTF-8',
      trennzeichen: ',',
      zeilen: [{ zeile: 3, werte: { nummer: 'RE-1', typ: 'Rechnung', erzeuger: 'A', entsorger: 'B', menge: '2,5' } }],
    });
    expect(() => leseCsv(Buffer.from('Belegnummer;Farbe\n', 'utf8'))).toThrow(DomainError);
  });

  it('names a broken file in German with its line, never with the English text of the parser', () => {
    const kaputt = Buffer.from('Belegnummer;Belegart;Erzeuger;Entsorger\nRE-1;Rechnung;"Musterbau;Nord\n', 'utf8');
    let meldung = '';
    try {
      leseCsv(kaputt);
    } catch (e) {
      meldung = (e as DomainError).message;
    }
    expect(meldung).toMatch(/^Bitte eine CSV-Datei hochladen .*\(Zeile \d+: ein Anführungszeichen wird nicht geschlossen\)$/);
    expect(meldung).not.toMatch(/Quote|quote|Invalid|column/);
  });

  it('reads German dates and amounts', () => {
    expect(datumAusZelle('1.2.2026')).toEqual({ wert: '2026-02-01' });
    expect(datumAusZelle('2026-02-01')).toEqual({ wert: '2026-02-01' });
    expect(datumAusZelle('morgen')).toEqual({ fehler: '„morgen“ ist kein Datum (TT.MM.JJJJ).' });
    expect(betragAusZelle('1.234,50 €')).toEqual({ wert: 1234.5 });
    expect(betragAusZelle('-12,5')).toEqual({ wert: -12.5 });
    expect(betragAusZelle('99.95')).toEqual({ wert: 99.95 });
    expect(betragAusZelle('12,345')).toEqual({ fehler: '„12,345“ ist kein Betrag in Euro (z. B. 1.234,50).' });
  });
});

describe('services performed from an order history', () => {
  it('delivery, extra emptying, swap and removal with their dates', () => {
    const h = (status: string, tag: string) => ({ status, zeitpunkt: `2026-11-${tag}T08:00:00.000Z` });
    expect(
      leistungenAusHistorie([
        h('BESTELLUNG', '01'),
        h('IN_ANLIEFERUNG', '02'),
        h('VOR_ORT', '03'),
        h('ZUSATZLEERUNG_BEAUFTRAGT', '05'),
        h('VOR_ORT', '06'),
        h('BEHAELTERTAUSCH_BESTAETIGT', '08'),
        h('VOR_ORT', '09'),
        h('IN_ABHOLUNG', '10'),
        h('ABRECHNUNG', '11'),
      ]),
    ).toEqual([
      { art: 'Lieferung', datum: '2026-11-03' },
      { art: 'Leerung', datum: '2026-11-06' },
      { art: 'Tausch', datum: '2026-11-09' },
      { art: 'Abholung', datum: '2026-11-11' },
    ]);
  });
});
