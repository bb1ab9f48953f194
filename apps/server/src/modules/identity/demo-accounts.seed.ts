import { DEFAULT_ROLES } from '@qc/domain';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { hashPassword } from './passwords.ts';
import { ensureRoles, findRoleByCode, insertAssignment } from './roles.repository.ts';
import { insertUser, linkEmployee } from './users.repository.ts';

export const DEMO_PASSWORD = 'Admin@12345';

/**
 * Demo sign-in accounts (marked demo: refused at sign-in in production), all with the
 * password Admin@12345: the super administrator, a country manager of the first centre's
 * country, the manager of the first centre, and the teacher of the first ring.
 */
export const demoAccountsStep: DemoSeedStep = async (database, world, options) => {
  if (!options.withAccounts) return;
  const db = database.db;
  await ensureRoles(db, DEFAULT_ROLES);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const centre = world.centres[0];
  const ring = world.rings.find((r) => r.centreId === centre?.id) ?? world.rings[0];
  const accounts = [
    { email: 'admin@example.com', name: 'مدير النظام', role: 'super_admin', level: 'organisation' },
    {
      email: 'country@example.com',
      name: 'مدير الدولة',
      role: 'country_manager',
      level: 'country',
    },
    { email: 'manager@example.com', name: 'مدير المركز', role: 'centre_manager', level: 'centre' },
    { email: 'teacher@example.com', name: 'المحفظ', role: 'teacher', level: 'own' },
  ] as const;
  for (const a of accounts) {
    const role = await findRoleByCode(db, a.role);
    if (!role) continue;
    const teacher =
      a.level === 'own' ? world.employees.find((e) => e.id === ring?.teacherId) : undefined;
    const user = await insertUser(db, {
      email: a.email,
      passwordHash,
      displayName: teacher?.fullName ?? a.name,
      locale: 'ar',
      status: 'active',
      kind: 'staff',
      isDemo: true,
      emailVerifiedAt: new Date().toISOString(),
    });
    if (teacher) await linkEmployee(db, teacher.id, user.id);
    await insertAssignment(db, {
      userId: user.id,
      roleId: role.id,
      scopeLevel: a.level,
      countryId: a.level === 'organisation' ? null : (centre?.countryId ?? null),
      centreId: a.level === 'centre' || a.level === 'own' ? (centre?.id ?? null) : null,
    });
  }
};
