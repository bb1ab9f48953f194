import { matchesSearch, searchKey } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/migrations-before.ts';

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('0026_partners_search');
});
afterAll(async () => before.close());

describe('migration 0026: partners saved before get their search words', () => {
  it('words the existing partners as the engine would, so the list finds them', async () => {
    const { client } = before;
    await client.exec(`
      INSERT INTO countries (id, code, name_ar, name_en, name_fr, currency, phone_region)
      VALUES ('11111111-1111-4111-8111-111111111111', 'TR', 'تركيا', 'Turkey', 'Turquie', 'TRY', 'TR');
      INSERT INTO partner_organisations (name, country_id, contact_name, contact_email, contact_phone)
      VALUES ('مؤسسةُ الإحسان، للتنمية', '11111111-1111-4111-8111-111111111111', 'أسامة',
              'Info@Ihsan.example.ORG', '+905321234567'),
             ('Plain Trust', NULL, NULL, NULL, NULL);
    `);
    await before.migrateRest();
    const { rows } = await client.query<{ name: string; search: string }>(
      'SELECT name, search FROM partner_organisations ORDER BY name',
    );
    const byName = new Map(rows.map((r) => [r.name, r.search]));
    const ihsan = byName.get('مؤسسةُ الإحسان، للتنمية')!;
    // The engine's words for the same text are all there.
    const engine = searchKey(
      'مؤسسةُ الإحسان، للتنمية أسامة Info@Ihsan.example.ORG +905321234567 تركيا Turkey Turquie',
    );
    expect(ihsan.split(' ').sort()).toEqual(engine.split(' ').sort());
    for (const q of ['مؤسسة الإحسان', 'موسسه', 'اسامه', 'info ihsan', 'turquie', 'تركيا'])
      expect(matchesSearch(ihsan, q), q).toBe(true);
    expect(byName.get('Plain Trust')).toBe('plain trust');
  });
});
