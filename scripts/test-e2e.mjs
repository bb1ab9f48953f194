#!/usr/bin/env node
// `npm run test:e2e`: builds the web app and drives it, served by the real server on a fresh
// embedded database with demo data, in Debian's Chromium. Prints "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'reports'), { recursive: true });
// The run's own build folder (the servers serve it through E2E_WEB_DIST): a build made
// meanwhile in apps/web/dist (`npm start`, another run) cannot replace files under them.
const webDist = mkdtempSync(join(tmpdir(), 'qc-e2e-web-'));
const build = spawnSync(
  'npm',
  [
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
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) {
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
}
const out = join(root, 'reports/playwright.json');
const res = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_WEB_DIST: webDist },
});
rmSync(webDist, { recursive: true, force: true });
let passed = 0;
let failed = 0;
if (existsSync(out)) {
  const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
  passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed = stats.unexpected ?? 0;
}
if (res.status !== 0 && failed === 0) failed = 1;
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(res.status ?? 1);
