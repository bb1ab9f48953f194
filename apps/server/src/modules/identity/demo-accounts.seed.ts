import { DEFAULT_ROLES } from '@qc/domain';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { insertDemoPartners } from './identity-demo.repository.ts';
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
  const db = database.db;
  // Two partner organisations (the partners screen), with nobody signed in as them yet.
  const countryId = world.centres[0]?.countryId ?? world.countries[0]?.id ?? null;
  await insertDemoPartners(db, [
    {
      name: 'جمعية النور لتحفيظ القرآن',
      countryId,
      contactName: 'عبد الرحمن الشامي',
      contactEmail: 'info@alnoor.example.org',
      contactPhone: '+905321234567',
      notes: 'نتبادل معها أرقام الحلقات والخاتمين كل فصل.',
    },
    {
      name: 'مؤسسة إقرأ الخيرية',
      countryId,
      contactName: 'هدى المصري',
      contactEmail: 'contact@iqraa.example.org',
      status: 'inactive',
      notes: 'شراكة منتهية، تبقى للسجل.',
    },
  ]);
  await reindexSearch(db, 'partners');
  if (!options.withAccounts) return;
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
