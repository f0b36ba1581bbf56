import { speicherWaechter } from './speicher';

describe('speicherWaechter', () => {
  it('leaves the heap alone while it stays within the allowance', () => {
    expect(speicherWaechter(64).nachholen()).toBe(false);
  });

  it('collects once the heap has grown past the allowance, and the garbage is gone afterwards', () => {
    const waechter = speicherWaechter(16);
    // About 40 MB of short strings that nothing holds any more once the block ends.
    {
      let zeilen: string[] = [];
      for (let i = 0; i < 400_000; i++)
        zeilen.push(`<row r="${i}"><c t="inlineStr"><is><t>Gemischte Bau- und Abbruchabfälle ${i}</t></is></c></row>`);
      zeilen = zeilen.slice(0, 1);
      expect(zeilen).toHaveLength(1);
    }
    const vorher = process.memoryUsage().heapUsed;
    expect(waechter.nachholen()).toBe(true);
    expect(process.memoryUsage().heapUsed).toBeLessThan(vorher - 16 * 2 ** 20);
  });
});
