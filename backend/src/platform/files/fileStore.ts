import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: a folder in the embedded default, object storage when deployed. */
export type FileStore = {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const sicher = (key: string): string => {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Ungültiger Dateischlüssel ${key}`);
  return key;
};

export const createFolderFileStore = (root: string): FileStore => ({
  async put(key, content) {
    const file = path.join(root, sicher(key));
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves half a file under the real name.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, content);
    await fs.rename(tmp, file);
  },
  async get(key) {
    try {
      return await fs.readFile(path.join(root, sicher(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  },
  async remove(key) {
    await fs.rm(path.join(root, sicher(key)), { force: true });
  },
});
