import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, guardians, mobileSignups, students } from '../../db/schema/index.ts';

export type MobileSignupRow = typeof mobileSignups.$inferSelect;

export async function insertMobileSignup(db: Db, values: typeof mobileSignups.$inferInsert) {
  const [row] = await db.insert(mobileSignups).values(values).returning();
  return row!;
}

export async function findMobileSignup(db: Db, id: string) {
  const [row] = await db.select().from(mobileSignups).where(eq(mobileSignups.id, id));
  return row;
}

export async function listMobileSignups(
  db: Db,
  q: { status?: string | undefined; page: number; pageSize: number },
) {
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
  return { items, total: totals[0]?.n ?? 0 };
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
