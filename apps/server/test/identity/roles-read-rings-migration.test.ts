import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations-before.ts';

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('0012_guardian_student_read_rings');
});
afterAll(async () => before.close());

describe('migration 0012: guardians and students read their own ring', () => {
  it('gives the built-in roles rings:read once and leaves edited or custom roles alone', async () => {
    const { client } = before;
    await client.exec(`
      INSERT INTO roles (code, name_ar, name_en, name_fr, permissions, default_scope, is_system)
      VALUES
        ('guardian', 'ولي أمر', 'Guardian', 'Tuteur', '["students:read","readings:read"]', 'own', true),
        ('student', 'طالب', 'Student', 'Élève', '["students:read","rings:read"]', 'own', true),
        ('parents', 'أولياء', 'Parents', 'Parents', '["students:read"]', 'own', false);
    `);
    await before.migrateRest();
    const rows = await client.query<{ code: string; permissions: string[]; version: number }>(
      `SELECT code, permissions, version FROM roles ORDER BY code`,
    );
    expect(rows.rows).toEqual([
      {
        code: 'guardian',
        permissions: ['students:read', 'readings:read', 'rings:read'],
        version: 2,
      },
      { code: 'parents', permissions: ['students:read'], version: 1 },
      { code: 'student', permissions: ['students:read', 'rings:read'], version: 1 },
    ]);
  });
});
