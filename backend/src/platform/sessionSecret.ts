import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config';

/** SESSION_SECRET, or in the embedded default one made once and kept in DATA_DIR. */
export const sessionSecret = (config: Config): string => {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (!config.embedded)
    throw new ConfigError('Ungültige Konfiguration:\n  SESSION_SECRET: muss gesetzt sein, wenn DATABASE_URL gesetzt ist');
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
};
