import fs from 'node:fs';
import { ABFALL_RECHNUNG_BEISPIELE } from './abfallRechnungBeispiele';
import type { ERechnung } from './eRechnung';
import { BEISPIELE_DIR, beispiel } from './eRechnungTestdaten';
import { erzeugeAbfallRechnung, type AbfallRechnungEingabe } from './erzeugeAbfallRechnung';
import { leseERechnung } from './leseERechnung';

const gelesen = async (bytes: Buffer | Uint8Array | string): Promise<ERechnung> => {
  const ergebnis = await leseERechnung(Buffer.from(bytes));
  if (!ergebnis.ok) throw new Error(ergebnis.grund);
  return ergebnis.rechnung;
};

const EINHEIT: Record<string, string> = { TNE: 't', KGM: 'kg', MTQ: 'm³', H87: 'Stück', C62: 'Stück', DAY: 'Tag' };

/** What the reader must give back of the generator's input. */
const erwartet = (e: AbfallRechnungEingabe) => ({
  nummer: e.nummer,
  datum: e.datum,
  belegTyp: 'rechnung',
  verkaeuferName: e.entsorger.name,
  verkaeuferUstId: e.entsorger.ustId,
  kaeuferName: e.erzeuger.name,
  kaeuferReferenz: e.auftragsnummer,
  leistungBeginn: e.leistungBeginn,
  leistungEnde: e.leistungEnde,
  positionen: e.positionen.map((p) => ({
    menge: p.menge,
    einheitCode: p.einheitCode,
    einheit: EINHEIT[p.einheitCode],
    nettopreis: p.preis,
    avvCode: p.avv ? p.avv.replace(/[\s*]/g, '') : null,
    merkmale: p.avv ? [{ name: 'AVV', wert: expect.stringContaining(p.avv.replace(/[\s*]/g, '').slice(0, 2)) }] : [],
  })),
});

describe('erzeugeAbfallRechnung: our waste invoices read back', () => {
  it('has the committed sample files, one per sample, and nothing else', () => {
    expect(fs.readdirSync(BEISPIELE_DIR).sort()).toEqual(ABFALL_RECHNUNG_BEISPIELE.map((b) => b.datei).sort());
  });

  it.each(ABFALL_RECHNUNG_BEISPIELE)(
    '$datei: quantities, units, AVV keys and the order number come back',
    async ({ datei, format, eingabe }) => {
      const rechnung = await gelesen(beispiel(datei));
      expect(rechnung).toMatchObject(erwartet(eingabe));
      expect(rechnung.quelle).toBe(format === 'pdf' ? 'factur-x.xml' : 'xml');
      expect(rechnung.format).toBe(format === 'ubl' ? 'ubl-invoice' : 'cii');
      expect(rechnung.hinweise).toEqual([]);
      expect(rechnung.brutto).toBe(Math.round((rechnung.netto + rechnung.steuer) * 100) / 100);
    },
  );

  it('marks a hazardous key with its star and rounds tonnes × price half up to the cent', async () => {
    const asbest = await gelesen(beispiel('RE-2026-0413_entsorgung-nord_xrechnung-cii.xml'));
    expect(asbest.positionen[0]).toMatchObject({ avvCode: '170605', avvAnzeige: '17 06 05*', einheit: 't', nettobetrag: 471.2 });
    const bauschutt = await gelesen(beispiel('RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml'));
    // 3.215 t × 145 € = 466.175 €
    expect(bauschutt.positionen[1]).toMatchObject({ menge: 3.215, nettobetrag: 466.18, avvAnzeige: '17 09 04' });
  });

  it('writes the same invoice in all three formats, and the reader finds the same in each', async () => {
    const { eingabe } = ABFALL_RECHNUNG_BEISPIELE[0]!;
    const { ubl, cii, pdf } = await erzeugeAbfallRechnung(eingabe);
    expect(ubl).toContain('<cbc:BuyerReference>V-DEMO-008</cbc:BuyerReference>');
    expect(cii).toContain('<ram:BuyerReference>V-DEMO-008</ram:BuyerReference>');
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const [ausUbl, ausCii, ausPdf] = await Promise.all([gelesen(ubl), gelesen(cii), gelesen(pdf)]);
    const ohneHerkunft = ({ format: _f, quelle: _q, spezifikation: _s, ...rest }: ERechnung) => rest;
    expect(ohneHerkunft(ausCii)).toEqual(ohneHerkunft(ausUbl));
    expect(ohneHerkunft(ausPdf)).toEqual(ohneHerkunft(ausUbl));
    expect(ausPdf.spezifikation).toBe('urn:cen.eu:en16931:2017');
    expect(ausUbl.spezifikation).toContain('xrechnung_3.0');
  });

  it('refuses an AVV key the catalogue does not know', async () => {
    const { eingabe } = ABFALL_RECHNUNG_BEISPIELE[0]!;
    await expect(
      erzeugeAbfallRechnung({
        ...eingabe,
        positionen: [{ bezeichnung: 'Unbekannt', avv: '99 99 99', menge: 1, einheitCode: 'TNE', preis: 1 }],
      }),
    ).rejects.toThrow('Unbekannter AVV-Schlüssel 99 99 99');
  });
});
