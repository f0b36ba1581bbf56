import { xsdMeldungDeutsch } from './xsdPruefung';

describe('xsdMeldungDeutsch', () => {
  it('puts the schema errors an e-invoice meets into German, with the line', () => {
    expect(
      xsdMeldungDeutsch(
        "rechnung.xml:12: Schemas validity error : Element '{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}IssueDate': '31.03.2026' is not a valid value of the atomic type 'xs:date'.",
      ),
    ).toBe('Zeile 12: „31.03.2026“ ist kein gültiger Wert für „IssueDate“ (Typ xs:date).');
    expect(
      xsdMeldungDeutsch(
        "rechnung.xml:7: Schemas validity error : Element '{urn:x}LegalMonetaryTotal': Missing child element(s). Expected is one of ( {urn:x}LineExtensionAmount, {urn:x}PayableAmount ).",
      ),
    ).toBe('Zeile 7: In „LegalMonetaryTotal“ fehlt „LineExtensionAmount“, „PayableAmount“.');
    expect(xsdMeldungDeutsch("rechnung.xml:3: Schemas validity error : Element '{urn:x}Foo': This element is not expected.")).toBe(
      'Zeile 3: Element „Foo“ ist an dieser Stelle nicht erlaubt.',
    );
    expect(
      xsdMeldungDeutsch(
        "rechnung.xml:9: Schemas validity error : Element '{urn:x}Amount': The attribute 'currencyID' is required but missing.",
      ),
    ).toBe('Zeile 9: An „Amount“ fehlt das Attribut „currencyID“.');
  });

  it('keeps a message it does not know as it is, after the line', () => {
    expect(xsdMeldungDeutsch('rechnung.xml:5: Schemas validity error : Something new.')).toBe('Zeile 5: Something new.');
  });
});
