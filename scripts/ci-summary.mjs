#!/usr/bin/env node
// Sums the JSON reports of vitest and Playwright into one closing "N passed, N failed" line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const reports = join(dirname(fileURLToPath(import.meta.url)), '..', 'reports');
const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(reports)) {
  for (const name of readdirSync(reports)) {
    const json = JSON.parse(readFileSync(join(reports, name), 'utf8'));
    if (name.startsWith('vitest-')) {
      passed += json.numPassedTests ?? 0;
      failed += (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
      skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    } else if (name === 'playwright.json') {
      passed += (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0);
      failed += json.stats?.unexpected ?? 0;
      skipped += json.stats?.skipped ?? 0;
    }
  }
}
if (status !== 0 && failed === 0) failed = 1;
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
