import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * The server's test files where the database engine is itself under test: the process and the
 * HTTP edge on its database (start on an empty data folder, backup and restore, hostile text),
 * migrations, the generic resource engine (every field kind stored, listed, sorted and
 * searched), search, background jobs (claims and leases), the documents' gap-free serials and
 * append-only register, and the ledger's postings. When PostgreSQL is there, `npm test` runs
 * every server test on it (the production path) and only these again on the embedded PGlite,
 * which the end-to-end tests also run on for every screen; without it, every test runs on
 * PGlite. `TEST_ALL_ENGINES=1` runs every test on both (docs/testing.md).
 */
const ENGINE_TESTS = [
  'apps/server/test/platform/**/*.test.ts',
  'apps/server/test/resources/**/*.test.ts',
  'apps/server/test/documents/**/*.test.ts',
  'apps/server/test/jobs/**/*.test.ts',
  'apps/server/test/search/**/*.test.ts',
  'apps/server/test/**/*search*.test.ts',
  'apps/server/test/**/*migration*.test.ts',
  'apps/server/test/finance/ledger.test.ts',
];

/**
 * Files under those folders that open no database or test another service (Redis's shared rate
 * limit, the message catalogues, the configuration, the deployment files, the install scripts,
 * the logs' redaction, the module manifests, the write-core scan of the sources): the PostgreSQL
 * pass runs them, a second pass on PGlite would repeat them to no purpose (the shared store's
 * file alone took ~27 s there).
 */
const NOT_ENGINE_TESTS = [
  'apps/server/test/platform/shared-store.test.ts',
  'apps/server/test/platform/config.test.ts',
  'apps/server/test/platform/deployment.test.ts',
  'apps/server/test/platform/install-scripts.test.ts',
  'apps/server/test/platform/logging.test.ts',
  'apps/server/test/platform/module-manifests.test.ts',
  'apps/server/test/resources/i18n-check.test.ts',
  'apps/server/test/resources/resource-tables.test.ts',
  'apps/server/test/resources/write-core-scan.test.ts',
];

/**
 * Unit tests (domain, web logic) and API tests (server, in-process with inject against a real
 * embedded PostgreSQL, or a real PostgreSQL when TEST_DATABASE_URL and TEST_DB=postgres are set).
 */
export default defineConfig({
  test: {
    // Vitest's own default leaves one core free, which on a 2-core CI machine runs every test
    // file one after another; the files are independent (each has its own database), so use
    // at least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: process.env.TEST_SERVER_FILES === 'engine' ? ENGINE_TESTS : SERVER_TESTS,
          ...(process.env.TEST_SERVER_FILES === 'engine' ? { exclude: NOT_ENGINE_TESTS } : {}),
          environment: 'node',
          testTimeout: 60_000,
          // A file's `beforeAll` may wait for the run's one seeding of the demo organisation
          // (docs/testing.md), which grows with every module's demo step and took over two
          // minutes on a loaded 2-core machine.
          hookTimeout: 300_000,
          pool: 'forks',
          // The files share their worker's module cache: importing the app (Fastify, Drizzle, the
          // domain's registries) took ~40% of the API tests' time when every file paid for it.
          // Safe because no test mocks a module or changes the environment, and module state is
          // registries filled once (docs/testing.md).
          isolate: false,
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
