import { DEFAULT_ROLES, type AssignmentLevel } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { insertDemoPartners } from './identity-demo.repository.ts';
import { hashPassword } from './passwords.ts';
import { ensureRoles, findRoleByCode, insertAssignment } from './roles.repository.ts';
import { insertUser, linkEmployee, type UserRow } from './users.repository.ts';

export const DEMO_PASSWORD = 'Admin@12345';

let demoHash: Promise<string> | undefined;
/** The demo password's hash, computed once: every demo account shares it. */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** A demo sign-in account: a staff user with one role over one scope. */
export interface DemoAccount {
  email: string;
  displayName: string;
  /** The role's code (default-roles.ts); when that role is missing the account gets none. */
  role: string;
  scope: { level: AssignmentLevel; countryId: string | null; centreId: string | null };
  /** The employee who signs in with it (a teacher, an examiner), when there is one. */
  employeeId?: string | undefined;
}

/**
 * Creates a demo account (marked demo: refused at sign-in in production) with the password
 * Admin@12345, links its employee and assigns its role; the modules' demo steps make their own
 * users (the examiner, the supervisor, the accountant) with it.
 */
export async function createDemoAccount(db: Db, account: DemoAccount): Promise<UserRow> {
  const role = await findRoleByCode(db, account.role);
  const user = await insertUser(db, {
    email: account.email,
    passwordHash: await demoPasswordHash(),
    displayName: account.displayName,
    locale: 'ar',
    status: 'active',
    kind: 'staff',
    isDemo: true,
    emailVerifiedAt: new Date().toISOString(),
  });
  if (account.employeeId) await linkEmployee(db, account.employeeId, user.id);
  if (role)
    await insertAssignment(db, {
      userId: user.id,
      roleId: role.id,
      scopeLevel: account.scope.level,
      countryId: account.scope.countryId,
      centreId: account.scope.centreId,
    });
  return user;
}

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
    const teacher =
      a.level === 'own' ? world.employees.find((e) => e.id === ring?.teacherId) : undefined;
    await createDemoAccount(db, {
      email: a.email,
      displayName: teacher?.fullName ?? a.name,
      role: a.role,
      scope: {
        level: a.level,
        countryId: a.level === 'organisation' ? null : (centre?.countryId ?? null),
        centreId: a.level === 'centre' || a.level === 'own' ? (centre?.id ?? null) : null,
      },
      employeeId: teacher?.id,
    });
  }
};
