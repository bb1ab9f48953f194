import { defineConfig } from 'vitest/config';

/**
 * Unit tests (domain, web logic) and API tests (server, in-process with inject against a real
 * embedded PostgreSQL, or a real PostgreSQL when TEST_DATABASE_URL and TEST_DB=postgres are set).
 */
export default defineConfig({
  test: {
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
