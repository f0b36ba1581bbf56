import { dateinameAusContentDisposition, istEigenerPfad } from './download';

describe('dateinameAusContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(dateinameAusContentDisposition('attachment; filename="Lieferschein 4711.pdf"')).toBe('Lieferschein 4711.pdf');
  });

  it('reads an unquoted file name', () => {
    expect(dateinameAusContentDisposition('attachment; filename=bericht.pdf; size=12')).toBe('bericht.pdf');
  });

  it('prefers the encoded name with umlauts', () => {
    expect(
      dateinameAusContentDisposition(`attachment; filename="Abfallbilanz.pdf"; filename*=UTF-8''Abfallbilanz%20M%C3%BCnchen.pdf`),
    ).toBe('Abfallbilanz München.pdf');
  });

  it('drops any path a name carries', () => {
    expect(dateinameAusContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it("falls back to 'download'", () => {
    expect(dateinameAusContentDisposition(null)).toBe('download');
    expect(dateinameAusContentDisposition('attachment')).toBe('download');
    expect(dateinameAusContentDisposition('attachment; filename=""')).toBe('download');
  });
});

describe('istEigenerPfad', () => {
  it('accepts a path of this portal only', () => {
    expect(istEigenerPfad('/api/v1/export/42')).toBe(true);
    expect(istEigenerPfad('https://example.com/x')).toBe(false);
    expect(istEigenerPfad('//example.com/x')).toBe(false);
    expect(istEigenerPfad('/\\example.com')).toBe(false);
  });
});
