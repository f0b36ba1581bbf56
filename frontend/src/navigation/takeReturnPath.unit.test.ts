import { RETURN_PATH_KEY, storeReturnPath, takeReturnPath } from './takeReturnPath';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('takeReturnPath', () => {
  it('uses the stored path when landing on the root, once', () => {
    const storage = memoryStorage({ [RETURN_PATH_KEY]: '/profil/passwort' });
    expect(takeReturnPath(storage, '/')).toBe('/profil/passwort');
    expect(takeReturnPath(storage, '/')).toBeUndefined();
  });

  it('ignores the stored path when landing elsewhere and keeps it', () => {
    const storage = memoryStorage({ [RETURN_PATH_KEY]: '/profil' });
    expect(takeReturnPath(storage, '/dashboard')).toBeUndefined();
    expect(storage.items.get(RETURN_PATH_KEY)).toBe('/profil');
  });

  it.each(['https://evil.example', '//evil.example', '/', '/logout'])('never returns to %p', (stored) => {
    expect(takeReturnPath(memoryStorage({ [RETURN_PATH_KEY]: stored }), '/')).toBeUndefined();
  });
});

describe('storeReturnPath', () => {
  it('stores portal paths and clears on anything else', () => {
    const storage = memoryStorage();
    storeReturnPath(storage, '/profil');
    expect(storage.items.get(RETURN_PATH_KEY)).toBe('/profil');
    storeReturnPath(storage, 'https://evil.example');
    expect(storage.items.has(RETURN_PATH_KEY)).toBe(false);
  });
});
