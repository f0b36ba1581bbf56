import { leseERechnung, MAX_GROESSE } from './leseERechnung';
import { alleMuster, muster } from './eRechnungTestdaten';

// A seeded generator (mulberry32): a failure names its seed and can be replayed.
const zufall = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const zufallsBytes = (n: number, z: () => number): Buffer => {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = Math.floor(z() * 256);
  return b;
};

/** Never throws, and a refusal always says why. */
const erwarteAntwort = async (bytes: Buffer, was: string): Promise<void> => {
  const ergebnis = await leseERechnung(bytes).catch((fehler: unknown) => {
    throw new Error(`${was}: geworfen ${String(fehler)}`);
  });
  if (!ergebnis.ok && !(typeof ergebnis.grund === 'string' && ergebnis.grund.length > 10)) throw new Error(`${was}: kein Grund`);
};

describe('leseERechnung never throws on bad input', () => {
  it('answers random bytes, with and without a PDF or XML start', async () => {
    const z = zufall(20);
    for (let i = 0; i < 150; i++) {
      const rumpf = zufallsBytes(Math.floor(z() * 4096), z);
      const anfang = ['', '%PDF-1.7\n', '<?xml version="1.0"?>', '<Invoice>', '\ufeff<'][i % 5] ?? '';
      const bytes = Buffer.concat([Buffer.from(anfang, 'utf8'), rumpf]);
      await erwarteAntwort(bytes, `Zufall ${i}`);
      if (anfang === '') expect((await leseERechnung(bytes)).ok).toBe(false);
    }
  });

  it('answers every sample cut short at many places', async () => {
    for (const datei of alleMuster()) {
      const bytes = muster(datei);
      for (let teil = 1; teil < 12; teil++) {
        const schnitt = bytes.subarray(0, Math.floor((bytes.length * teil) / 12));
        await erwarteAntwort(schnitt, `${datei} bis ${schnitt.length}`);
      }
    }
  });

  it('answers every sample with bytes overwritten at random', async () => {
    const z = zufall(4711);
    for (const datei of alleMuster()) {
      const original = muster(datei);
      for (let runde = 0; runde < 6; runde++) {
        const bytes = Buffer.from(original);
        for (let k = 0; k < 40; k++) bytes[Math.floor(z() * bytes.length)] = Math.floor(z() * 256);
        await erwarteAntwort(bytes, `${datei} Runde ${runde}`);
      }
    }
  });

  it('answers files of the full 20 MB quickly, refuses one byte more', async () => {
    const z = zufall(99);
    const gross = Buffer.concat([Buffer.from('%PDF-1.7\n'), zufallsBytes(MAX_GROESSE - 9, z)]);
    expect(await leseERechnung(gross)).toEqual({
      ok: false,
      grund: 'Die PDF-Datei ist unvollständig oder beschädigt: Das Dateiende (%%EOF) fehlt.',
    });
    expect(await leseERechnung(Buffer.concat([gross, Buffer.from('x')]))).toEqual({ ok: false, grund: 'Die Datei ist größer als 20 MB.' });

    // A real large e-invoice: an XRechnung carrying a weighing slip of almost 20 MB as base64 (BG-24).
    const ubl = muster('kosit-xrechnung-testsuite/01.01a-INVOICE_ubl.xml').toString('utf8');
    const huelle = (inhalt: string) =>
      ubl.replace(
        '<cac:AccountingSupplierParty>',
        `<cac:AdditionalDocumentReference><cbc:ID>Wiegeschein</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="wiegeschein.pdf">${inhalt}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference><cac:AccountingSupplierParty>`,
      );
    const platz = MAX_GROESSE - Buffer.byteLength(huelle(''));
    const mitAnhang = Buffer.from(huelle(zufallsBytes(Math.floor((platz * 3) / 4) - 4, z).toString('base64')));
    expect(mitAnhang.length).toBeLessThanOrEqual(MAX_GROESSE);
    const start = Date.now();
    expect(await leseERechnung(mitAnhang)).toMatchObject({ ok: true, rechnung: { nummer: '123456XX', zahlbetrag: 336.9 } });
    expect(Date.now() - start).toBeLessThan(30_000);
  }, 300_000);
});
