import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { WALK_SHARDS, walkTag } from './e2e/screens/walk-shards.ts';

const port = Number(process.env.E2E_PORT ?? 3999);

/**
 * The screen walk (e2e/screens/screen-walk.spec.ts, derived from the route table) is cut into
 * WALK_SHARDS pieces; each runs in its own project against its own server (the ports after
 * E2E_PORT, each with its own data folder), at the same time as the other specs, which keep
 * theirs on E2E_PORT. The first piece also runs `looks`: specs that only look at screens and
 * change nothing another spec reads. Every other spec file, including any new one, runs with
 * the flows, one file after another. Measured on 2 cores: docs/testing.md.
 */
const walkSpec = '**/screens/screen-walk.spec.ts';
const looks = [
  '**/shell/accessibility.spec.ts',
  '**/shell/public-routes.spec.ts',
  '**/students/student-pages.spec.ts',
];
const shards = Array.from({ length: WALK_SHARDS }, (_, i) => i + 1);

/** One server on a fresh embedded database with the demo data, in its own data folder. */
function server(serverPort: number) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-e2e-')),
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
 * screen walks and one for the other specs, each driven by its own worker.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers (E2E_WORKERS): the flows take one, the walk's pieces the other; within a
  // project the files run one after another.
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
    // The flows first: their files run one after another on one worker from the start, while
    // the other worker takes the walk's pieces (and, when the flows are done, the rest).
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
    ...shards.map((shard) => ({
      name: `walk-${shard}`,
      testMatch: shard === 1 ? [walkSpec, ...looks] : [walkSpec],
      // The walk's tests of this piece; the looks carry no tag and run in the first.
      ...(shard === 1
        ? { grepInvert: new RegExp(`@walk-(?!1\\b)\\d+`) }
        : { grep: new RegExp(`${walkTag(shard)}\\b`) }),
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${port + shard}`,
      },
    })),
  ],
  webServer: [server(port), ...shards.map((shard) => server(port + shard))],
});
