#!/usr/bin/env node
// `npm run test:e2e`: builds the web app and drives it, served by the real server on a fresh
// embedded database with demo data, in Debian's Chromium. Prints "N passed, N failed".
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'reports'), { recursive: true });

/** Runs a command to its end; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

// The run's own build folder (the servers serve it through E2E_WEB_DIST): a build made
// meanwhile in apps/web/dist (`npm start`, another run) cannot replace files under them.
const webDist = mkdtempSync(join(tmpdir(), 'qc-e2e-web-'));
// The demo data is loaded once, beside the build (one uses a core, the other the second), and
// each server starts on its own copy of that data folder instead of seeding its own.
const seeded = mkdtempSync(join(tmpdir(), 'qc-e2e-seed-'));
const [built, seed] = await Promise.all([
  run('npm', [
    'run',
    'build',
    '-w',
    'apps/web',
    '--',
    '--outDir',
    webDist,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]),
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/cli.ts', 'seed-demo'], {
    DATA_DIR: seeded,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  }),
]);
if (built !== 0 || seed !== 0) {
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
}
// The web bundle's budgets, on this build (a few seconds, no second build): /login's initial
// JavaScript and every chunk (bench/bundle-size.ts, bench/README.md). Over budget fails the run.
const bundle = await run(process.execPath, [
  '--import',
  'tsx',
  'bench/bundle-size.ts',
  '--dist',
  webDist,
  '--quiet',
]);
// The shared server of the look-only specs starts on a copy of the seeded folder; each worker's
// server for the flows makes its own copy (E2E_SEED_DIR, e2e/server.ts).
const walkData = mkdtempSync(join(tmpdir(), 'qc-e2e-'));
cpSync(seeded, walkData, { recursive: true });

const out = join(root, 'reports/playwright.json');
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  E2E_WEB_DIST: webDist,
  E2E_SEED_DIR: seeded,
  E2E_WALK_DATA: walkData,
});
rmSync(webDist, { recursive: true, force: true });
for (const dir of [seeded, walkData]) rmSync(dir, { recursive: true, force: true });
let passed = 0;
let failed = 0;
if (existsSync(out)) {
  const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
  passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed = stats.unexpected ?? 0;
}
if (code !== 0 && failed === 0) failed = 1;
if (bundle !== 0) {
  process.stdout.write('\nThe web bundle is over its budget (bench/bundle-size.ts, above).\n');
  failed += 1;
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(code !== 0 ? code : bundle);
