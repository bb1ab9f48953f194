import { DEFAULT_ROLES, type DefaultRole } from '@qc/domain';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { ensureRoles } from '../../src/modules/identity/roles.repository.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => database.close());

/** DEFAULT_ROLES as a later release would declare it: `code` gains `added`. */
function withAdded(code: string, ...added: string[]): DefaultRole[] {
  return DEFAULT_ROLES.map((r) =>
    r.code === code ? { ...r, permissions: [...r.permissions, ...added] } : r,
  );
}

async function role(code: string) {
  const [row] = await database.db.select().from(t.roles).where(eq(t.roles.code, code));
  return row!;
}

async function grantsOf(code: string) {
  const rows = await database.db
    .select({ permission: t.roleDefaultGrants.permission })
    .from(t.roleDefaultGrants)
    .where(eq(t.roleDefaultGrants.roleCode, code))
    .orderBy(asc(t.roleDefaultGrants.permission));
  return rows.map((r) => r.permission);
}

/** What an administrator's edit of a role stores (the role editor's update). */
async function adminSets(code: string, permissions: string[]) {
  const before = await role(code);
  await database.db
    .update(t.roles)
    .set({ permissions, version: before.version + 1 })
    .where(eq(t.roles.id, before.id));
}

describe('built-in roles follow default-roles.ts', () => {
  it("gives a fresh database's built-in roles exactly their default permissions, and records them", async () => {
    await ensureRoles(database.db, DEFAULT_ROLES);
    const rows = await database.db.select().from(t.roles);
    expect(rows.map((r) => r.code).sort()).toEqual(DEFAULT_ROLES.map((r) => r.code).sort());
    for (const d of DEFAULT_ROLES) {
      const stored = rows.find((r) => r.code === d.code)!;
      expect(stored.isSystem, d.code).toBe(true);
      expect(stored.version, d.code).toBe(1);
      expect([...stored.permissions].sort(), d.code).toEqual([...new Set(d.permissions)].sort());
      expect(await grantsOf(d.code), d.code).toEqual([...new Set(d.permissions)].sort());
    }
    // A second start changes nothing.
    await ensureRoles(database.db, DEFAULT_ROLES);
    expect((await role('teacher')).version).toBe(1);
  });

  it("brings a permission newly added to a role's defaults to that role of an existing database", async () => {
    await ensureRoles(database.db, DEFAULT_ROLES);
    const teacherBefore = await role('teacher');
    const accountantBefore = await role('accountant');
    await ensureRoles(database.db, withAdded('teacher', 'competitions:create', 'jobs:read'));
    const teacher = await role('teacher');
    expect(teacher.permissions).toEqual([
      ...teacherBefore.permissions,
      'competitions:create',
      'jobs:read',
    ]);
    expect(teacher.version).toBe(teacherBefore.version + 1);
    expect(await grantsOf('teacher')).toContain('competitions:create');
    // The other roles are left as they were.
    expect(await role('accountant')).toEqual(accountantBefore);
    // And the next start does not add it again.
    await ensureRoles(database.db, withAdded('teacher', 'competitions:create', 'jobs:read'));
    expect((await role('teacher')).version).toBe(teacherBefore.version + 1);
  });

  it('never gives back a permission an administrator took away, and keeps what they added', async () => {
    await ensureRoles(database.db, DEFAULT_ROLES);
    const teacher = await role('teacher');
    expect(teacher.permissions).toContain('readings:delete');
    const edited = [...teacher.permissions.filter((p) => p !== 'readings:delete'), 'holidays:read'];
    await adminSets('teacher', edited);
    await ensureRoles(database.db, DEFAULT_ROLES);
    expect((await role('teacher')).permissions).toEqual(edited);
    // A later release adds another default: it arrives, the removed one still does not.
    await ensureRoles(database.db, withAdded('teacher', 'competitions:read'));
    const after = await role('teacher');
    expect(after.permissions).toEqual([...edited, 'competitions:read']);
    expect(after.permissions).not.toContain('readings:delete');
  });

  it('adds a default once to a role an administrator had already given it to', async () => {
    await ensureRoles(database.db, DEFAULT_ROLES);
    const teacher = await role('teacher');
    await adminSets('teacher', [...teacher.permissions, 'competitions:read']);
    await ensureRoles(database.db, withAdded('teacher', 'competitions:read'));
    const after = await role('teacher');
    expect(after.permissions.filter((p) => p === 'competitions:read')).toHaveLength(1);
    expect(after.version).toBe(teacher.version + 1);
    expect(await grantsOf('teacher')).toContain('competitions:read');
  });

  it('never touches a custom role, even one whose code a later release makes built-in', async () => {
    await ensureRoles(database.db, DEFAULT_ROLES);
    const [custom] = await database.db
      .insert(t.roles)
      .values({
        code: 'recruiter',
        nameAr: 'موظف التوظيف',
        nameEn: 'Recruiter',
        nameFr: 'Recruteur',
        permissions: ['jobs:read'],
        isSystem: false,
      })
      .returning();
    const later: DefaultRole[] = [
      ...withAdded('teacher', 'competitions:read'),
      {
        code: 'recruiter',
        name: { ar: 'موظف التوظيف', en: 'Recruiter', fr: 'Recruteur' },
        defaultScope: 'country',
        permissions: ['jobs:*', 'job-applications:*'],
      },
    ];
    await ensureRoles(database.db, later);
    await ensureRoles(database.db, later);
    expect(await role('recruiter')).toEqual(custom);
    expect(await grantsOf('recruiter')).toEqual([]);
    // The built-in roles still got theirs in the same sync.
    expect((await role('teacher')).permissions).toContain('competitions:read');
  });

  it('gives a built-in role that appears in a later release all its defaults', async () => {
    await ensureRoles(database.db, DEFAULT_ROLES);
    const later: DefaultRole[] = [
      ...DEFAULT_ROLES,
      {
        code: 'recruiter',
        name: { ar: 'موظف التوظيف', en: 'Recruiter', fr: 'Recruteur' },
        defaultScope: 'country',
        permissions: ['jobs:*', 'job-applications:*'],
      },
    ];
    await ensureRoles(database.db, later);
    const recruiter = await role('recruiter');
    expect(recruiter.isSystem).toBe(true);
    expect(recruiter.permissions).toEqual(['jobs:*', 'job-applications:*']);
    expect(await grantsOf('recruiter')).toEqual(['job-applications:*', 'jobs:*']);
  });

  it('grants once when two starts sync at the same time', async () => {
    // Two processes starting on an empty database.
    await Promise.all([
      ensureRoles(database.db, DEFAULT_ROLES),
      ensureRoles(database.db, DEFAULT_ROLES),
    ]);
    expect(await database.db.select().from(t.roles)).toHaveLength(DEFAULT_ROLES.length);
    const teacher = await role('teacher');
    expect(teacher.version).toBe(1);
    // Two processes of a new release starting on an existing database.
    const later = withAdded('teacher', 'competitions:read');
    await Promise.all([ensureRoles(database.db, later), ensureRoles(database.db, later)]);
    const after = await role('teacher');
    expect(after.permissions.filter((p) => p === 'competitions:read')).toHaveLength(1);
    expect(after.permissions).toHaveLength(teacher.permissions.length + 1);
    expect(after.version).toBe(teacher.version + 1);
    expect((await grantsOf('teacher')).filter((p) => p === 'competitions:read')).toHaveLength(1);
  });
});
