import { beispiel } from './eRechnungTestdaten';
import { beendeERechnungLeser, erkenneERechnungImHintergrund, LESE_MELDUNG, leseERechnungImHintergrund } from './eRechnungLeser';
import { pdfMitEntpackBombe } from './feindlicheDateien';
import { erkenneERechnung } from './leseERechnung';
import { xmlAusPdf } from './pdfAnhang';

const ZU_GROSS = 'Die eingebettete XML-Datei ist größer als 20 MB entpackt.';

/** Issue 28: e-invoices are read in worker threads, and no attachment is unpacked beyond the upload limit. */
describe('the e-invoice reader in its worker threads', () => {
  afterAll(() => beendeERechnungLeser());

  it('reads in a worker what it reads on the event loop (the result survives the structured clone)', async () => {
    for (const datei of ['RE-2026-0413_entsorgung-nord_xrechnung-cii.xml', 'RE-2026-0414_entsorgung-nord_factur-x.pdf']) {
      const imWorker = await erkenneERechnungImHintergrund(beispiel(datei), datei);
      expect(imWorker).toMatchObject({ art: 'erechnung', gelesen: { ok: true } });
      expect(imWorker).toEqual(await erkenneERechnung(beispiel(datei), datei));
    }
  }, 60_000);

  it('stops unpacking an attachment at 20 MB, with zlib and with pdf-lib’s decoders', async () => {
    for (const filterListe of [false, true]) {
      const bombe = await pdfMitEntpackBombe(filterListe ? 40 : 300, filterListe);
      const start = Date.now();
      expect(await xmlAusPdf(bombe)).toEqual({ ok: false, grund: ZU_GROSS, anhangGefunden: true });
      // Unpacking all 300 MB took 6.5 s; the first 20 MB take a fraction of a second.
      expect(Date.now() - start).toBeLessThan(filterListe ? 5000 : 1000);
    }
    expect(await erkenneERechnungImHintergrund(await pdfMitEntpackBombe(300), 'r.pdf')).toEqual({
      art: 'pdf',
      grund: ZU_GROSS,
      anhangGefunden: true,
    });
  }, 60_000);

  it('a file that takes longer than its time is refused in German, and the next one is read', async () => {
    const datei = 'RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml';
    expect(await erkenneERechnungImHintergrund(beispiel(datei), datei, 1)).toEqual({
      art: 'fehler',
      grund: LESE_MELDUNG.frist,
      status: 400,
    });
    expect(await leseERechnungImHintergrund(beispiel(datei), datei)).toMatchObject({ ok: true, rechnung: { nummer: 'RE-2026-0412' } });
  }, 60_000);
});
