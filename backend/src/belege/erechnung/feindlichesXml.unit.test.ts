import { PDFDocument } from 'pdf-lib';
import { muster } from './eRechnungTestdaten';
import { leseERechnung } from './leseERechnung';
import { hatDoctype } from './xmlLesen';

const UBL = muster('kosit-xrechnung-testsuite/01.01a-INVOICE_ubl.xml').toString('utf8');
const KOMMENTAR = `<!--${'x'.repeat(5000)}-->`;
const DOCTYPE_MELDUNG = 'Die XML-Datei enthält eine DOCTYPE-Angabe; E-Rechnungen haben keine.';

const lies = (text: string) => leseERechnung(Buffer.from(text, 'utf8'));

const inPdf = async (xml: string): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  await pdf.attach(Buffer.from(xml, 'utf8'), 'factur-x.xml', { mimeType: 'text/xml' });
  return Buffer.from(await pdf.save());
};

/** Issue 28: the DOCTYPE check read the first 4,096 characters; what the parser then threw answered 500. */
describe('hostile XML is refused with a German reason, never thrown', () => {
  const FEINDLICH: [string, string][] = [
    ['a DOCTYPE behind a 5,000-character comment', `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice><Invoice/>`],
    [
      'a DOCTYPE behind processing instructions and white space',
      `<?xml version="1.0"?>\n<?xml-stylesheet href="a.xsl"?>\n  <?pi ${'y'.repeat(5000)}?>\n<!DOCTYPE Invoice [<!ENTITY a "b">]><Invoice>&a;</Invoice>`,
    ],
    [
      'a huge entity',
      `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice [<!ENTITY a "${'a'.repeat(200_000)}">]><Invoice>&a;&a;&a;</Invoice>`,
    ],
    [
      'an external entity',
      `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice>&xxe;</Invoice>`,
    ],
    [
      'a parameter entity',
      `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice [<!ENTITY % p SYSTEM "http://example.invalid/x.dtd"> %p;]><Invoice/>`,
    ],
    // fast-xml-parser reads "<!D" as a DOCTYPE wherever it stands, also inside the root element.
    ['a DOCTYPE inside the root element', `<Invoice>${KOMMENTAR}<!DOCTYPE x [<!ENTITY a "b">]><ID>&a;</ID></Invoice>`],
    ['a DOCTYPE behind a quoted "<!--" in an attribute', `<Invoice a="<!--"><!DOCTYPE x [<!ENTITY a "b">]><ID>&a;</ID>--></Invoice>`],
    ['a lower-case doctype', `${KOMMENTAR}<!doctype Invoice><Invoice/>`],
  ];

  it.each(FEINDLICH)('%s: the DOCTYPE answer, from the XML and from the PDF', async (_was, xml) => {
    await expect(lies(xml)).resolves.toEqual({ ok: false, grund: DOCTYPE_MELDUNG });
    await expect(leseERechnung(await inPdf(xml))).resolves.toEqual({
      ok: false,
      grund: 'Die eingebettete XML-Datei enthält eine DOCTYPE-Angabe; E-Rechnungen haben keine.',
    });
  });

  it('elements nested 100,000 deep: "beschädigt", for the XML and the PDF', async () => {
    const tief = `<?xml version="1.0"?><Invoice>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</Invoice>`;
    await expect(lies(tief)).resolves.toEqual({
      ok: false,
      grund: 'Die XML-Datei ist beschädigt: Die Elemente sind zu tief verschachtelt.',
    });
    await expect(leseERechnung(await inPdf(tief))).resolves.toEqual({
      ok: false,
      grund: 'Die eingebettete XML-Datei ist beschädigt: Die Elemente sind zu tief verschachtelt.',
    });
  });

  it('reads what only looks like a DOCTYPE: in a comment, a CDATA section or an attribute value', async () => {
    expect(hatDoctype(`<?xml version="1.0"?>${KOMMENTAR}<!-- <!DOCTYPE x> --><Invoice/>`)).toBe(false);
    expect(hatDoctype('<Invoice><Note><![CDATA[<!DOCTYPE html><p>Hallo</p>]]></Note></Invoice>')).toBe(false);
    expect(hatDoctype('<Invoice a="<!DOCTYPE x>" b=\'>\'><ID>1</ID></Invoice>')).toBe(false);
    const mitKommentar = UBL.replace('<ubl:Invoice', `${KOMMENTAR}<!-- kein <!DOCTYPE --><ubl:Invoice`);
    expect(mitKommentar).not.toBe(UBL);
    await expect(lies(mitKommentar)).resolves.toMatchObject({ ok: true, rechnung: { nummer: '123456XX' } });
  });

  it('finds the DOCTYPE wherever the prolog puts it, not only in the first 4,096 characters', () => {
    expect(hatDoctype(`${' '.repeat(10_000)}<!DOCTYPE x><x/>`)).toBe(true);
    expect(hatDoctype(`<?a ?>${KOMMENTAR}<?b c="?>"?><!DOCTYPE x><x/>`)).toBe(true);
    expect(hatDoctype('<x/>')).toBe(false);
    expect(hatDoctype('<!-- nie geschlossen <!DOCTYPE x>')).toBe(false);
  });
});
