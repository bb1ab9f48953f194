import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

/**
 * Two projects, each against its own server: the flows (every spec, including any new file,
 * except the ones below) one file after another on one worker, since they change data; and
 * the look-only specs, the screen walk (e2e/screens/screen-walk.spec.ts, derived from the
 * route table) and the `looks` (specs that only look at screens and change nothing another
 * spec reads), whose tests any worker takes, several at once against one server (E2E_PORT + 1).
 * Measured on 2 cores: docs/testing.md.
 */
const walkSpec = '**/screens/screen-walk.spec.ts';
const looks = [
  '**/shell/accessibility.spec.ts',
  '**/shell/public-routes.spec.ts',
  '**/students/student-pages.spec.ts',
];

/**
 * The data folders of the servers, already holding the demo data, when `scripts/test-e2e.mjs`
 * seeded one and copied it (E2E_DATA_DIRS, one per server); else each server starts on an empty
 * folder and seeds its own.
 */
const dataDirs = (process.env.E2E_DATA_DIRS ?? '').split(',').filter(Boolean);

/** One server on a fresh embedded database with the demo data, in its own data folder. */
function server(serverPort: number, index: number) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirs[index] ?? mkdtempSync(join(tmpdir(), 'qc-e2e-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '100000',
      SEED_DEMO: 'auto',
      // Background jobs run as in production (the worker is off by default under NODE_ENV=test).
      JOBS_WORKER: 'on',
      JOBS_POLL_MS: '250',
      DATABASE_URL: '',
      // The web build of this run (`scripts/test-e2e.mjs`); apps/web/dist otherwise.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  };
}

/**
 * Drives the built web app served by the real server (same port for web and API) on a fresh
 * embedded database loaded with the demo data, in Debian's Chromium: two servers, one for the
 * flows and one for the walk and the looks.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers (E2E_WORKERS): the flows keep one busy from the start, the walk's tests take
  // the other, and both once the flows are done.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results',
  use: {
    locale: 'ar',
    // A failed test keeps its trace: the page's DOM at every step, the network and the console.
    // Without the screencast: recording a picture of every frame doubled the CPU time of the
    // whole run on a 2-core machine; the failure screenshot below shows the last state.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    // The flows first: their files run one after another on one worker from the start.
    {
      name: 'flows',
      testIgnore: [walkSpec, ...looks],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${port}`,
      },
    },
    {
      name: 'walk',
      testMatch: [walkSpec, ...looks],
      // Nothing here changes data another test reads, so every test may run beside any other.
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        // No trace: recording one (a DOM snapshot at every action, kept only on failure) took
        // about a sixth of the walk's CPU. A failed step names its screen and check, lists the
        // console errors and failed calls, and keeps its screenshot.
        trace: 'off',
        baseURL: `http://127.0.0.1:${port + 1}`,
      },
    },
  ],
  webServer: [server(port, 0), server(port + 1, 1)],
});
