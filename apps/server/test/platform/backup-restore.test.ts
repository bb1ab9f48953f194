import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupToFile, restoreFromFile, tableCounts } from '../../src/db/backup.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('backup and restore', () => {
  let source: Database;
  let counts: Record<string, number>;
  const dir = mkdtempSync(join(tmpdir(), 'qc-backup-'));

  beforeAll(async () => {
    source = await createTestDatabase('pglite');
    await seedDemo(source, { withAccounts: true }, new Date('2026-11-22T00:00:00Z'));
    counts = await tableCounts(source);
  });
  afterAll(async () => source.close());

  it('seeds the demo organisation at the size promised', () => {
    expect(counts.countries).toBe(2);
    expect(counts.centres).toBe(4);
    expect(counts.rings).toBe(20);
    expect(counts.students).toBe(300);
    expect(counts.readings).toBeGreaterThan(10_000);
    expect(counts.attendance).toBeGreaterThan(10_000);
  });

  it('refuses to seed twice', async () => {
    const again = await seedDemo(source, { withAccounts: true });
    expect(again.seeded).toBe(false);
    expect((await tableCounts(source)).students).toBe(300);
  });

  it(
    hasPostgres
      ? 'restores a PGlite backup into PostgreSQL and back with the same row counts'
      : 'restores a PGlite backup into another PGlite with the same row counts',
    async () => {
      const file1 = join(dir, 'from-pglite.qcb');
      const header = await backupToFile(source, file1);
      expect(header.tables.find((t) => t.name === 'students')?.rows).toBe(300);

      const middle = await createTestDatabase(hasPostgres ? 'postgres' : 'pglite');
      try {
        await restoreFromFile(middle, file1);
        expect(await tableCounts(middle)).toEqual(counts);

        const file2 = join(dir, 'from-middle.qcb');
        await backupToFile(middle, file2);
        const back = await createTestDatabase('pglite');
        try {
          await restoreFromFile(back, file2);
          expect(await tableCounts(back)).toEqual(counts);
          const [a] = await source.query<{ s: string }>(
            "select string_agg(full_name, ',' order by id) as s from students",
          );
          const [b] = await back.query<{ s: string }>(
            "select string_agg(full_name, ',' order by id) as s from students",
          );
          expect(b?.s).toBe(a?.s);
        } finally {
          await back.close();
        }
      } finally {
        await middle.close();
      }
    },
  );

  it('changes nothing when a backup does not fit the database', async () => {
    const target = await createTestDatabase('pglite');
    try {
      await target.query(
        "insert into projects (code, name_ar, name_en, name_fr) values ('x', 'س', 'x', 'x')",
      );
      const file = join(dir, 'bad.qcb');
      await backupToFile(source, file);
      await target.query(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
      );
      await expect(restoreFromFile(target, file)).rejects.toThrow(/migration/);
      expect((await tableCounts(target)).projects).toBe(1);
    } finally {
      await target.close();
    }
  });

  it('keeps the audit log and student case events append-only', async () => {
    await source.query(
      "insert into audit_log (action, resource, record_id) values ('create', 'students', 'x')",
    );
    await expect(source.query('update audit_log set action = $1', ['delete'])).rejects.toThrow(
      /append-only/,
    );
    await expect(source.query('delete from student_case_events')).rejects.toThrow(/append-only/);
  });
});
