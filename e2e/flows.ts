import { test as base } from '@playwright/test';
import { startServer } from './server.ts';

export {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * `test` for the flows, the specs that change data: each worker runs them against a server of
 * its own, on its own copy of the demo data, started when the worker takes its first flow and
 * stopped when the worker ends. A spec file runs whole in one worker, one test after another,
 * so a file sees the demo data and its own changes, and the other workers' changes never; with
 * more workers (E2E_WORKERS) the flows spread over more servers. The look-only specs (the screen
 * walk and the `looks` of playwright.config.ts) use `@playwright/test` and the shared server of
 * the configuration instead.
 */
export const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter's pattern
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});
