import { DEFAULT_ROLES } from '@qc/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { ensureRoles } from '../../src/modules/identity/roles.repository.ts';
import { databaseBefore } from '../helpers/migrations-before.ts';

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('0032_role_default_grants');
});
afterAll(async () => before.close());

const centreManager = DEFAULT_ROLES.find((r) => r.code === 'centre_manager')!.permissions;

describe('migration 0032: what the built-in roles of a database were already given is recorded', () => {
  it('so the first start after it gives only defaults never held, and nothing taken away', async () => {
    const { client } = before;
    // A database from before: the centre manager was seeded without forms:* (added to the
    // defaults later with no migration), an administrator took students:* away through the
    // role editor (audited) and vouchers:post (granted by migration 0020) by hand, unaudited.
    const held = centreManager.filter(
      (p) => !['forms:*', 'students:*', 'vouchers:post'].includes(p),
    );
    await client.query(
      `INSERT INTO roles (code, name_ar, name_en, name_fr, permissions, default_scope, is_system, version)
       VALUES ('centre_manager', 'مدير المركز', 'Centre manager', 'Directeur de centre', $1, 'centre', true, 3),
              ('parents', 'أولياء', 'Parents', 'Parents', '["students:read"]', 'own', false, 1)`,
      [JSON.stringify(held)],
    );
    await client.query(
      `INSERT INTO audit_log (action, resource, record_id, old_values, new_values)
       SELECT 'update', 'roles', id::text, jsonb_build_object('permissions', $1::jsonb),
              jsonb_build_object('permissions', $2::jsonb)
       FROM roles WHERE code = 'centre_manager'`,
      [JSON.stringify([...held, 'students:*']), JSON.stringify(held)],
    );
    await before.migrateRest();

    const recorded = await client.query<{ role_code: string; permission: string }>(
      'SELECT role_code, permission FROM role_default_grants ORDER BY permission',
    );
    const ofCentreManager = recorded.rows
      .filter((r) => r.role_code === 'centre_manager')
      .map((r) => r.permission);
    for (const p of [...held, 'students:*', 'vouchers:post'])
      expect(ofCentreManager, p).toContain(p);
    expect(ofCentreManager).not.toContain('forms:*');
    expect(recorded.rows.filter((r) => r.role_code === 'parents')).toEqual([]);

    // The next start.
    await ensureRoles(drizzle({ client, schema }) as unknown as Db, DEFAULT_ROLES);
    const roles = await client.query<{ code: string; permissions: string[]; version: number }>(
      `SELECT code, permissions, version FROM roles WHERE code IN ('centre_manager', 'parents')
       ORDER BY code`,
    );
    expect(roles.rows).toEqual([
      { code: 'centre_manager', permissions: [...held, 'forms:*'], version: 4 },
      { code: 'parents', permissions: ['students:read'], version: 1 },
    ]);
  });
});
