import { pageOffset } from '@qc/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { followupReasons, ringStars, rings, students } from '../../db/schema/index.ts';

/** An active follow-up reason by id (archived or inactive ones cannot be chosen). */
export async function findActiveReason(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(followupReasons)
    .where(
      and(
        eq(followupReasons.id, id),
        isNull(followupReasons.archivedAt),
        eq(followupReasons.status, 'active'),
      ),
    );
  return row;
}

export async function insertStars(db: Db, values: typeof ringStars.$inferInsert) {
  const [row] = await db.insert(ringStars).values(values).returning();
  return row!;
}

/**
 * One page of the stars awarded in scope, latest period first (then id), with the total: the
 * list contract of docs/adding-a-workflow.md. `ranking`: the five rings with the most stars over
 * every matching award, not only this page's.
 */
export async function listStars(
  db: Db,
  scope: Scope,
  f: {
    ringId?: string | undefined;
    centreId?: string | undefined;
    studentId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    isNull(ringStars.archivedAt),
    scopeCondition(scope, {
      country: ringStars.countryId,
      centre: ringStars.centreId,
      ring: ringStars.ringId,
    }),
    f.ringId ? eq(ringStars.ringId, f.ringId) : undefined,
    f.centreId ? eq(ringStars.centreId, f.centreId) : undefined,
    f.studentId ? eq(ringStars.studentId, f.studentId) : undefined,
  );
  const [items, [counted], ranking] = await Promise.all([
    db
      .select({ star: ringStars, ringName: rings.name, studentName: students.fullName })
      .from(ringStars)
      .innerJoin(rings, eq(rings.id, ringStars.ringId))
      .leftJoin(students, eq(students.id, ringStars.studentId))
      .where(where)
      .orderBy(desc(ringStars.periodFrom), desc(ringStars.id))
      .limit(f.pageSize)
      .offset(pageOffset(f)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ringStars)
      .where(where),
    db
      .select({
        ringId: ringStars.ringId,
        ringName: rings.name,
        stars: sql<number>`sum(${ringStars.stars})::int`,
      })
      .from(ringStars)
      .innerJoin(rings, eq(rings.id, ringStars.ringId))
      .where(where)
      .groupBy(ringStars.ringId, rings.name)
      .orderBy(desc(sql`sum(${ringStars.stars})`), ringStars.ringId)
      .limit(5),
  ]);
  return {
    items,
    total: Number(counted?.total ?? 0),
    ranking: ranking.map((r) => ({ ...r, stars: Number(r.stars) })),
  };
}
