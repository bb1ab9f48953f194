import { test as base, type Page } from '@playwright/test';
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
export const test = base.extend<object, { ownServer: { url: string; log(): string } }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter's pattern
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
  // A failed flow says what the browser saw (page loads, failed or slow requests, errors) and
  // what its server logged, so that a failure seen once in CI can be understood from its output.
  page: async ({ page, ownServer }, use, testInfo) => {
    const events = recordBrowserEvents(page);
    const logged = ownServer.log().length;
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const serverLog = ownServer.log().slice(logged).trim();
      const body = [...events, ...(serverLog ? ['server:', serverLog] : [])].join('\n');
      if (body) await testInfo.attach('browser and server', { body, contentType: 'text/plain' });
    }
  },
});

/**
 * What a page did that helps to explain a failure: its full loads (a reload included), uncaught
 * errors, the addresses it went to, console errors, failed requests and answers of 400 and above, and requests that took
 * more than a second; each line with the seconds since the test began.
 */
export function recordBrowserEvents(page: Page): string[] {
  const began = Date.now();
  const events: string[] = [];
  const note = (line: string) => {
    if (events.length < 200) events.push(`${((Date.now() - began) / 1000).toFixed(1)}s ${line}`);
  };
  page.on('load', () => note(`load ${page.url()}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('requestfinished', (request) => {
    const took = request.timing().responseEnd;
    if (took > 1000) note(`slow ${request.method()} ${request.url()}: ${Math.round(took)} ms`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return events;
}
