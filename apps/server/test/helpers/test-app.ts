import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-test-')),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    SEED_DEMO: 'never',
    WEB_DIST: join(tmpdir(), 'qc-no-web'),
    ...overrides,
  });
}

/**
 * The real application, in process, on a fresh migrated database; call with `app.inject`.
 * `demo: true` starts it on a private copy of the demo organisation (seeded once per run).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database; demo?: boolean } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database =
    options.database ??
    (await createTestDatabase(undefined, options.demo ? { template: 'demo' } : {}));
  const { app, ctx } = await buildApp({ config, database, logger: false });
  return {
    app,
    ctx,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
