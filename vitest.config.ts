import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
