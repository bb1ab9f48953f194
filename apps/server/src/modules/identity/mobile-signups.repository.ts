import type { MobileSignup, MobileSignupPage } from '@qc/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../audit/audit.ts';
import { auditIn } from '../../workflow/index.ts';
import type { Db } from '../../db/client.ts';
import type { roleAssignments } from '../../db/schema/index.ts';
import { employees, guardians, mobileSignups, students } from '../../db/schema/index.ts';
import { insertAssignment } from './roles.repository.ts';
import { insertUser, linkEmployee, updateUser, type UserInsert } from './users.repository.ts';

export type MobileSignupRow = typeof mobileSignups.$inferSelect;

export async function insertMobileSignup(db: Db, values: typeof mobileSignups.$inferInsert) {
  const [row] = await db.insert(mobileSignups).values(values).returning();
  return row!;
}

export async function findMobileSignup(db: Db, id: string) {
  const [row] = await db.select().from(mobileSignups).where(eq(mobileSignups.id, id));
  return row;
}

/**
 * A stored sign-up as the domain's: its kind, state and link are text columns that only ever
 * hold the domain's values (the register and decision schemas write them).
 */
export const mobileSignupOf = (row: typeof mobileSignups.$inferSelect): MobileSignup => ({
  ...row,
  requestedKind: row.requestedKind as MobileSignup['requestedKind'],
  status: row.status as MobileSignup['status'],
  linkedKind: row.linkedKind as MobileSignup['linkedKind'],
});

export async function listMobileSignups(
  db: Db,
  q: { status?: string | undefined; page: number; pageSize: number },
): Promise<MobileSignupPage> {
  const where = q.status ? eq(mobileSignups.status, q.status) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(mobileSignups)
      .where(where)
      .orderBy(desc(mobileSignups.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mobileSignups)
      .where(where),
  ]);
  return { items: items.map(mobileSignupOf), total: totals[0]?.n ?? 0 };
}

/** Records the decision only if the sign-up is still pending (two admins cannot both decide). */
export async function decideMobileSignup(
  db: Db,
  id: string,
  values: Partial<typeof mobileSignups.$inferInsert>,
) {
  const [row] = await db
    .update(mobileSignups)
    .set({ ...values, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(mobileSignups.id, id), eq(mobileSignups.status, 'pending')))
    .returning();
  return row;
}

/** The place (country, centre, ring) of the record a sign-up is linked to. */
export async function linkTargetPlace(
  db: Db,
  kind: 'guardian' | 'student' | 'employee',
  id: string,
) {
  if (kind === 'guardian') {
    const [row] = await db
      .select({ countryId: guardians.countryId })
      .from(guardians)
      .where(eq(guardians.id, id));
    return row ? { countryId: row.countryId, centreId: null, ringId: null } : undefined;
  }
  if (kind === 'student') {
    const [row] = await db
      .select({
        countryId: students.countryId,
        centreId: students.centreId,
        ringId: students.ringId,
      })
      .from(students)
      .where(eq(students.id, id));
    return row;
  }
  const [row] = await db
    .select({ countryId: employees.countryId, centreId: employees.centreId, job: employees.job })
    .from(employees)
    .where(eq(employees.id, id));
  return row ? { ...row, ringId: null } : undefined;
}

/**
 * A sign-up from the mobile app in one transaction: the pending account, its request, and the
 * audit written as the new account (the actor, known once it is inserted), with the request.
 */
export async function registerMobileSignup(
  db: Db,
  user: UserInsert,
  signup: Omit<typeof mobileSignups.$inferInsert, 'userId'>,
  request: AuditActor,
) {
  return db.transaction(async (tx) => {
    const account = await insertUser(tx, user);
    const row = await insertMobileSignup(tx, { ...signup, userId: account.id });
    await auditIn(
      tx,
      { userId: account.id, request },
      { action: 'register', resource: 'mobile-signups', recordId: row.id, newValues: { ...row } },
    );
    return row;
  });
}

/**
 * A pending sign-up accepted in one transaction: the decision, the account activated and linked
 * (`user`), the employee linked to it, the role assignment when there is one, and the audit;
 * undefined when it was decided meanwhile (nothing written).
 */
export async function acceptMobileSignupRow(
  db: Db,
  signup: { id: string; userId: string },
  o: {
    decision: { linkedKind: string; linkedId: string; decidedBy: string };
    user: Partial<UserInsert>;
    employeeId: string | null;
    assignment: typeof roleAssignments.$inferInsert | null;
  },
  request: AuditActor,
) {
  return db.transaction(async (tx) => {
    const row = await decideMobileSignup(tx, signup.id, { status: 'accepted', ...o.decision });
    if (!row) return undefined;
    await updateUser(tx, signup.userId, o.user);
    if (o.employeeId) await linkEmployee(tx, o.employeeId, signup.userId);
    if (o.assignment) await insertAssignment(tx, o.assignment);
    await auditIn(
      tx,
      { request },
      {
        action: 'accept',
        resource: 'mobile-signups',
        recordId: signup.id,
        oldValues: { status: 'pending' },
        newValues: { ...row },
      },
    );
    return row;
  });
}

/**
 * A pending sign-up rejected in one transaction: the decision, the account disabled, and the
 * audit with the reason; undefined when it was decided meanwhile (nothing written).
 */
export async function rejectMobileSignupRow(
  db: Db,
  signup: { id: string; userId: string },
  reason: string,
  decidedBy: string,
  request: AuditActor,
) {
  return db.transaction(async (tx) => {
    const row = await decideMobileSignup(tx, signup.id, { status: 'rejected', reason, decidedBy });
    if (!row) return undefined;
    await updateUser(tx, signup.userId, { status: 'disabled' });
    await auditIn(
      tx,
      { request },
      {
        action: 'reject',
        resource: 'mobile-signups',
        recordId: signup.id,
        oldValues: { status: 'pending' },
        newValues: { ...row },
        reason,
      },
    );
    return row;
  });
}
