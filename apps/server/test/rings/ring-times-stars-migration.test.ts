import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations-before.ts';

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('0028_ring_times_stars_definitions');
});
afterAll(async () => before.close());

const COUNTRY = '00000000-0000-4000-8000-000000000001';
const CENTRE = '00000000-0000-4000-8000-000000000002';
const RING = '00000000-0000-4000-8000-000000000003';
const GOLD = '00000000-0000-4000-8000-000000000004';
const DISCIPLINE = '00000000-0000-4000-8000-000000000005';

describe('migration 0028: ring times and stars become definitions', () => {
  it('gives each slot its ring’s centre and country, and each award its star type by id', async () => {
    const { client } = before;
    await client.exec(`
      INSERT INTO countries (id, code, name_ar, name_en, name_fr, currency, phone_region)
        VALUES ('${COUNTRY}', 'TR', 'تركيا', 'Turkey', 'Turquie', 'TRY', 'TR');
      INSERT INTO centres (id, country_id, name) VALUES ('${CENTRE}', '${COUNTRY}', 'مركز النور');
      INSERT INTO rings (id, country_id, centre_id, name, gender)
        VALUES ('${RING}', '${COUNTRY}', '${CENTRE}', 'حلقة الفرقان', 'male');
      INSERT INTO ring_times (ring_id, weekday, starts_at, ends_at)
        VALUES ('${RING}', 6, '16:00', '17:30'), ('${RING}', 0, '16:00', '17:30');
      INSERT INTO star_types (id, code, name_ar, name_en, name_fr) VALUES
        ('${GOLD}', 'GOLD', 'نجمة ذهبية', 'Gold star', 'Étoile d''or'),
        ('${DISCIPLINE}', 'DISCIPLINE', 'نجمة الانضباط', 'Discipline star', 'Étoile de discipline');
      INSERT INTO ring_stars (ring_id, country_id, centre_id, star_type, stars, period_from, period_to)
        VALUES
        ('${RING}', '${COUNTRY}', '${CENTRE}', 'GOLD', 2, '2026-03-01', '2026-03-31'),
        ('${RING}', '${COUNTRY}', '${CENTRE}', 'discipline', 1, '2026-03-01', '2026-03-31'),
        ('${RING}', '${COUNTRY}', '${CENTRE}', 'typed-by-hand', 1, '2026-03-01', '2026-03-31');
    `);
    await before.migrateRest();

    const slots = await client.query<{ country_id: string; centre_id: string }>(
      'SELECT country_id, centre_id FROM ring_times',
    );
    expect(slots.rows).toEqual([
      { country_id: COUNTRY, centre_id: CENTRE },
      { country_id: COUNTRY, centre_id: CENTRE },
    ]);

    const awards = await client.query<{
      stars: number;
      star_type_id: string;
      code: string;
      status: string;
    }>(
      `SELECT s.stars, s.star_type_id, t.code, t.status FROM ring_stars s
         JOIN star_types t ON t.id = s.star_type_id ORDER BY t.code`,
    );
    expect(awards.rows).toEqual([
      // The same code; a code differing only in case; a code of no type, now a type of its own.
      { stars: 1, star_type_id: DISCIPLINE, code: 'DISCIPLINE', status: 'active' },
      { stars: 2, star_type_id: GOLD, code: 'GOLD', status: 'active' },
      { stars: 1, star_type_id: expect.any(String), code: 'typed-by-hand', status: 'inactive' },
    ]);

    // The code column is gone; a new award cannot be saved without its type, nor a slot
    // without its centre.
    await expect(
      client.exec(`INSERT INTO ring_stars (ring_id, country_id, centre_id, period_from, period_to)
        VALUES ('${RING}', '${COUNTRY}', '${CENTRE}', '2026-04-01', '2026-04-30')`),
    ).rejects.toThrow(/star_type_id/);
    await expect(
      client.exec(`INSERT INTO ring_times (ring_id, weekday, starts_at, ends_at)
        VALUES ('${RING}', 1, '16:00', '17:30')`),
    ).rejects.toThrow(/country_id|centre_id/);
  });
});
