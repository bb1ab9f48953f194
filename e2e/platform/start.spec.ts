import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * `npm start` on a fresh machine: the run's demo data is loaded by starting the real server on
 * an empty data folder, as a person does the first time (scripts/test-e2e.mjs, `firstStart`), and
 * every other server of the run starts on a copy of what that start wrote. This checks what it
 * printed and answered, and that it stopped cleanly on SIGTERM.
 */
interface StartReport {
  output: string;
  exitCode: number | null;
  healthStatus?: number;
  health?: Record<string, unknown>;
  notFoundStatus?: number;
  error?: string;
}

test('the first start migrates, loads the demo, prints the sign-in, serves quietly and stops cleanly', () => {
  const file = process.env.E2E_START_REPORT;
  expect(file, 'run through `npm run test:e2e`, which makes the first start').toBeTruthy();
  const report = JSON.parse(readFileSync(file!, 'utf8')) as StartReport;
  const { output } = report;
  expect(report.error).toBeUndefined();
  expect(output).toContain('admin@example.com');
  expect(output).toContain('Admin@12345');
  expect(report.healthStatus).toBe(200);
  expect(report.health).toMatchObject({ database: 'up', databaseKind: 'pglite' });
  expect(report.notFoundStatus).toBe(404);
  // Requests are logged at debug: the default output has no line per request, and no
  // deprecation warning from Fastify's options.
  expect(output).not.toContain('incoming request');
  expect(output).not.toContain('request completed');
  expect(output).not.toContain('not found');
  expect(output).not.toContain('FSTDEP');
  expect(output).not.toContain('DeprecationWarning');
  expect(report.exitCode).toBe(0);
});
