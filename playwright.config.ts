import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

/**
 * The screen walks: they open every screen in every language and on a phone and change nothing
 * another spec reads (one adds a registration link to open its public page). They run in their
 * own worker against their own server (the next port, its own data folder) at the same time as
 * the other specs, which keep theirs; each project runs its files one after another, as the
 * whole suite did on one worker. A new spec file runs with the other specs unless it is listed
 * here. Measured on 2 cores: docs/testing.md.
 */
const screenWalks = [
  '**/identity/screens.spec.ts',
  '**/resources/organisation-screens.spec.ts',
  '**/students/screens.spec.ts',
  '**/shell/public-routes.spec.ts',
  '**/shell/accessibility.spec.ts',
];

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
  // Two workers, one per project below; within a project the files run one after another.
  workers: 2,
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
    {
      name: 'screens',
      testMatch: screenWalks,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${port + 1}`,
      },
    },
    {
      name: 'flows',
      testIgnore: screenWalks,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${port}`,
      },
    },
  ],
  webServer: [server(port), server(port + 1)],
});
