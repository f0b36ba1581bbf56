import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random 256-bit token for links and device cookies; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A six-digit verification code, uniformly random. */
export const neuerCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
