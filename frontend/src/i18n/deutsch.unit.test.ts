import englishMessages from 'ra-language-english';
import { deutsch } from './deutsch';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const lookup = (tree: Tree, path: string): string | Tree | undefined =>
  path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

// react-admin passes the same value as %{x} and %{x_lower_first}; German keeps a noun's capital letter and uses %{x}.
const placeholders = (text: string): string[] =>
  [...text.matchAll(/%\{(\w+)\}/g)].map((m) => (m[1] ?? '').replace(/_lower_first$/, '')).sort();

const english = leaves(englishMessages as unknown as Tree);
const german = deutsch as unknown as Tree;

describe('German catalogue', () => {
  it('walks a real catalogue', () => {
    expect(english.length).toBeGreaterThan(150);
  });

  it.each(english)('has a German text for %s', (key) => {
    const text = lookup(german, key);
    expect(typeof text).toBe('string');
    expect(key === 'ra.boolean.null' || (typeof text === 'string' && text.trim() !== '')).toBe(true);
  });

  it.each(english)('keeps the placeholders of %s', (key, englishText) => {
    const text = lookup(german, key);
    expect(placeholders(typeof text === 'string' ? text : '')).toEqual(placeholders(englishText));
  });

  it('has the same number of plural forms as the English text', () => {
    for (const [key, englishText] of english) {
      const text = lookup(german, key);
      expect([key, String(text).split('||||').length]).toEqual([key, englishText.split('||||').length]);
    }
  });

  it('has the spec texts of the error catalogue', () => {
    expect(deutsch.fehler.linkAbgelaufen).toBe('Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.');
    expect(deutsch.fehler.downloadFehlgeschlagen).toBe('Download fehlgeschlagen.');
    expect(deutsch.fehler.failedLoading).toContain('%{detail}');
    expect(deutsch.fehler.failedSaving).toContain('%{detail}');
  });
});
