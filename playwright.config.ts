import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { emptyFolder, SERVER_COMMAND, serverEnv } from './e2e/server.ts';

const port = Number(process.env.E2E_PORT ?? 3999);

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, which `.ci/run`
 * installs) when it is there, the full browser otherwise (CHROMIUM_PATH names another). The
 * shell is the browser without its windowing layers, what Playwright itself runs headless; the
 * same tests took about an eighth less time in it on a 2-core machine (docs/testing.md).
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/**
 * Two projects: the flows (every spec, including any new file, except the ones below), which
 * change data, each worker against a server of its own (`e2e/flows.ts`); and the look-only
 * specs, the screen walk (e2e/screens/screen-walk.spec.ts, derived from the route table) and the
 * `looks` (specs that only look at screens and change nothing another spec reads), whose tests
 * any worker takes, several at once against one shared server (E2E_PORT). Measured on 2 cores:
 * docs/testing.md.
 */
const walkSpec = '**/screens/screen-walk.spec.ts';
const looks = [
  '**/shell/accessibility.spec.ts',
  '**/shell/public-routes.spec.ts',
  '**/shell/role-screens.spec.ts',
  '**/students/student-pages.spec.ts',
];

/**
 * Drives the built web app served by the real server (same port for web and API) on fresh
 * embedded databases loaded with the demo data, in Debian's Chromium: a server for each worker's
 * flows and one for the walk and the looks.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers (E2E_WORKERS): both take the flows' files first, each on its own server, then
  // share the walk's tests.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results',
  use: {
    locale: 'ar',
    // A failed test keeps its screenshot and its error. Its trace
    // (the page's DOM at every step, the network and the console) is kept when E2E_TRACE is set:
    // `E2E_TRACE=1 npm run test:e2e -- <spec>` after a failure. Recording one for every test, to
    // keep the failed ones', took about a sixth of the browser's CPU on 2 cores; the screencast
    // (a picture of every frame) stays off even then, it doubled the CPU of the whole run.
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true }
      : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The flows first: every worker takes their files, one whole file at a time, until none
    // is left; then the walk's tests.
    {
      name: 'flows',
      testIgnore: [walkSpec, ...looks],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'walk',
      testMatch: [walkSpec, ...looks],
      // Nothing here changes data another test reads, so every test may run beside any other.
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        // No trace even with E2E_TRACE: a failed step names its screen and check, lists the
        // console errors and failed calls, and keeps its screenshot.
        trace: 'off',
        baseURL: `http://127.0.0.1:${port}`,
      },
    },
  ],
  // The look-only specs' server; each worker starts its own for the flows (e2e/flows.ts).
  webServer: {
    command: SERVER_COMMAND,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // A copy of the demo data made by `scripts/test-e2e.mjs` (E2E_WALK_DATA); run through
    // `npx playwright test` directly, an empty folder, which the server seeds.
    env: serverEnv(port, process.env.E2E_WALK_DATA ?? emptyFolder()),
  },
});
