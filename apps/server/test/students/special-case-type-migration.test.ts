import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client.ts';

/** The migrations folder as it stood before migration `tag` (its journal cut there). */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const path = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `migration ${tag} exists`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path, JSON.stringify(journal));
  return dir;
}

const client = new PGlite({ extensions: { pg_trgm } });
const before = foldersBefore('0011_special_case_type_reference');
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0011: special cases point at their kind', () => {
  it('links every earlier case to the kind of its code, making a kind for unknown codes', async () => {
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      INSERT INTO countries (id, code, name_ar, name_en, name_fr, currency, phone_region)
        VALUES ('00000000-0000-4000-8000-000000000001', 'TR', 'تركيا', 'Turkey', 'Turquie',
                'TRY', 'TR');
      INSERT INTO centres (id, country_id, name)
        VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
                'مركز النور');
      INSERT INTO students (id, country_id, centre_id, full_name, gender)
        VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
                '00000000-0000-4000-8000-000000000002', 'أحمد', 'male');
      INSERT INTO special_case_types (id, code, name_ar, name_en, name_fr)
        VALUES ('00000000-0000-4000-8000-000000000004', 'ORPHAN', 'يتيم', 'Orphan', 'Orphelin');
      INSERT INTO special_cases (student_id, country_id, centre_id, case_type) VALUES
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
         '00000000-0000-4000-8000-000000000002', 'ORPHAN'),
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
         '00000000-0000-4000-8000-000000000002', 'typed-by-hand');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = await client.query<{ case_type: string; case_type_id: string; code: string }>(
      `SELECT sc.case_type, sc.case_type_id, t.code FROM special_cases sc
         JOIN special_case_types t ON t.id = sc.case_type_id ORDER BY sc.case_type`,
    );
    expect(rows.rows).toEqual([
      {
        case_type: 'ORPHAN',
        case_type_id: '00000000-0000-4000-8000-000000000004',
        code: 'ORPHAN',
      },
      { case_type: 'typed-by-hand', case_type_id: expect.any(String), code: 'typed-by-hand' },
    ]);
    // Every case has its kind now, and a new one cannot be saved without it.
    await expect(
      client.exec(`INSERT INTO special_cases (student_id, country_id, centre_id, case_type) VALUES
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
         '00000000-0000-4000-8000-000000000002', 'ORPHAN')`),
    ).rejects.toThrow(/case_type_id/);
  });
});
