import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations-before.ts';

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('0011_special_case_type_reference');
});
afterAll(async () => before.close());

describe('migration 0011: special cases point at their kind', () => {
  it('links every earlier case to the kind of its code, making a kind for unknown codes', async () => {
    const { client } = before;
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
    await before.migrateRest();
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
