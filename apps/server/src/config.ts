import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  MIGRATION_DATABASE_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'the owner of the tables: migrations run as it and grant the role of DATABASE_URL its rows',
    ),
  MIGRATE_ON_START: z
    .enum(['on', 'off'])
    .default('on')
    .describe(
      'on: apply pending migrations at start (under a lock: one process at a time); off: refuse to start while any is pending (a one-shot `npm run db -- migrate` applies them)',
    ),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe(
      'the most PostgreSQL connections this process opens at once (bench/README.md, "The evening peak")',
    ),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  API_BASE: z.string().default('/api'),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGIN: z.string().optional(),
  CONNECT_SRC: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const o of origins) {
        let ok = false;
        try {
          const u = new URL(o);
          ok = ['http:', 'https:', 'ws:', 'wss:'].includes(u.protocol) && u.origin === o;
        } catch {
          ok = false;
        }
        if (!ok)
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${o}` });
      }
      return origins;
    })
    .describe('origins the web app may also connect to: a realtime server, the country lookup'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      const value = (v ?? '').trim();
      if (!value || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      for (const e of entries) {
        const [address, bits, extra] = e.split('/');
        const family = isIP(address ?? '');
        const named = ['loopback', 'linklocal', 'uniquelocal'].includes(e);
        const maxBits = family === 6 ? 128 : 32;
        const bitsOk =
          bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits && family !== 0);
        if (!named && (family === 0 || !bitsOk || extra !== undefined))
          ctx.addIssue({
            code: 'custom',
            message: `not a hop count, an address, a range (a.b.c.d/n) or loopback/linklocal/uniquelocal: ${e}`,
          });
      }
      return entries;
    })
    .describe('proxies whose X-Forwarded-For is believed: a hop count or addresses; off if unset'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'))
    .describe('readable log lines instead of JSON; unset: readable when stdout is a terminal'),
  SERVER_TIMING: z
    .enum(['on', 'off'])
    .default('off')
    .describe('answers say where their time went (Server-Timing header; the benches read it)'),
  JWT_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quran Centres <no-reply@example.com>'),
  MESSAGES_SECRET_KEY: z
    .string()
    .min(32)
    .optional()
    .describe('encrypts the SMS and WhatsApp providers’ credentials (docs/messages.md)'),
  SEED_DEMO: z
    .enum(['auto', 'never', 'always'])
    .default('auto')
    .describe('auto: seed demo data on an empty database (not in production)'),
  WEB_DIST: z.string().optional(),
  JOBS_WORKER: z
    .enum(['auto', 'on', 'off'])
    .default('auto')
    .describe('run background jobs in this process; auto: on, except under NODE_ENV=test'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).default(60),
  RECRUITMENT_PURGE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(180)
    .describe('days after which a rejected or withdrawn applicant’s personal data is erased'),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the server reads (the README's configuration table). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
}

export interface Config extends Omit<Env, 'JWT_SECRET' | 'COOKIE_SECRET'> {
  dataDir: string;
  secrets: Secrets;
  isProduction: boolean;
}

/**
 * Reads secrets from the environment, or from DATA_DIR/secrets.json, generating and
 * persisting them (mode 600) the first time, so that tokens survive a restart.
 */
function loadSecrets(dataDir: string, env: Env): Secrets {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  }
  const secrets: Secrets = {
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    cookieSecret: env.COOKIE_SECRET ?? stored.cookieSecret ?? randomBytes(48).toString('base64url'),
  };
  if (
    (!env.JWT_SECRET && stored.jwtSecret !== secrets.jwtSecret) ||
    (!env.COOKIE_SECRET && stored.cookieSecret !== secrets.cookieSecret)
  ) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", so `DATABASE_URL=` falls back to the embedded database.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  MIGRATION_DATABASE_URL: set with DATABASE_URL (the role the application connects as)',
    );
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const { JWT_SECRET: _j, COOKIE_SECRET: _c, ...rest } = env;
  return {
    ...rest,
    dataDir,
    secrets: loadSecrets(dataDir, env),
    isProduction: env.NODE_ENV === 'production',
  };
}
