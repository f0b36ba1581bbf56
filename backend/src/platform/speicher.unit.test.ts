import { speicherWaechter } from './speicher';

describe('speicherWaechter', () => {
  it('leaves the heap alone while it stays within the allowance', () => {
    expect(speicherWaechter(64).nachholen()).toBe(false);
  });

  it('collects once the heap has grown past the allowance, and the garbage is gone afterwards', () => {
    const waechter = speicherWaechter(16);
    // About 50 MB of short strings, held while they are made (so V8 cannot collect them on the way) and let go
    // right before the check: nothing allocates in between, so they still count until a collection runs.
    let zeilen: string[] | null = [];
    for (let i = 0; i < 400_000; i++)
      zeilen.push(`<row r="${i}"><c t="inlineStr"><is><t>Gemischte Bau- und Abbruchabfälle ${i}</t></is></c></row>`);
    expect(zeilen).toHaveLength(400_000);
    zeilen = null;
    const vorher = process.memoryUsage().heapUsed;
    expect(waechter.nachholen()).toBe(true);
    expect(process.memoryUsage().heapUsed).toBeLessThan(vorher - 16 * 2 ** 20);
  });
});
