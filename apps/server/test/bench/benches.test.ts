/**
 * Every bench of `bench/` in its small mode (a few hundred rows, seconds), so that a bench that
 * no longer runs fails CI (issue 36). Nothing here asserts a time: a bench measures, these tests
 * only check that it ran to its end and measured what it says (bench/README.md). The web
 * bundle's budget is checked on the end-to-end run's build (scripts/test-e2e.mjs).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsBench } from '../../../../bench/documents.bench.ts';
import { embeddedBench } from '../../../../bench/embedded.bench.ts';
import {
  eveningPeak,
  peakReport,
  prepareCast,
  STEP_LINES,
} from '../../../../bench/evening-peak.bench.ts';
import { ledgerBench, loadLedger } from '../../../../bench/finance-ledger.bench.ts';
import { payrollBench } from '../../../../bench/payroll.bench.ts';
import { publicSiteBench } from '../../../../bench/public-site.bench.ts';
import { reportCardsBench } from '../../../../bench/report-cards.bench.ts';
import { reportsBench } from '../../../../bench/reports.bench.ts';
import { inProcessServer, startServers, type PeakServers } from '../../../../bench/servers.ts';
import { loadStudents, measureStudents } from '../../../../bench/students-rings.bench.ts';
import { loadResults, testsResultsBench } from '../../../../bench/tests-results.bench.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { withDatabaseName } from '../helpers/pg-url.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/** The rows of a Markdown table (its header and rule left out). */
function tableRows(table: string): string[] {
  const lines = table.split('\n');
  const rule = lines.findIndex((l) => l.startsWith('|---'));
  return lines.slice(rule + 1).filter((l) => l.startsWith('| '));
}

describe('the benches in their small mode', () => {
  // Each bench on a database of its own, as each script loads a database of its own.
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('payroll: computes, approves (another person) and posts a run of 40 employees', async () => {
    const table = await payrollBench(database, 40);
    expect(table).toContain('| compute 40 payslips');
    expect(table).toMatch(/\| post \(one transaction\) \| [\d.]+ s \| 4 advance deductions/);
  });

  it('students and rings, then the live figures on the same data: every line measured', async () => {
    const size = { students: 300, readingsPerStudent: 4, concurrency: 4, requests: 8, page: 1 };
    await loadStudents(database, size);
    const students = await measureStudents(database, size);
    expect(students).toContain('300 students');
    const [lines, parts] = students.split('Where the ring day spends its time');
    expect(tableRows(lines!)).toHaveLength(9);
    // Each line says what CPU it cost a request (the bench process and the rest of the machine).
    for (const row of tableRows(lines!)) expect(row).toMatch(/\| [\d.–]+ \/ [\d.–]+ \|$/);
    // The ring day's parts, from the answers' Server-Timing headers.
    for (const part of ['load: progress', 'save: check', 'save: write', 'save: progress'])
      expect(parts).toMatch(new RegExp(`\\| ${part} \\| [\\d.]+ \\|`));
    const reports = await reportsBench(database, { concurrency: 4, requests: 8 });
    expect(tableRows(reports)).toHaveLength(5);
  });

  it('tests results: each list next to its raw SQL', async () => {
    await loadResults((text) => database.query(text), 200);
    const table = await testsResultsBench(database, { results: 200, runs: 1 });
    expect(tableRows(table)).toHaveLength(5);
    expect(table).toContain('| first page, all results | 200 |');
  });

  it('the ledger: balance, statement pages and trial balance', async () => {
    await loadLedger(database, 400);
    const table = await ledgerBench(database, 1);
    expect(table).toContain('400 journal lines');
    expect(tableRows(table)).toHaveLength(4);
  });

  it('report cards: a centre of 3 students issued by the job as one PDF of 3 pages', async () => {
    const table = await reportCardsBench(database, 3);
    expect(table).toContain('| the job: 3 cards issued and one PDF |');
    expect(table).toMatch(/\| the PDF \| [\d.]+ MB \| 3 pages \|/);
  });

  it('the evening peak: 3 teachers save their ring day while a manager reads, on one process', async () => {
    await loadStudents(database, {
      students: 100,
      readingsPerStudent: 4,
      concurrency: 1,
      requests: 1,
      page: 1,
    });
    // On PostgreSQL a real server process, as the script starts them; PGlite cannot be shared
    // with another process, so there the server runs in this one.
    let servers: PeakServers;
    if (database.kind === 'postgres') {
      const [{ name } = { name: '' }] = await database.query<{ name: string }>(
        'select current_database() as name',
      );
      servers = await startServers(1, {
        databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, name),
        poolMax: 4,
      });
    } else servers = await inProcessServer(database);
    try {
      const cast = await prepareCast(database, servers.addresses[0]!, 3);
      expect(cast.teachers).toHaveLength(3);
      const options = { minRounds: 2, minSaves: 0, thinkMs: 0, stopAboveMs: 1e9, poolMax: 4 };
      const run = await eveningPeak(database, servers, cast, { ...options, teachers: [3] });
      expect(run.signIn).toMatchObject({ requests: 4, errors: 0 });
      const [step] = run.steps;
      expect(step!.lines.map((l) => l.what)).toEqual([...STEP_LINES]);
      // Every teacher's two evenings measured, each request answered.
      for (const line of step!.lines.slice(0, 4))
        expect(line, line.firstError).toMatchObject({ requests: 6, errors: 0 });
      expect(step!.lines[4]!.requests).toBeGreaterThan(0);
      expect(step!.resources.servers).toHaveLength(1);
      // Six saves of a ring of 20 (its two suspended students made active): 20 attendance rows
      // each, and two readings for each of the 19 who came (one absent).
      expect(step!.written).toEqual({ attendance: 120, readings: 228 });
      // Today's rows are removed after the run, as before each step.
      const [{ n } = { n: -1 }] = await database.query<{ n: number }>(
        `select count(*)::int as n from attendance where attended_on = $1`,
        [new Date().toISOString().slice(0, 10)],
      );
      expect(n).toBe(0);
      expect(peakReport(run)).toContain('| 3 (1) | teacher dashboard');
    } finally {
      await servers.close();
    }
  });

  it('documents: a book of 3 certificates', async () => {
    const table = await documentsBench(3);
    expect(table).toContain('book of 3 certificates');
  });
});

describe('the public site and the embedded-database crowd benches in their small mode', () => {
  // The demo organisation, seeded once per run (a hook: the first file to ask seeds it).
  let site: TestApp;
  let address: string;
  beforeAll(async () => {
    site = await createTestApp({ demo: true });
    address = await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await site.close();
  });

  it('measures the home page, a news item and the donate page on the demo data, unthrottled', async () => {
    const table = await publicSiteBench(address, { profile: null });
    expect(table).toContain('/page/home?lang=ar');
    expect(table).toContain('/page/news/:id?lang=ar');
    expect(table).toContain('/page/donate?lang=ar');
  });

  it('the crowd on the demo data: every request of each line answered, none refused or given up', async () => {
    const table = await embeddedBench(address, { concurrency: 4, requests: 8, timeoutMs: 60_000 });
    const rows = tableRows(table).map((r) =>
      r
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
    expect(rows.map((r) => r[0])).toEqual([
      'students list (manager, page 1 of 50, with total)',
      'dashboard (manager)',
      'ring day load (teacher)',
    ]);
    // answered, then (after p50, p95, slowest) refused as busy, gave up, failed.
    for (const r of rows) expect([r[1], r[5], r[6], r[7]]).toEqual(['8', '0', '0', '0']);
  });
});
